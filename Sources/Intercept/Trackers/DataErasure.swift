/// What ``Interception/eraseStoredData()`` erased (N2): per tracker, and in all.
public struct DataErasure: Sendable, Equatable {
    /// What one tracker erased.
    public struct TrackerErasure: Sendable, Equatable {
        /// The tracker's name.
        public var trackerName: String
        /// What it deleted; events still buffered for it in memory included.
        public var erased: ErasedData
        /// Why it could not erase everything (it threw, or did not answer in time); `nil` when it did.
        public var problem: String?
    }

    /// One entry per tracker, in the order trackers were added.
    public var trackers: [TrackerErasure]
    /// Events captured but not yet handed to any tracker (still being described), deleted.
    public var eventsBeforeTrackers: Int

    /// Events deleted in all.
    public var events: Int { eventsBeforeTrackers + trackers.reduce(0) { $0 + $1.erased.events } }
    /// Batches of rejected evidence deleted in all.
    public var rejectedEvidence: Int { trackers.reduce(0) { $0 + $1.erased.rejectedEvidence } }
    /// Whether some tracker deleted an identity.
    public var identity: Bool { trackers.contains { $0.erased.identity } }
    /// Whether some tracker deleted a session.
    public var session: Bool { trackers.contains { $0.erased.session } }
    /// Whether every tracker erased what it keeps.
    public var isComplete: Bool { trackers.allSatisfy { $0.problem == nil } }
}
