/// The headless counterpart of `UIWindow`: the root of a view tree, whose next responder is the
/// application.
@MainActor
open class Window: View {
    /// The application the window belongs to.
    public internal(set) weak var application: Application?

    /// The controller whose view fills the window.
    open var rootViewController: ViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            if let rootViewController { addSubview(rootViewController.view) }
        }
    }

    /// Creates a window.
    public override init() {
        super.init()
    }

    open override var next: Responder? { application }
}
