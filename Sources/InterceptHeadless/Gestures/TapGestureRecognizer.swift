/// The headless counterpart of `UITapGestureRecognizer`: discrete, recognized when the taps end.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// Discrete: recognized at once.
    open override class var isContinuous: Bool { false }

    /// How many taps make the gesture.
    open var numberOfTapsRequired = 1
}
