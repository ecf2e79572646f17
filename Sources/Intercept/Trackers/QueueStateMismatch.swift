/// How a durable queue's state file failed to fit the segment files beside it when the queue
/// opened (T12). The queue then trusts the segments, not the state: it deletes nothing, every
/// record on disk is pending again (a record delivered before may be sent again, none is lost),
/// and the counts restart, since they were another queue's or another time's.
public enum QueueStateMismatch: Sendable, Equatable, CustomStringConvertible {
    /// The state's cursor names a segment newer than any on disk: a state copied from a queue
    /// that got further, or one of an older format, would have every segment deleted as settled.
    case cursorPastNewestSegment(cursorSegment: UInt64, newestSegment: UInt64)
    /// The state's cursor names a segment older than any on disk, and the records on disk are
    /// numbered past everything the state knew of: they are not the records it was written for.
    case cursorBeforeOldestSegment(cursorSegment: UInt64, oldestSegment: UInt64)
    /// The records' sequence numbers contradict the cursor: records before it that it does not
    /// count as settled, records after it that it does, or a cursor segment whose first record is
    /// not the one the state recorded.
    case sequenceNumbersDisagree(cursorSegment: UInt64)

    public var description: String {
        switch self {
        case .cursorPastNewestSegment(let cursor, let newest):
            return "its cursor is in segment \(cursor), past the newest segment \(newest)"
        case .cursorBeforeOldestSegment(let cursor, let oldest):
            return "its cursor is in segment \(cursor), before the oldest segment \(oldest), whose records it never knew"
        case .sequenceNumbersDisagree(let cursor):
            return "the records' sequence numbers contradict its cursor in segment \(cursor)"
        }
    }
}
