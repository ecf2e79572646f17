import Foundation

/// Where captured events are described, off the main thread, and handed to the dispatcher in the
/// order they were emitted (E1-E8, T1, T2).
///
/// The main thread only appends under a short lock; a serial queue describes each event
/// (``PendingEvent/described(limitedBy:)``) and submits it. An event with nothing to describe goes
/// to the dispatcher directly when nothing is waiting here, and otherwise waits its turn, so the
/// trackers see events in emission order whichever path they took. A ``DurableTracker`` therefore
/// takes a described event on this queue, moments after the interaction, rather than on the main
/// thread; flushing waits for this queue first.
final class EventDescriptionQueue: @unchecked Sendable {
    private let dispatcher: EventDispatcher
    private let queue = DispatchQueue(label: "Intercept.describing", qos: .utility)
    private let lock = NSLock()
    private var pending: [Entry] = []
    /// The batch being described; swapped with `pending`, so neither is reallocated per batch.
    private var batch: [Entry] = []
    /// Events accepted and not yet submitted to the dispatcher, those being described included.
    private var unsubmitted = 0
    private var isDrainScheduled = false

    /// An event to describe, or work that must run in order with the events (an opt-out's or an
    /// erasure's deletion, N1, N2).
    private enum Entry {
        case event(PendingEvent, ElementPropertyLimits)
        /// Work, and how many events it replaced.
        case barrier(replaced: Int, work: @Sendable (Int) -> Void)
    }
    /// Bumped by every deletion: the batch being described then stops at its next event.
    private var discardEpoch = 0
    /// Events of a batch being described that a deletion stopped, counted by the next barrier run.
    private var uncounted = 0

    init(dispatcher: EventDispatcher) {
        self.dispatcher = dispatcher
    }

    /// Describes `event` (if it needs it) and submits it to the dispatcher, after every event
    /// submitted here before it.
    func submit(_ event: consuming PendingEvent, limitedBy limits: ElementPropertyLimits) {
        lock.lock()
        if unsubmitted == 0, event.element == nil {
            lock.unlock()
            dispatcher.submit(event.event.limited(by: limits))
            return
        }
        pending.append(.event(event, limits))
        unsubmitted += 1
        let mustSchedule = !isDrainScheduled
        isDrainScheduled = true
        lock.unlock()
        if mustSchedule { queue.async { self.drain() } }
    }

    /// Describes and submits one batch, then yields the queue if more arrived; runs on `queue`.
    private func drain() {
        guard drainOnce() else { return }
        queue.async { self.drain() }
    }

    /// Describes and submits everything pending now; runs on `queue`. Returns whether more arrived.
    @discardableResult
    private func drainOnce() -> Bool {
        lock.lock()
        swap(&pending, &batch)
        let epoch = discardEpoch
        lock.unlock()
        var isDiscarded = false
        for (index, entry) in batch.enumerated() {
            switch entry {
            case .event(let event, let limits):
                if index > 0, !isDiscarded {
                    lock.lock()
                    isDiscarded = discardEpoch != epoch
                    lock.unlock()
                }
                if isDiscarded {
                    lock.lock()
                    uncounted += 1
                    lock.unlock()
                } else {
                    dispatcher.submit(event.described(limitedBy: limits))
                }
            case .barrier(let replaced, let work):
                lock.lock()
                let stopped = uncounted
                uncounted = 0
                lock.unlock()
                work(replaced + stopped)
            }
        }
        let count = batch.count
        batch.removeAll(keepingCapacity: true)
        lock.lock()
        unsubmitted -= count
        let more = !pending.isEmpty
        if !more { isDrainScheduled = false }
        lock.unlock()
        return more
    }

    /// Deletes the events waiting to be described, stops the batch being described at its next
    /// event, and runs `work` in their place with how many were deleted: after the event being
    /// described now (if any), before every event submitted later (which waits for it). Returns
    /// how many were waiting (N1, N2).
    @discardableResult
    func replacePending(with work: @escaping @Sendable (Int) -> Void) -> Int {
        lock.lock()
        let before = pending.count
        pending.removeAll { if case .event = $0 { true } else { false } }
        let deleted = before - pending.count
        pending.append(.barrier(replaced: deleted, work: work))
        discardEpoch += 1
        unsubmitted += 1 - deleted
        let mustSchedule = !isDrainScheduled
        isDrainScheduled = true
        lock.unlock()
        if mustSchedule { queue.async { self.drain() } }
        return deleted
    }

    /// Calls `completion(true)` once every event submitted before the call reached the dispatcher,
    /// or `completion(false)` after `timeout` seconds if that has not happened by then. From
    /// inside a tracker's delivery (which may run on this queue) it does not wait (H7).
    func flush(timeout: TimeInterval?, completion: @escaping @Sendable (Bool) -> Void) {
        let once = CompletionOnce(completion)
        if !DeliveryChain.current.isEmpty {
            once.complete(false)
            return
        }
        queue.async {
            self.drainOnce()
            once.complete(true)
        }
        if let timeout {
            DispatchQueue.global().asyncAfter(deadline: .now() + max(0, timeout)) { once.complete(false) }
        }
    }

    /// ``flush(timeout:completion:)``, awaited.
    func flush(timeout: TimeInterval?) async -> Bool {
        await withCheckedContinuation { continuation in
            flush(timeout: timeout) { continuation.resume(returning: $0) }
        }
    }

    /// ``flush(timeout:completion:)`` for callers that must block (termination).
    @discardableResult
    func flushAndWait(timeout: TimeInterval) -> Bool {
        let done = DispatchSemaphore(value: 0)
        let result = FlushOutcome()
        flush(timeout: timeout) { finished in
            result.set(finished)
            done.signal()
        }
        done.wait()
        return result.value
    }
}

/// The outcome of one blocking flush, written from its completion.
private final class FlushOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var finished = false

    func set(_ value: Bool) {
        lock.lock()
        finished = value
        lock.unlock()
    }

    var value: Bool {
        lock.lock()
        defer { lock.unlock() }
        return finished
    }
}
