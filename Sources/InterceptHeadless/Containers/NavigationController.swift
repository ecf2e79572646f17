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

    /// The user starts a swipe-back (S8), in UIKit's order (public stack traces of
    /// `_UINavigationInteractiveTransition` starting `popViewControllerAnimated:`): a coordinator
    /// exists, the top controller's `viewWillDisappear`, the one below's `viewWillAppear`, and the
    /// view below is put in the window under the top one, where SwiftUI renders it (and may call
    /// its `onAppear`). Nothing is popped yet: ``InteractivePop/finish()`` or
    /// ``InteractivePop/cancel()`` decides. `nil` at the root, or off screen.
    public func beginInteractivePop() -> InteractivePop? {
        guard viewControllers.count > 1, isScreenAppeared, transitionCoordinatorOwned == nil, let top = topViewController else { return nil }
        let below = viewControllers[viewControllers.count - 2]
        let coordinator = TransitionCoordinator(isInteractive: true)
        transitionCoordinatorOwned = coordinator
        top.beginAppearanceTransition(false)
        below.beginAppearanceTransition(true)
        below.view.frame = view.bounds
        view.insertSubview(below.view, at: 0)
        return InteractivePop(navigation: self, top: top, below: below, coordinator: coordinator)
    }

    func finishInteractivePop(top: ViewController, below: ViewController) {
        top.view.removeFromSuperview()
        viewControllers.removeLast()
        top.endAppearanceTransition()
        below.endAppearanceTransition()
        top.removeFromParent()
    }

    func cancelInteractivePop(top: ViewController, below: ViewController) {
        below.view.removeFromSuperview()
        below.cancelAppearanceTransition()
        top.cancelAppearanceTransition()
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
