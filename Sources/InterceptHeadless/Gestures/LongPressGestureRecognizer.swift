/// The headless counterpart of `UILongPressGestureRecognizer`: continuous, begins once the press has lasted long enough.
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// Continuous: began, changed, then ended or cancelled.
    open override class var isContinuous: Bool { true }

    /// How long the press must last, in seconds.
    open var minimumPressDuration = 0.5

    /// ``minimumPressDuration``.
    open override var recognizerMinimumPressDuration: Double? { minimumPressDuration }
}
