/// A touch's phase with the platform's cases, one for one (`UITouch.Phase`): the adapter only
/// translates; which of them are a finger's phases for Intercept is decided here (F16).
@_spi(Platform) public enum PlatformTouchPhase: Sendable, Hashable {
    case began, moved, stationary, ended, cancelled
    /// A pointer's hover over a region (`regionEntered`, `regionMoved`, `regionExited`).
    case region
    /// A phase this version of Intercept does not know.
    case unknown

    /// The core's phase: a stationary finger is still moving as far as a tap is concerned;
    /// hovering and unknown phases are not a finger's, and are ignored.
    @_spi(Platform) public var physicalActionPhase: PhysicalActionPhase? {
        switch self {
        case .began: return .began
        case .moved, .stationary: return .moved
        case .ended: return .ended
        case .cancelled: return .cancelled
        case .region, .unknown: return nil
        }
    }
}
