/// A responder method through which a view's own code can handle touches or presses (A2). The
/// platform tells which of them a class overrides (on UIKit, from the Objective-C runtime);
/// `TouchHandlingClasses` decides which of them make a tap handled.
public enum TouchHandlingMethod: CaseIterable, Hashable, Sendable {
    /// `touchesBegan(_:with:)`.
    case touchesBegan
    /// `touchesMoved(_:with:)`.
    case touchesMoved
    /// `touchesEnded(_:with:)`.
    case touchesEnded
    /// `touchesCancelled(_:with:)`.
    case touchesCancelled
    /// `pressesBegan(_:with:)`.
    case pressesBegan
    /// `pressesEnded(_:with:)`.
    case pressesEnded
}
