/// An event that did not reach a tracker, or a delivery that is struggling, reported so that
/// nothing is lost silently (T2, T3, T8).
public struct DeliveryProblem: Sendable, Equatable, CustomStringConvertible {
    /// Why events were not delivered.
    public enum Reason: Sendable, Equatable {
        /// The tracker's buffer was full (the tracker is slower than events arrive); this many
        /// events were dropped since the last report. Reported while the tracker is still busy.
        case bufferFull(droppedEvents: Int)
        /// The tracker threw while receiving the event.
        case trackerFailed(eventID: EventID, error: String)
        /// The tracker threw while flushing.
        case flushFailed(error: String)
        /// A flush did not finish within its time limit; the tracker keeps its events and is
        /// flushed again next time (T9, H7).
        case flushTimedOut(seconds: Double)
        /// A tracker submitted or emitted events from inside its own delivery; they were not
        /// handed back to it (nor to a tracker already in that chain), so it cannot feed itself
        /// forever (H7). This many since the last report.
        case reentrantEvents(droppedEvents: Int)
        /// A tracker asked for a flush from inside its own delivery: waiting would deadlock, so
        /// that tracker was not waited for (H7).
        case reentrantFlush
        /// A durable queue reached its size bound and dropped this many of its oldest events (T6).
        case queueFull(droppedEvents: Int)
        /// A durable queue could not write (disk full, I/O error) or hold this many events (T8).
        case queueWriteFailed(droppedEvents: Int)
        /// A durable queue found a torn or damaged record at the end of a segment when it opened,
        /// and cut it off (T7).
        case tornRecord(segment: String, discardedBytes: Int)
        /// A durable queue's state file was damaged or missing: its checked copy was used when
        /// intact; otherwise the counts restarted and every record still on disk is pending (T10).
        case damagedState(path: String)
        /// A durable queue found damaged records in its files (flipped bytes, zeroed ranges, bad
        /// lengths): it resumed at the next intact record, dropped (and counted as "corrupt") the
        /// records the damage cost, and discarded this many bytes (T10).
        case corruptRecords(droppedEvents: Int, discardedBytes: Int)
        /// A durable queue's files (or its whole directory) were deleted while it was open: the
        /// directory was created again and the records in the deleted files counted as dropped (T11).
        case queueFilesDeleted(path: String, droppedEvents: Int)
        /// A back end refused this many events for good; they were kept in the queue's
        /// `rejected` folder (T8).
        case rejected(events: Int, reason: String)
        /// An ``Interception`` was released while this many hosts were still intercepted: their
        /// proxies keep forwarding every call to the app's delegates, but produce no events (T11).
        case interceptionReleased(interceptedHosts: Int)
        /// An upload failed and is retried after a back-off (T6).
        case uploadFailed(error: String, retryingIn: Double)
        /// An identity file was missing or unreadable (a new anonymous identity was started), or
        /// could not be written (I1).
        case identityFile(path: String, problem: String)
        /// A durable queue's state file did not fit the segments beside it (another queue's, an
        /// older format's): it was not used, nothing was deleted, and the counts restarted; this
        /// many records are pending (T12).
        case queueStateMismatch(path: String, mismatch: QueueStateMismatch, pendingEvents: Int)
        /// A durable queue could not write its state (disk full, I/O error): until it can, its
        /// counts and its cursor are not durable, and uploads wait, so that a kill re-sends at most
        /// the batch whose settling was not recorded (T13). Reported once until a write succeeds.
        case queueStateWriteFailed(path: String, error: String)
        /// The back end refused the credentials (HTTP 401 or 403): delivery is paused, the events
        /// stay pending, and the batch is tried again after `retryingIn` seconds (a key fixed on
        /// the server side), at the next launch or with a tracker made with another key (T15).
        case deliveryPaused(statusCode: Int, reason: String, retryingIn: Double)
        /// The ``ConsentStore`` could not be read at start: the interception started opted out,
        /// as the decision it lost may have been an opt-out (N1).
        case consentNotRead(problem: String)
        /// The ``ConsentStore`` could not save a decision: it holds for this launch only (N1).
        case consentNotSaved(problem: String)
        /// This many events were deleted, not delivered, because the user opted out (N1).
        case droppedForConsent(droppedEvents: Int)
        /// A tracker threw while erasing what it keeps, for an opt-out or an erasure (N1, N2).
        case erasureFailed(error: String)
    }

    /// The tracker (or queue) concerned.
    public var trackerName: String
    /// What went wrong.
    public var reason: Reason

    /// Creates a problem report.
    public init(trackerName: String, reason: Reason) {
        self.trackerName = trackerName
        self.reason = reason
    }

    public var description: String {
        let what: String
        switch reason {
        case .bufferFull(let count): what = "buffer full, \(count) events dropped"
        case .trackerFailed(let id, let error): what = "event \(id) failed: \(error)"
        case .flushFailed(let error): what = "flush failed: \(error)"
        case .flushTimedOut(let seconds): what = "flush did not finish within \(seconds) s"
        case .reentrantEvents(let count): what = "\(count) events submitted from inside its own delivery were not delivered back to it"
        case .reentrantFlush: what = "flush requested from inside its own delivery was not waited for"
        case .queueFull(let count): what = "queue full, \(count) oldest events dropped"
        case .queueWriteFailed(let count): what = "queue write failed, \(count) events dropped"
        case .tornRecord(let segment, let bytes): what = "torn record at the end of \(segment): \(bytes) bytes discarded"
        case .damagedState(let path): what = "damaged or missing queue state at \(path): its copy is used if intact, else counts restart"
        case .corruptRecords(let count, let bytes): what = "damaged queue records: \(count) events dropped (corrupt), \(bytes) bytes discarded, reading resumed at the next intact record"
        case .queueFilesDeleted(let path, let count): what = "queue files in \(path) were deleted: directory re-created, \(count) events dropped"
        case .rejected(let count, let reason): what = "\(count) events rejected: \(reason)"
        case .interceptionReleased(let count): what = "released while \(count) hosts were still intercepted: their delegates keep working, but they produce no events any more"
        case .uploadFailed(let error, let delay): what = "upload failed (\(error)), retrying in \(delay) s"
        case .identityFile(let path, let problem): what = "identity file \(path): \(problem)"
        case .queueStateMismatch(let path, let mismatch, let pending): what = "queue state \(path) does not fit its segments (\(mismatch)): not used, nothing deleted, counts restarted, \(pending) events pending"
        case .queueStateWriteFailed(let path, let error): what = "queue state \(path) cannot be written (\(error)): counts and cursor not durable, uploads wait"
        case .deliveryPaused(let status, let reason, let delay): what = "delivery paused: the back end refused the credentials (HTTP \(status)\(reason.isEmpty ? "" : ": " + reason)); events stay pending, retrying in \(delay) s"
        case .consentNotRead(let problem): what = "consent store unreadable (\(problem)): started opted out"
        case .consentNotSaved(let problem): what = "consent decision not saved (\(problem)): it holds for this launch only"
        case .droppedForConsent(let count): what = "\(count) pending events deleted because the user opted out"
        case .erasureFailed(let error): what = "erasing its stored data failed: \(error)"
        }
        return "Intercept delivery problem (\(trackerName)): \(what)"
    }
}
