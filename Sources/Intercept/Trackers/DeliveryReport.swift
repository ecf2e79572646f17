/// How many events each tracker accepted, received and missed (T2).
public struct DeliveryReport: Sendable, Equatable {
    /// The counts of one tracker.
    public struct TrackerCounts: Sendable, Equatable {
        /// The tracker's name.
        public var trackerName: String
        /// Events that entered the tracker's buffer.
        public var accepted: Int
        /// Events the tracker received without throwing: handed to its `track(_:)`. Where that
        /// leaves them is ``deliveredTo``: for an `UploadTracker`, in its on-disk queue, not yet
        /// at the back end.
        public var delivered: Int
        /// Events dropped because the buffer was full.
        public var dropped: Int
        /// Events the tracker threw on.
        public var failed: Int
        /// Events deleted, not delivered, because the user opted out (N1): waiting in the buffer,
        /// on their way to it, or kept by the tracker (its durable queue) when the opt-out came.
        /// Not part of ``undelivered``: deleting them is what the user asked for.
        public var droppedForConsent: Int = 0
        /// Events accepted and then deleted from the buffer by an opt-out or an erasure.
        var discarded: Int = 0
        /// What ``delivered`` means for this tracker: received by it, or queued to be sent later
        /// (a ``DurableTracker``).
        public var deliveredTo: DeliveryPoint = .tracker
        /// Events accepted but not yet handed to the tracker.
        public var pending: Int { accepted - delivered - failed - discarded }
        /// Everything that did not reach the tracker successfully.
        public var undelivered: Int { dropped + failed }
    }

    /// One entry per tracker, in the order trackers were added.
    public var trackers: [TrackerCounts]

    /// The trackers a flush did not finish with: over its time limit, or asked from inside their
    /// own delivery (T9, H7). Empty for a complete flush.
    public var unfinishedTrackers: [String] = []

    /// Events the caps of ``ElementTrackingRules/limits`` cut (properties dropped, texts
    /// shortened), each marked with what was cut in ``InteractionEvent/trim`` (N6).
    public var trimmedEvents: Int = 0

    /// Whether the flush that made this report finished with every tracker.
    public var isComplete: Bool { unfinishedTrackers.isEmpty }

    /// Events that did not reach some tracker, over all trackers.
    public var undelivered: Int { trackers.reduce(0) { $0 + $1.undelivered } }
}
