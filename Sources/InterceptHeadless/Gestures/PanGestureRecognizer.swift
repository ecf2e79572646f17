/// The headless counterpart of `UIPanGestureRecognizer`: continuous, follows a dragging finger.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    open override class var isContinuous: Bool { true }
}
