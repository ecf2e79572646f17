/// The headless counterpart of `UITouch`: one finger on the screen, from touching down to
/// lifting. The same object lives through all phases, so it identifies the physical action (U1).
@MainActor
public final class Touch {
    /// Where the touch is in its life.
    public enum Phase: Sendable, Equatable {
        case began, moved, stationary, ended, cancelled
    }

    /// The view the touch landed on.
    public let view: View
    /// The current phase.
    public internal(set) var phase: Phase = .began
    /// Whether the finger is inside the view it started on (for touch-up-inside versus outside).
    public internal(set) var isInside = true

    init(view: View) {
        self.view = view
    }
}
