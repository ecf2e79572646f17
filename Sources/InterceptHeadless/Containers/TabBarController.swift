/// The headless counterpart of `UITabBarController`: one child per tab, the selected one on
/// screen, switched by a user's tap on the tab bar. A container, not a page itself (P4).
@MainActor
open class TabBarController: ViewController {
    /// The tab bar, one item per child, titled after it.
    public let tabBar = TabBar()
    /// The children, one per tab.
    public private(set) var viewControllers: [ViewController] = []

    /// Creates a tab bar controller with `viewControllers`, the first one selected.
    public init(viewControllers: [ViewController]) {
        super.init()
        view.addSubview(tabBar)
        for controller in viewControllers { addChild(controller) }
        self.viewControllers = viewControllers
        tabBar.items = viewControllers.enumerated().map { TabBarItem(title: $1.title, tag: $0) }
        tabBar.onSelect = { [weak self] item in self?.selectedIndex = item.tag }
        if let first = viewControllers.first { show(first) }
    }

    /// The selected tab; setting it switches with UIKit's appearance order. Out-of-range values
    /// are ignored.
    public var selectedIndex = 0 {
        didSet {
            guard viewControllers.indices.contains(selectedIndex) else {
                selectedIndex = oldValue
                return
            }
            guard selectedIndex != oldValue else { return }
            let old = viewControllers[oldValue]
            let new = viewControllers[selectedIndex]
            transition(from: old, to: new) {
                old.view.removeFromSuperview()
                show(new)
            }
        }
    }

    /// The selected child.
    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    /// Only the selected child appears with the tab bar controller.
    open override var childrenForwardedAppearance: [ViewController] { selectedViewController.map { [$0] } ?? [] }

    /// A container.
    open override var isContainerScreen: Bool { true }

    private func show(_ controller: ViewController) {
        controller.view.frame = view.bounds
        view.insertSubview(controller.view, at: 0)
    }
}
