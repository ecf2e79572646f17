extension DeliveryReport {
    /// Where a tracker's ``TrackerCounts/delivered`` events are once a flush returns.
    ///
    /// A flush waits until every tracker has taken its events. Most trackers are the end of the
    /// road (a recorder, a file, a closure calling an SDK). A ``DurableTracker`` such as
    /// `UploadTracker` only appends them to its on-disk queue and uploads in the background: a
    /// command-line tool or a test that exits right after the flush has sent nothing, and its
    /// events wait in the queue for the next run. `UploadTracker.waitUntilDelivered(timeout:)`
    /// waits for the back end, and `UploadTracker.counts` says what it has sent.
    public enum DeliveryPoint: Sendable, Equatable {
        /// The tracker received them: a recorder, a file, a closure.
        case tracker
        /// Queued by a ``DurableTracker`` to be sent later: not yet at the back end.
        case durableQueue
    }
}

extension DeliveryReport.TrackerCounts: CustomStringConvertible {
    /// `UploadTracker: 2 accepted, 2 queued to upload later (not yet sent: ...), 0 pending, ...`:
    /// says where the events are, so a report printed by a command-line tool does not read as
    /// "sent" for events still in a queue.
    public var description: String {
        var parts = ["\(accepted) accepted"]
        switch deliveredTo {
        case .tracker:
            parts.append("\(delivered) delivered")
        case .durableQueue:
            parts.append("\(delivered) queued to upload later (not yet sent: UploadTracker.waitUntilDelivered(timeout:) waits for the back end)")
        }
        parts += ["\(pending) pending", "\(dropped) dropped", "\(failed) failed"]
        if droppedForConsent > 0 { parts.append("\(droppedForConsent) deleted at the user's opt-out") }
        return "\(trackerName): " + parts.joined(separator: ", ")
    }
}

extension DeliveryReport: CustomStringConvertible {
    /// One line per tracker, then what the flush did not finish and what the caps cut.
    public var description: String {
        var lines = trackers.map(\.description)
        if !unfinishedTrackers.isEmpty { lines.append("unfinished: " + unfinishedTrackers.joined(separator: ", ")) }
        if trimmedEvents > 0 { lines.append("\(trimmedEvents) events trimmed to the limits") }
        return lines.joined(separator: "\n")
    }
}
