/// The headless counterpart of `UIResponder`: an object in the responder chain.
///
/// Views pass to their view controller (when they are its root view) or superview, view
/// controllers to their view's superview, windows to the application, as UIKit documents.
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// The next responder up the chain, or `nil` at its end.
    open var next: Responder? { nil }
}
