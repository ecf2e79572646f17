/// The headless counterpart of `UITabBar`: items, one selected. A user's tap selects an item and
/// calls ``onSelect``; the tab bar is not a control, and Intercept's gesture policy ignores taps
/// on it by default (its selections are pages, reported by page tracking).
@MainActor
open class TabBar: View {
    /// The items, left to right.
    public var items: [TabBarItem] = []
    /// The selected item.
    public private(set) var selectedItem: TabBarItem?
    /// Called after a user selected an item.
    public var onSelect: ((TabBarItem) -> Void)?

    /// Creates a tab bar.
    public init(items: [TabBarItem] = []) {
        self.items = items
        super.init()
    }

    /// Plays a user's tap on `item`; returns `false` for an item the bar does not show.
    @discardableResult
    public func simulateUserTap(on item: TabBarItem) -> Bool {
        guard items.contains(where: { $0 === item }) else { return false }
        selectedItem = item
        onSelect?(item)
        return true
    }
}
