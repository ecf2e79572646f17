@_spi(Platform) import Intercept

/// The headless counterpart of `UITouch`: one finger on the screen, from touching down to
/// lifting. The same object lives through all phases, so it identifies the physical action (U1).
@MainActor
public final class Touch {
    /// Where the touch is in its life.
    public enum Phase: Sendable, Equatable {
        case began, moved, stationary, ended, cancelled
    }

    /// The view the touch landed on: hit-tested from its location, or named by the caller.
    public let view: View
    /// Where the finger is, in the window's coordinates (A3).
    public internal(set) var location: Point
    /// The current phase.
    public internal(set) var phase: Phase = .began
    /// Whether the finger is inside the view it started on (for touch-up-inside versus outside).
    public internal(set) var isInside = true

    init(view: View, location: Point) {
        self.view = view
        self.location = location
    }
}

extension Touch.Phase {
    /// The platform phase, one for one.
    var platformPhase: PlatformTouchPhase {
        switch self {
        case .began: return .began
        case .moved: return .moved
        case .stationary: return .stationary
        case .ended: return .ended
        case .cancelled: return .cancelled
        }
    }
}
