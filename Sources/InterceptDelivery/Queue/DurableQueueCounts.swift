/// What became of the records of a ``DurableQueue``, persisted with it so that the counts outlive
/// the process (T8).
public struct DurableQueueCounts: Sendable, Equatable, Codable {
    /// Records acknowledged by their destination (a 2xx for an upload).
    public var delivered: Int = 0
    /// Records dropped without being delivered: the oldest, when the queue reached its size
    /// bound, records that could not be written at all, records lost to damage on disk
    /// (``corrupt``) and records in files deleted from under the queue.
    public var dropped: Int = 0
    /// Records their destination refused for good (a 4xx other than 429 for an upload), kept in
    /// the queue's `rejected` folder.
    public var rejected: Int = 0
    /// Records in the queue, not yet delivered, dropped or rejected.
    public var pending: Int = 0
    /// Of ``dropped``, the records lost to damage in the queue's files (reason "corrupt", T10).
    public var corrupt: Int = 0
    /// Of ``dropped``, the records deleted because the user opted out (N1).
    public var droppedForConsent: Int = 0
    /// Of ``dropped``, the records deleted because the user asked for their data to be erased (N2).
    public var erased: Int = 0

    /// Creates counts.
    public init(delivered: Int = 0, dropped: Int = 0, rejected: Int = 0, pending: Int = 0, corrupt: Int = 0) {
        self.delivered = delivered
        self.dropped = dropped
        self.rejected = rejected
        self.pending = pending
        self.corrupt = corrupt
    }

    /// Everything that will never be delivered.
    public var lost: Int { dropped + rejected }
}
