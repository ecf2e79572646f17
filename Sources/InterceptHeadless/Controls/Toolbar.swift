/// The headless counterpart of `UIToolbar` (and of a navigation bar's button area): shows bar
/// button items in order.
@MainActor
open class Toolbar: View {
    /// The items shown, left to right.
    public var items: [BarButtonItem] = [] {
        didSet { show(items, replacing: oldValue) }
    }

    /// Whether the bar is drawn translucent (a blur of what is below), as UIKit's bars are by
    /// default: a translucent bar hides nothing from exposure (X5), however opaque its color.
    open var isTranslucent = true {
        didSet { if isTranslucent != oldValue { noteChange() } }
    }

    /// ``isTranslucent``: the core decides what a bar hides (X5).
    open override var nodeBarTranslucency: Bool? { isTranslucent }

    /// Creates a toolbar showing `items`.
    public init(items: [BarButtonItem] = []) {
        self.items = items
        super.init()
        show(items, replacing: [])
    }

    private func show(_ items: [BarButtonItem], replacing old: [BarButtonItem]) {
        for item in old { item.shownView.removeFromSuperview() }
        for item in items { addSubview(item.shownView) }
    }
}
