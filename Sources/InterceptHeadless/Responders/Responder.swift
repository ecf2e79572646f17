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

    /// The responder receiving typed text, as UIKit keeps one per app (`isFirstResponder`).
    public private(set) static weak var firstResponder: Responder?

    /// The custom keyboard shown while this responder is first (`UIResponder.inputView`): UIKit
    /// moves it into its input host in the keyboard's window (F17). Moving it there is the
    /// caller's part here, after ``becomeFirstResponder()``, as UIKit does.
    open var inputView: View?

    /// The bar shown above the keyboard while this responder is first
    /// (`UIResponder.inputAccessoryView`), hosted beside ``inputView``.
    open var inputAccessoryView: View?

    /// Makes this the ``firstResponder``.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        Self.firstResponder = self
        // UIKit hosts this responder's own input views and makes it their next responder
        // (`_overrideInputViewNextResponderWithResponder:` and the accessory's); a responder with
        // none, inside views already hosted (a composer's text view in its bar), leaves them
        // hosted and owned as they were (`_containsResponder:`, F17). UIKit overrides
        // only a view with no next responder of its own (`-[UIKeyboardSceneDelegate
        // _inputViewsForResponder:…]`, iOS 18.2): a controller's root view keeps its controller
        // as next responder (UIKit wraps such a view in its input host, F17).
        for hosted in [inputView, inputAccessoryView] where hosted?.isRootViewOfController == false {
            hosted?.hostingResponder = self
        }
        return true
    }

    /// Stops being the ``firstResponder``.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if Self.firstResponder === self { Self.firstResponder = nil }
        return true
    }
}
