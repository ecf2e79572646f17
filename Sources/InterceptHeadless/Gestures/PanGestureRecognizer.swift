/// The headless counterpart of `UIPanGestureRecognizer`: continuous, follows a dragging finger.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// Continuous: began, changed, then ended or cancelled.
    open override class var isContinuous: Bool { true }
}
