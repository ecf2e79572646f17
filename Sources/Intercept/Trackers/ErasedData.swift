/// What one tracker deleted for an ``ErasureRequest`` (N1, N2).
public struct ErasedData: Sendable, Equatable {
    /// Events deleted before they were sent: queued on disk or buffered in memory.
    public var events: Int
    /// Batches of rejected evidence deleted (the request bodies a back end refused, kept for
    /// diagnosis).
    public var rejectedEvidence: Int
    /// Whether an identity (anonymous id, user id, traits) was deleted.
    public var identity: Bool
    /// Whether a session was deleted.
    public var session: Bool

    /// Creates a record of what was deleted; nothing by default.
    public init(events: Int = 0, rejectedEvidence: Int = 0, identity: Bool = false, session: Bool = false) {
        self.events = events
        self.rejectedEvidence = rejectedEvidence
        self.identity = identity
        self.session = session
    }

    /// Whether anything was deleted.
    public var isEmpty: Bool { events == 0 && rejectedEvidence == 0 && !identity && !session }
}
