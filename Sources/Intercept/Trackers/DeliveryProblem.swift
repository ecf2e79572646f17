/// An event that did not reach a tracker, reported so that nothing is lost silently (T2, T3).
public struct DeliveryProblem: Sendable, Equatable {
    /// Why events were not delivered.
    public enum Reason: Sendable, Equatable {
        /// The tracker's buffer was full (the tracker is slower than events arrive); this many
        /// events were dropped since the last report.
        case bufferFull(droppedEvents: Int)
        /// The tracker threw while receiving the event.
        case trackerFailed(eventID: EventID, error: String)
        /// The tracker threw while flushing.
        case flushFailed(error: String)
    }

    /// The tracker concerned.
    public var trackerName: String
    /// What went wrong.
    public var reason: Reason

    /// Creates a problem report.
    public init(trackerName: String, reason: Reason) {
        self.trackerName = trackerName
        self.reason = reason
    }
}
