import Intercept

/// A tracker that does nothing, to measure delivery itself.
public struct NoOpTracker: Tracker {
    public init() {}
    public func track(_ event: InteractionEvent) {}
}
