/// Where a physical action (a touch) is in its life, as the platform reports it with the touch's
/// location (A1-A3).
@_spi(Platform) public enum PhysicalActionPhase: Sendable, Hashable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger lifted.
    case ended
    /// The system took the touch over (a scroll began, a call came in): not a tap.
    case cancelled
}
