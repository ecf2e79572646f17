import Intercept

/// The headless counterpart of `UIViewController`: a screen with a root view (E3).
@MainActor
open class ViewController: Responder, ScreenNode {
    /// The root view; its next responder is this controller.
    public let view: View
    /// The title shown for the screen (`title`, E3).
    open var title: String?
    /// A page id the app declares, reported as `screen_name` instead of the class name (E3).
    open var pageID: String?

    /// Creates a controller with a plain root view.
    public init(title: String? = nil, view: View = View()) {
        self.view = view
        self.title = title
        super.init()
        view.owningViewController = self
    }

    /// The root view's superview, as in UIKit.
    open override var next: Responder? { view.superview }

    // MARK: ScreenNode

    /// ``title``.
    public var screenTitle: String? { title }
    /// ``pageID``.
    public var declaredPageID: String? { pageID }
    /// ``view``.
    public var rootViewNode: (any ViewNode)? { view }
}
