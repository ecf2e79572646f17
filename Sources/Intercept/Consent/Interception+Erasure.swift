import Foundation

extension Interception {
    /// Erases what Intercept keeps on the device about the user (N2): the events not yet sent
    /// (being described, buffered, in durable queues), rejected evidence, identity and session.
    /// Every tracker is asked to delete what it keeps (``Tracker/erase(_:)`` with
    /// ``ErasureRequest/storedData``); the next event starts a new anonymous identity.
    ///
    /// The user's consent decision is kept: erasing it would undo an opt-out. A request an upload
    /// had already put on the wire cannot be called back, but it is never sent again, and no
    /// event captured before the call is sent after it.
    ///
    /// Bounded by ``InterceptionConfiguration/flushTimeout``: a tracker that does not answer in
    /// time is named in the result with its problem (it still erases when it gets to it).
    ///
    /// - Returns: What each tracker deleted, and the totals.
    @discardableResult
    public func eraseStoredData() async -> DataErasure {
        let dispatcher = self.dispatcher
        let timeout = configuration.flushTimeout
        let names = dispatcher.report().trackers.map(\.trackerName)
        return await withCheckedContinuation { (continuation: CheckedContinuation<DataErasure, Never>) in
            let once = ValueOnce<DataErasure> { continuation.resume(returning: $0) }
            let deleted = describing.replacePending { deleted in
                dispatcher.erase(timeout: timeout) { once.complete(DataErasure(trackers: $0, eventsBeforeTrackers: deleted)) }
            }
            dispatcher.discardPending()
            // The describing queue itself may be held up (a durable tracker blocked while taking an
            // event); a second later than the trackers' own limit, so that what they said is kept.
            DispatchQueue.global().asyncAfter(deadline: .now() + max(0, timeout) + 1) {
                let unanswered = names.map {
                    DataErasure.TrackerErasure(trackerName: $0, erased: ErasedData(), problem: "not reached within \(timeout) s; it erases when the events before the erasure are delivered")
                }
                once.complete(DataErasure(trackers: unanswered, eventsBeforeTrackers: deleted))
            }
        }
    }
}
