/// The headless counterpart of `UIRotationGestureRecognizer`: continuous, follows two fingers rotating.
@MainActor
open class RotationGestureRecognizer: GestureRecognizer {
    /// Continuous: began, changed, then ended or cancelled.
    open override class var isContinuous: Bool { true }

    /// The rotation in radians since the start of the gesture.
    open var rotation = 0.0
}
