import Foundation

/// One tracker's bounded buffer and serial delivery queue inside the ``EventDispatcher``.
///
/// Events are appended under a short lock on the emitting thread and handed to the tracker on the
/// channel's own queue, in batches, so a slow or failing tracker never holds up the caller or the
/// other trackers (T2, T3).
final class TrackerChannel: @unchecked Sendable {
    let tracker: any Tracker
    private let name: String
    private let queue: DispatchQueue
    private let capacity: Int
    private let onProblem: (@Sendable (DeliveryProblem) -> Void)?

    private let lock = NSLock()
    private var pending: [InteractionEvent] = []
    private var isDrainScheduled = false
    private var accepted = 0
    private var delivered = 0
    private var dropped = 0
    private var failed = 0
    private var droppedSinceLastReport = 0

    init(tracker: any Tracker, capacity: Int, onProblem: (@Sendable (DeliveryProblem) -> Void)?) {
        self.tracker = tracker
        self.name = tracker.name
        self.queue = DispatchQueue(label: "Intercept.tracker.\(tracker.name)")
        self.capacity = max(1, capacity)
        self.onProblem = onProblem
    }

    /// Accepts the event, or counts it as dropped when the buffer is full. Never waits.
    func enqueue(_ event: InteractionEvent) {
        lock.lock()
        guard pending.count < capacity else {
            dropped += 1
            droppedSinceLastReport += 1
            lock.unlock()
            return
        }
        pending.append(event)
        accepted += 1
        let mustSchedule = !isDrainScheduled
        isDrainScheduled = true
        lock.unlock()
        if mustSchedule { queue.asyncAfter(deadline: .now() + Self.batchingDelay) { self.drain() } }
    }

    /// How long a drain waits after the first event of a batch. A tracker that keeps up would
    /// otherwise go idle after every event and every `enqueue` would pay for waking its queue;
    /// waiting a little lets events batch, so the caller only appends. ``flush()`` drains at once.
    static let batchingDelay = DispatchTimeInterval.milliseconds(2)

    /// Hands everything pending to the tracker; runs on `queue` only.
    private func drain() {
        while true {
            lock.lock()
            let droppedEvents = droppedSinceLastReport
            droppedSinceLastReport = 0
            guard !pending.isEmpty else {
                isDrainScheduled = false
                lock.unlock()
                reportDrops(droppedEvents)
                return
            }
            let batch = pending
            pending.removeAll(keepingCapacity: true)
            lock.unlock()
            reportDrops(droppedEvents)

            var deliveredInBatch = 0
            var failedInBatch = 0
            for event in batch {
                do {
                    try tracker.track(event)
                    deliveredInBatch += 1
                } catch {
                    failedInBatch += 1
                    onProblem?(DeliveryProblem(trackerName: name, reason: .trackerFailed(eventID: event.id, error: String(describing: error))))
                }
            }
            lock.lock()
            delivered += deliveredInBatch
            failed += failedInBatch
            lock.unlock()
        }
    }

    private func reportDrops(_ count: Int) {
        if count > 0 { onProblem?(DeliveryProblem(trackerName: name, reason: .bufferFull(droppedEvents: count))) }
    }

    /// Delivers everything accepted before the call, then asks the tracker to flush.
    func flush() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            queue.async {
                self.drain()
                do {
                    try self.tracker.flush()
                } catch {
                    self.onProblem?(DeliveryProblem(trackerName: self.name, reason: .flushFailed(error: String(describing: error))))
                }
                continuation.resume()
            }
        }
    }

    var counts: DeliveryReport.TrackerCounts {
        lock.lock()
        defer { lock.unlock() }
        return DeliveryReport.TrackerCounts(trackerName: name, accepted: accepted, delivered: delivered, dropped: dropped, failed: failed)
    }
}
