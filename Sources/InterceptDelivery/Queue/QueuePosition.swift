/// A place in a ``DurableQueue``: a segment, a byte offset in it, and how many records of the
/// segment come before that offset.
struct QueuePosition: Sendable, Equatable, Codable, Comparable {
    var segment: UInt64
    var offset: Int
    var index: Int

    static func < (lhs: QueuePosition, rhs: QueuePosition) -> Bool {
        (lhs.segment, lhs.offset) < (rhs.segment, rhs.offset)
    }
}

/// What a ``DurableQueue`` persists next to its segments: the first record not yet acknowledged,
/// and the counts (T8). Written by `QueueStateFile`, which keeps two checked copies.
struct QueueState: Codable, Equatable {
    var version = 2
    var cursor = QueuePosition(segment: 0, offset: 0, index: 0)
    var delivered = 0
    var dropped = 0
    var rejected = 0
    /// Of `dropped`, the records lost to damage on disk (T10).
    var corrupt: Int?
    /// Of `dropped`, the records deleted because the user opted out (N1).
    var droppedForConsent: Int?
    /// Of `dropped`, the records deleted because the user asked for their data to be erased (N2).
    var erased: Int?
    /// The sequence number of the record at the cursor: records numbered from it on are pending,
    /// so a number missing among them was lost to damage (T10). `nil` in format 1's state.
    var cursorSequence: UInt64?
    /// The sequence number the next appended record gets.
    var nextSequence: UInt64?
    /// Sequence numbers at or after the cursor already counted as lost (`[from, to)` pairs,
    /// disjoint, ascending), so that reading the files again does not count them twice.
    var lostSequences: [[UInt64]]?
    /// The sequence number and payload CRC-32 of the first record of the cursor's segment, when
    /// it has one: a state copied from another queue names other records (T12).
    var cursorSegmentFirst: [UInt64]?
}
