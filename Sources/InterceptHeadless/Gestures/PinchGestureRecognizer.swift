/// The headless counterpart of `UIPinchGestureRecognizer`: continuous, follows two fingers pinching.
@MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    /// Continuous: began, changed, then ended or cancelled.
    open override class var isContinuous: Bool { true }

    /// The scale relative to the start of the gesture.
    open var scale = 1.0
}
