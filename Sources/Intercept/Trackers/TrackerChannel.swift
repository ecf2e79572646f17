import Foundation

/// One tracker's bounded buffer and serial delivery queue inside the ``EventDispatcher``.
///
/// Events are appended under a short lock on the emitting thread and handed to the tracker on the
/// channel's own queue, in batches, so a slow or failing tracker never holds up the caller or the
/// other trackers (T2, T3). A ``DurableTracker`` instead takes each event on the emitting thread.
///
/// Each drain hands over what is pending when it starts and then yields the queue, so a flush
/// queued meanwhile runs after it rather than after an endless stream of new events (H7). Drops
/// are reported from the emitting side, while the tracker is still stuck, not when it recovers.
final class TrackerChannel: @unchecked Sendable {
    let tracker: any Tracker
    let id: ObjectIdentifier
    /// The delivery chain of an event emitted outside any delivery, built once: `[id]`.
    private let ownChain: [ObjectIdentifier]
    private let name: String
    private let queue: DispatchQueue
    private let capacity: Int
    private let isDurable: Bool
    private let onProblem: (@Sendable (DeliveryProblem) -> Void)?

    private struct Entry {
        let event: InteractionEvent
        let chain: [ObjectIdentifier]
    }

    private let lock = NSLock()
    private let reportLock = NSLock()
    private var pending: [Entry] = []
    private var isDrainScheduled = false
    private var accepted = 0
    private var delivered = 0
    private var dropped = 0
    private var failed = 0
    /// Events accepted and then deleted from the buffer by an opt-out or an erasure (N1, N2).
    private var discarded = 0
    /// Events deleted because the user opted out: from the buffer, before it, or by the tracker (N1).
    private var droppedForConsent = 0
    /// Bumped by every opt-out and erasure: a batch being delivered stops at the next event.
    private var discardEpoch = 0
    /// Events deleted from the buffer or a batch being delivered, not yet counted by the deletion
    /// job that follows them on the queue.
    private var uncounted = 0
    private var droppedSinceLastReport = 0
    private var reentrantSinceLastReport = 0
    private var isDropReportScheduled = false

    init(tracker: any Tracker, capacity: Int, onProblem: (@Sendable (DeliveryProblem) -> Void)?) {
        self.tracker = tracker
        self.name = tracker.name
        self.queue = DispatchQueue(label: "Intercept.tracker.\(tracker.name)")
        self.capacity = max(1, capacity)
        self.isDurable = tracker is any DurableTracker
        self.onProblem = onProblem
        self.id = ObjectIdentifier(queue)
        self.ownChain = [ObjectIdentifier(queue)]
        (tracker as? any DeliveryProblemSource)?.routeDeliveryProblems(to: onProblem)
    }

    /// Accepts the event, or counts it as dropped when the buffer is full. Never waits for the
    /// tracker (a durable tracker takes it right here instead).
    func enqueue(_ event: InteractionEvent, chain: [ObjectIdentifier]) {
        if isDurable {
            takeNow(event, chain: chain)
            return
        }
        lock.lock()
        guard pending.count < capacity else {
            dropped += 1
            droppedSinceLastReport += 1
            let mustReport = scheduleDropReportLocked()
            lock.unlock()
            if mustReport { scheduleDropReport() }
            return
        }
        pending.append(Entry(event: event, chain: chain))
        accepted += 1
        let mustSchedule = !isDrainScheduled
        isDrainScheduled = true
        lock.unlock()
        if mustSchedule { queue.asyncAfter(deadline: .now() + Self.batchingDelay) { self.drain() } }
    }

    /// An event submitted from inside this tracker's own delivery: not handed back to it (H7).
    func refuseReentrant() {
        lock.lock()
        dropped += 1
        reentrantSinceLastReport += 1
        let mustReport = scheduleDropReportLocked()
        lock.unlock()
        if mustReport { scheduleDropReport() }
    }

    /// How long a drain waits after the first event of a batch. A tracker that keeps up would
    /// otherwise go idle after every event and every `enqueue` would pay for waking its queue;
    /// waiting a little lets events batch, so the caller only appends. ``flush(timeout:completion:)`` drains at once.
    static let batchingDelay = DispatchTimeInterval.milliseconds(2)

    private func takeNow(_ event: InteractionEvent, chain: [ObjectIdentifier]) {
        let outcome: Error?
        do {
            try DeliveryChain.$current.withValue(chain.isEmpty ? ownChain : chain + [id]) { try tracker.track(event) }
            outcome = nil
        } catch {
            outcome = error
        }
        lock.lock()
        accepted += 1
        if outcome == nil { delivered += 1 } else { failed += 1 }
        lock.unlock()
        if let outcome {
            onProblem?(DeliveryProblem(trackerName: name, reason: .trackerFailed(eventID: event.id, error: String(describing: outcome))))
        }
    }

    /// Hands one batch to the tracker, then yields the queue if more is pending; runs on `queue`.
    private func drain() {
        guard drainOnce() else { return }
        queue.async { self.drain() }
    }

    /// Hands everything pending now to the tracker; runs on `queue`. Returns whether more arrived.
    @discardableResult
    private func drainOnce() -> Bool {
        lock.lock()
        let batch = pending
        pending.removeAll(keepingCapacity: true)
        let epoch = discardEpoch
        lock.unlock()

        var deliveredInBatch = 0
        var failedInBatch = 0
        var discardedInBatch = 0
        for (index, entry) in batch.enumerated() {
            if index > 0 {
                // An opt-out or an erasure while this batch is delivered deletes the rest of it (N1, N2).
                lock.lock()
                let isDiscarded = discardEpoch != epoch
                lock.unlock()
                if isDiscarded {
                    discardedInBatch = batch.count - index
                    break
                }
            }
            do {
                try DeliveryChain.$current.withValue(entry.chain + [id]) { try tracker.track(entry.event) }
                deliveredInBatch += 1
            } catch {
                failedInBatch += 1
                onProblem?(DeliveryProblem(trackerName: name, reason: .trackerFailed(eventID: entry.event.id, error: String(describing: error))))
            }
        }
        lock.lock()
        delivered += deliveredInBatch
        failed += failedInBatch
        discarded += discardedInBatch
        uncounted += discardedInBatch
        let more = !pending.isEmpty
        if !more { isDrainScheduled = false }
        lock.unlock()
        return more
    }

    /// Whether a drop report must be scheduled; called with `lock` held.
    private func scheduleDropReportLocked() -> Bool {
        guard !isDropReportScheduled else { return false }
        isDropReportScheduled = true
        return true
    }

    /// Reports drops soon, from a queue other than the tracker's, so a stuck tracker's drops are
    /// reported while it is stuck; a burst is coalesced into one report.
    private func scheduleDropReport() {
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { self.reportDrops() }
    }

    /// Reports the drops not reported yet. Serialized, so that when a flush returns, a report
    /// taken by a scheduled call has been made too.
    func reportDrops() {
        reportLock.lock()
        defer { reportLock.unlock() }
        lock.lock()
        let full = droppedSinceLastReport
        let reentrant = reentrantSinceLastReport
        droppedSinceLastReport = 0
        reentrantSinceLastReport = 0
        isDropReportScheduled = false
        lock.unlock()
        if full > 0 { onProblem?(DeliveryProblem(trackerName: name, reason: .bufferFull(droppedEvents: full))) }
        if reentrant > 0 { onProblem?(DeliveryProblem(trackerName: name, reason: .reentrantEvents(droppedEvents: reentrant))) }
    }

    /// Delivers everything accepted before the call, asks the tracker to flush, and calls
    /// `completion(true)`; or `completion(false)` after `timeout` seconds if that has not happened
    /// by then (the flush goes on). Called from inside this tracker's own delivery, it does not
    /// wait (that would wait for itself) and completes with `false` at once.
    func flush(timeout: TimeInterval?, completion: @escaping @Sendable (Bool) -> Void) {
        let once = CompletionOnce(completion)
        if DeliveryChain.current.contains(id) {
            onProblem?(DeliveryProblem(trackerName: name, reason: .reentrantFlush))
            once.complete(false)
            return
        }
        queue.async {
            self.drainOnce()
            do {
                try self.tracker.flush()
            } catch {
                self.onProblem?(DeliveryProblem(trackerName: self.name, reason: .flushFailed(error: String(describing: error))))
            }
            self.reportDrops()
            once.complete(true)
        }
        if let timeout {
            DispatchQueue.global().asyncAfter(deadline: .now() + max(0, timeout)) {
                // Reported before the flush returns, so whoever awaited it sees the report.
                guard let completion = once.take() else { return }
                self.reportDrops()
                self.onProblem?(DeliveryProblem(trackerName: self.name, reason: .flushTimedOut(seconds: timeout)))
                completion(false)
            }
        }
    }

    var counts: DeliveryReport.TrackerCounts {
        lock.lock()
        defer { lock.unlock() }
        return DeliveryReport.TrackerCounts(
            trackerName: name, accepted: accepted, delivered: delivered, dropped: dropped, failed: failed,
            droppedForConsent: droppedForConsent, discarded: discarded, deliveredTo: isDurable ? .durableQueue : .tracker)
    }

    // MARK: Consent and erasure

    /// Deletes the events waiting in the buffer and stops a batch being delivered at its next
    /// event; the deletion job that follows on the queue counts them (``takeDiscarded()``).
    /// Returns how many were waiting.
    @discardableResult
    func discardPending() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let count = pending.count
        pending.removeAll()
        discarded += count
        uncounted += count
        discardEpoch += 1
        return count
    }

    /// The events deleted from the buffer or a batch since the last deletion job; runs on `queue`.
    private func takeDiscarded() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let count = uncounted
        uncounted = 0
        return count
    }

    /// The user opted out (N1): deletes what the buffer holds, then, after what the tracker is
    /// receiving now, asks the tracker to delete what it keeps; `before` events that never
    /// reached the buffer are counted with them. Every deleted event is counted as dropped for
    /// consent and reported once.
    func withdrawConsent(droppedBefore before: Int) {
        discardPending()
        queue.async {
            var deleted = before + self.takeDiscarded()
            do {
                deleted += try self.tracker.erase(.consentWithdrawn).events
            } catch {
                self.onProblem?(DeliveryProblem(trackerName: self.name, reason: .erasureFailed(error: String(describing: error))))
            }
            self.lock.lock()
            self.droppedForConsent += deleted
            self.lock.unlock()
            if deleted > 0 { self.onProblem?(DeliveryProblem(trackerName: self.name, reason: .droppedForConsent(droppedEvents: deleted))) }
        }
    }

    /// Counts `count` events the user's opt-out stopped before they reached this tracker (N1).
    func countDroppedForConsent(_ count: Int) {
        lock.lock()
        droppedForConsent += count
        lock.unlock()
    }

    /// The user asked for their data to be erased (N2): deletes what the buffer holds, then,
    /// after what the tracker is receiving now, asks the tracker to delete what it keeps, and
    /// completes with what was deleted; or after `timeout` seconds with what is known by then
    /// (the tracker still erases once it gets to it).
    func erase(timeout: TimeInterval, completion: @escaping @Sendable (DataErasure.TrackerErasure) -> Void) {
        let buffered = discardPending()
        let once = ValueOnce(completion)
        let name = self.name
        queue.async {
            var erased: ErasedData
            var problem: String?
            do {
                erased = try self.tracker.erase(.storedData)
            } catch {
                erased = ErasedData()
                problem = String(describing: error)
                self.onProblem?(DeliveryProblem(trackerName: name, reason: .erasureFailed(error: String(describing: error))))
            }
            erased.events += self.takeDiscarded()
            once.complete(DataErasure.TrackerErasure(trackerName: name, erased: erased, problem: problem))
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + max(0, timeout)) {
            once.complete(DataErasure.TrackerErasure(
                trackerName: name, erased: ErasedData(events: buffered),
                problem: "did not finish erasing within \(timeout) s; it erases when its current delivery returns"))
        }
    }
}
