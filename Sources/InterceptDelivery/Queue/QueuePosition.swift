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
/// and the counts (T8). Written to a temporary file and renamed over the old one, so a kill leaves
/// either the old state or the new one, never half of each.
struct QueueState: Codable, Equatable {
    var version = 1
    var cursor = QueuePosition(segment: 0, offset: 0, index: 0)
    var delivered = 0
    var dropped = 0
    var rejected = 0
}
