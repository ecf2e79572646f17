/// The headless counterpart of `UINavigationController`: a stack of controllers, the top one on
/// screen. Pushing and popping follow UIKit's order (the current `viewWillDisappear`, the new
/// `viewWillAppear`, the current `viewDidDisappear`, the new `viewDidAppear`). It is a container,
/// not a page itself (P4).
@MainActor
open class NavigationController: ViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [ViewController] = []

    /// Creates a navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init()
        addChild(rootViewController)
        viewControllers = [rootViewController]
        show(rootViewController)
    }

    /// The controller on screen.
    public var topViewController: ViewController? { viewControllers.last }

    /// Pushes `controller` on top.
    public func pushViewController(_ controller: ViewController) {
        guard !viewControllers.contains(where: { $0 === controller }) else { return }
        let old = topViewController
        addChild(controller)
        viewControllers.append(controller)
        transition(from: old, to: controller) {
            old?.view.removeFromSuperview()
            show(controller)
        }
    }

    /// Pops the top controller and returns it; the root is never popped.
    @discardableResult
    public func popViewController() -> ViewController? {
        guard viewControllers.count > 1, let old = viewControllers.last else { return nil }
        viewControllers.removeLast()
        let new = topViewController
        transition(from: old, to: new) {
            old.view.removeFromSuperview()
            if let new { show(new) }
        }
        old.removeFromParent()
        return old
    }

    /// Only the top controller appears with the navigation controller.
    open override var childrenForwardedAppearance: [ViewController] { topViewController.map { [$0] } ?? [] }

    /// A container.
    open override var isContainerScreen: Bool { true }

    private func show(_ controller: ViewController) {
        controller.view.frame = view.bounds
        view.addSubview(controller.view)
    }
}
