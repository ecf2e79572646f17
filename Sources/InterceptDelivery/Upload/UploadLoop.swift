import Foundation
import Intercept

/// The upload thread of an ``UploadTracker``: it waits until a batch is due (full, old enough,
/// or flushed), posts it, and settles it in the queue by the answer; on failure it backs off, or
/// waits as long as `Retry-After` says (T6).
///
/// One batch is in flight at a time, and the queue only moves past a batch once the server
/// answered it, so the only events a kill can make the server see twice are those of the one
/// batch in flight at the kill: after the restart that batch is read again, with the same ids.
final class UploadLoop: @unchecked Sendable {
    private let queue: DurableQueue
    private let sender: HTTPBatchSender
    private let policy: UploadPolicy
    private let name: String
    private let onProblem: @Sendable (DeliveryProblem) -> Void
    private let condition = NSCondition()
    private var isStopped = false
    private var isFlushRequested = false
    private var retryAt: Date?
    private var failures = 0
    private let finished = DispatchSemaphore(value: 0)
    private(set) var sentBatches = 0

    init(queue: DurableQueue, sender: HTTPBatchSender, policy: UploadPolicy, name: String, onProblem: @escaping @Sendable (DeliveryProblem) -> Void) {
        self.queue = queue
        self.sender = sender
        self.policy = policy
        self.name = name
        self.onProblem = onProblem
    }

    func start() {
        let thread = Thread { [self] in
            run()
            finished.signal()
        }
        thread.name = "Intercept.upload.\(name)"
        thread.start()
    }

    /// Wakes the loop: events arrived (it checks whether a batch is due).
    func wake() {
        condition.lock()
        condition.broadcast()
        condition.unlock()
    }

    /// Sends what is pending without waiting for the batch to fill or age (a back-off still holds).
    func requestFlush() {
        condition.lock()
        isFlushRequested = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until nothing is pending, for at most `timeout` seconds; returns whether it got there.
    func waitUntilSettled(timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(max(0, timeout))
        requestFlush()
        condition.lock()
        defer { condition.unlock() }
        while queue.counts.pending > 0 {
            if isStopped || Date() >= deadline { return false }
            _ = condition.wait(until: min(deadline, Date().addingTimeInterval(0.1)))
        }
        return true
    }

    /// Stops the loop, cancelling a request in flight (its batch stays in the queue), and waits
    /// for the thread to end.
    func stop() {
        condition.lock()
        let wasStopped = isStopped
        isStopped = true
        condition.broadcast()
        condition.unlock()
        guard !wasStopped else { return }
        sender.cancel()
        finished.wait()
    }

    private func run() {
        while let batch = nextDueBatch() {
            let body = Self.body(of: batch)
            let result = sender.send(body)
            condition.lock()
            let stopped = isStopped
            condition.unlock()
            if stopped { return }
            settle(batch, body: body, result: result)
        }
    }

    private func settle(_ batch: DurableQueue.Batch, body: Data, result: UploadResult) {
        var delay: TimeInterval?
        switch result {
        case .delivered:
            queue.settle(batch, as: .delivered)
            failures = 0
        case .rejected(let status):
            queue.settle(batch, as: .rejected(evidence: body, reason: "HTTP \(status)"))
            failures = 0
        case .retry(let reason, let after):
            failures += 1
            let wait = after.map { min($0, policy.maximumRetryAfter) } ?? policy.backoff(afterFailures: failures)
            delay = wait
            onProblem(DeliveryProblem(trackerName: name, reason: .uploadFailed(error: reason, retryingIn: (wait * 1000).rounded() / 1000)))
        }
        condition.lock()
        sentBatches += 1
        retryAt = delay.map { Date().addingTimeInterval($0) }
        condition.broadcast()
        condition.unlock()
    }

    /// Blocks until a batch is due and returns it; `nil` once stopped.
    private func nextDueBatch() -> DurableQueue.Batch? {
        condition.lock()
        defer { condition.unlock() }
        while !isStopped {
            let now = Date()
            if let retryAt, retryAt > now {
                _ = condition.wait(until: retryAt)
                continue
            }
            retryAt = nil
            let pending = queue.counts.pending
            if pending == 0 {
                isFlushRequested = false
                _ = condition.wait(until: now.addingTimeInterval(1))
                continue
            }
            let oldest = queue.oldestPendingDate ?? now
            let dueAt = oldest.addingTimeInterval(policy.maximumBatchAge)
            if pending >= policy.maximumBatchCount || isFlushRequested || dueAt <= now {
                if let batch = queue.nextBatch(maximumCount: policy.maximumBatchCount, maximumBytes: policy.maximumBatchBytes) {
                    return batch
                }
                _ = condition.wait(until: now.addingTimeInterval(0.05))
                continue
            }
            _ = condition.wait(until: dueAt)
        }
        return nil
    }

    /// `{"batch":[record,record,...]}`: each record is already an event object with its
    /// `messageId`.
    static func body(of batch: DurableQueue.Batch) -> Data {
        var body = Data("{\"batch\":[".utf8)
        body.reserveCapacity(batch.records.reduce(16) { $0 + $1.count + 1 })
        for (index, record) in batch.records.enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body.append(record)
        }
        body.append(contentsOf: Array("]}".utf8))
        return body
    }
}
