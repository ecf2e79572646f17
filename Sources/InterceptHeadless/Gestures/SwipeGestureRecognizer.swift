/// The headless counterpart of `UISwipeGestureRecognizer`: discrete, recognized when the swipe ends.
@MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// Discrete: recognized at once.
    open override class var isContinuous: Bool { false }
}
