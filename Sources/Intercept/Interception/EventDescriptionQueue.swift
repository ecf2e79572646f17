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
    private var pending: [(event: PendingEvent, limits: ElementPropertyLimits)] = []
    /// Events accepted and not yet submitted to the dispatcher, those being described included.
    private var unsubmitted = 0
    private var isDrainScheduled = false

    init(dispatcher: EventDispatcher) {
        self.dispatcher = dispatcher
    }

    /// Describes `event` (if it needs it) and submits it to the dispatcher, after every event
    /// submitted here before it.
    func submit(_ event: PendingEvent, limitedBy limits: ElementPropertyLimits) {
        lock.lock()
        if unsubmitted == 0, event.element == nil {
            lock.unlock()
            dispatcher.submit(event.event.limited(by: limits))
            return
        }
        pending.append((event, limits))
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
        let batch = pending
        pending.removeAll(keepingCapacity: true)
        lock.unlock()
        for entry in batch { dispatcher.submit(entry.event.described(limitedBy: entry.limits)) }
        lock.lock()
        unsubmitted -= batch.count
        let more = !pending.isEmpty
        if !more { isDrainScheduled = false }
        lock.unlock()
        return more
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
