import Foundation
@_spi(Platform) import Intercept

/// The headless counterpart of `UIViewController`: a screen with a root view (E3), children, and
/// UIKit's appearance callbacks (`viewWillAppear`, `viewDidAppear`, `viewWillDisappear`,
/// `viewDidDisappear`), which containers, presentation and windows drive in UIKit's order.
/// After `viewDidAppear` and `viewDidDisappear` it tells the application's observers, which is
/// how Intercept sees pages (P1-P4).
@MainActor
open class ViewController: Responder, ScreenNode {
    /// The root view; its next responder is this controller.
    public let view: View
    /// The title shown for the screen (`title`, E3).
    open var title: String?
    /// What the app declares about this screen as a page (P2, P4).
    open var pageAttributes = PageAttributes()
    /// The controller this one is a child of.
    public private(set) weak var parent: ViewController?
    /// The child controllers, in the order added.
    public private(set) var children: [ViewController] = []
    /// The controller this one presented modally.
    public private(set) var presentedViewController: ViewController?
    /// The controller that presented this one modally.
    public private(set) weak var presentingViewController: ViewController?
    /// How this controller covers the screen when presented (full screen by default).
    open var modalPresentationStyle: ModalPresentationStyle = .fullScreen
    /// Whether the controller has appeared and not disappeared since.
    public private(set) var isScreenAppeared = false

    private var isInAppearanceTransition = false
    private weak var appearanceApplication: Application?

    /// Creates a controller with a plain root view.
    public init(title: String? = nil, view: View = View()) {
        self.view = view
        self.title = title
        super.init()
        view.owningViewController = self
    }

    /// A page id the app declares, reported as `screen_name` instead of the class name (E3).
    public var pageID: String? {
        get { pageAttributes.pageID }
        set { pageAttributes.pageID = newValue }
    }

    /// As in UIKit: the presenter for a presented controller, otherwise the root view's superview.
    ///
    /// The order is Apple's: the UIKit article "Using responders and the responder chain to
    /// handle events" gives a presented view controller's next responder as the controller that
    /// presented it, and `UIResponder.next`'s reference gives the default, the view's superview.
    /// (The copy of the article at hand stops before that sentence: a device run confirms it, and
    /// the core's rule holds either way.) So a chain that starts inside a sheet runs on through its
    /// presenter and the presenter's ancestors, and the core stops at the boundary (S7, S11).
    open override var next: Responder? { presentingViewController ?? view.superview }

    /// How many presentations lie above this controller, as UIKit's `presentingViewController`,
    /// which also answers for a presented controller's descendants, counts them (S11).
    public var presentationLevel: Int {
        var level = 0
        var current: ViewController? = self
        while let controller = current, level < 16 {
            if let presenter = controller.presentingViewController {
                level += 1
                current = presenter
            } else {
                current = controller.parent
            }
        }
        return level
    }

    // MARK: Appearance callbacks

    /// Called before the view appears. Overrides call `super`.
    open func viewWillAppear() {}
    /// Called after the view appeared. Overrides call `super`.
    open func viewDidAppear() {}
    /// Called before the view disappears. Overrides call `super`.
    open func viewWillDisappear() {}
    /// Called after the view disappeared. Overrides call `super`.
    open func viewDidDisappear() {}

    /// The children that appear and disappear with this controller: all of them by default;
    /// containers answer only the visible one.
    open var childrenForwardedAppearance: [ViewController] { children }

    /// Starts an appearance transition: `viewWillAppear` or `viewWillDisappear`, then the same
    /// for the children that follow. A controller already in that state is left alone.
    public func beginAppearanceTransition(_ isAppearing: Bool) {
        guard isAppearing != isScreenAppeared, !isInAppearanceTransition else { return }
        isInAppearanceTransition = true
        if isAppearing { viewWillAppear() } else { viewWillDisappear() }
        for child in childrenForwardedAppearance { child.beginAppearanceTransition(isAppearing) }
    }

    /// The coordinator of the transition this controller or a container above it runs (S8), as
    /// UIKit's `transitionCoordinator` answers it; `nil` outside one.
    public var transitionCoordinator: TransitionCoordinator? { transitionCoordinatorOwned ?? parent?.transitionCoordinator }
    /// The coordinator of a transition this controller runs itself.
    var transitionCoordinatorOwned: TransitionCoordinator?

    /// Cancels an appearance transition begun with ``beginAppearanceTransition(_:)``: a controller
    /// that was appearing gets `viewWillDisappear` and `viewDidDisappear`, one that was
    /// disappearing `viewWillAppear` and `viewDidAppear`, and it stays as it was, so the observers
    /// hear nothing (UIKit's cancelled interactive transition).
    func cancelAppearanceTransition() {
        guard isInAppearanceTransition else { return }
        isInAppearanceTransition = false
        if isScreenAppeared {
            viewWillAppear()
            viewDidAppear()
        } else {
            viewWillDisappear()
            viewDidDisappear()
        }
        for child in childrenForwardedAppearance { child.cancelAppearanceTransition() }
    }

    /// Ends the transition: `viewDidAppear` or `viewDidDisappear`, the observers, then the children.
    public func endAppearanceTransition() {
        guard isInAppearanceTransition else { return }
        isInAppearanceTransition = false
        let children = childrenForwardedAppearance
        if !isScreenAppeared {
            isScreenAppeared = true
            appearanceApplication = view.window?.application
            viewDidAppear()
            appearanceApplication?.screenDidAppear(self)
        } else {
            isScreenAppeared = false
            viewDidDisappear()
            appearanceApplication?.screenDidDisappear(self)
        }
        for child in children { child.endAppearanceTransition() }
    }

    /// Replaces `old` by `new` the way navigation, tabs and presentation do: the old one's
    /// `viewWillDisappear`, the new one's `viewWillAppear`, `swap` (which moves the views), the
    /// old one's `viewDidDisappear`, the new one's `viewDidAppear`. When this controller is not on
    /// screen, only `swap` happens.
    func transition(from old: ViewController?, to new: ViewController?, swap: () -> Void) {
        guard isScreenAppeared else { return swap() }
        old?.beginAppearanceTransition(false)
        new?.beginAppearanceTransition(true)
        swap()
        old?.endAppearanceTransition()
        new?.endAppearanceTransition()
    }

    // MARK: Children

    /// Adds a child controller; its view is the caller's to place.
    open func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent; a no-op without one.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    // MARK: Presentation

    /// Presents `controller` in this controller's window, as its ``modalPresentationStyle`` says:
    /// full screen, the screen it covers disappears (and its view is hidden, as UIKit takes it
    /// out of the window); as a page sheet, it stays. The presented one appears. A no-op when this
    /// controller is not in a window or already presents one.
    public func present(_ controller: ViewController) {
        guard presentedViewController == nil, controller.presentingViewController == nil, let window = view.window else { return }
        let isSheet = controller.modalPresentationStyle != .fullScreen
        let covered = isSheet ? nil : window.topScreen
        presentedViewController = controller
        controller.presentingViewController = self
        if case .pageSheet(let height) = controller.modalPresentationStyle {
            let height = height.isFinite ? min(max(0, height), window.bounds.height) : window.bounds.height
            controller.view.frame = Rect(x: 0, y: window.bounds.height - height, width: window.bounds.width, height: height)
        } else {
            controller.view.frame = window.bounds
        }
        let isVisible = isSheet ? window.topScreen?.isScreenAppeared ?? false : covered?.isScreenAppeared ?? false
        if isVisible {
            covered?.beginAppearanceTransition(false)
            controller.beginAppearanceTransition(true)
        }
        window.stackPresented(controller)
        if isVisible {
            covered?.endAppearanceTransition()
            controller.endAppearanceTransition()
        }
    }

    /// Dismisses the controller this one presented, or, called on a presented controller, itself.
    /// What it presented in turn goes first. A no-op when nothing is presented.
    public func dismiss() {
        let presented = presentedViewController ?? (presentingViewController != nil ? self : nil)
        guard let presented, let presenter = presented.presentingViewController, let window = presented.view.window else { return }
        presented.presentedViewController?.dismiss()
        let revealed = presented.modalPresentationStyle == .fullScreen ? window.screen(below: presented) : nil
        let isVisible = presented.isScreenAppeared
        if isVisible {
            presented.beginAppearanceTransition(false)
            revealed?.beginAppearanceTransition(true)
        }
        window.unstackPresented(presented)
        if isVisible {
            presented.endAppearanceTransition()
            revealed?.endAppearanceTransition()
        }
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
    }

    // MARK: ScreenNode

    /// ``title``, as the core chooses a screen's title (this platform has no navigation item).
    public var screenTitle: String? { ScreenProperties.title(own: title, navigationItem: nil) }
    /// ``view``.
    public var rootViewNode: (any ViewNode)? { view }
    /// Plain controllers are screens; containers override this.
    open var isContainerScreen: Bool { false }
    /// By the type name, as the core's default; ``HostingController`` and its subclasses, whatever
    /// their names, are hosting controllers by type (S7).
    @_spi(Platform) open var isHostingController: Bool { HostedViewTypeName.isHostingController(screenTypeName) }
}
