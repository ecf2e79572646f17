import Foundation
@_spi(Platform) import Intercept

/// The upload thread of an ``UploadTracker``: it waits until a batch is due (full, old enough,
/// or flushed), posts it, and settles it in the queue by the answer; on failure it backs off, or
/// waits as long as `Retry-After` says (T6).
///
/// One batch is in flight at a time, and the queue only moves past a batch once the server
/// answered it, so the only events a kill can make the server see twice are those of the one
/// batch in flight at the kill: after the restart that batch is read again, with the same ids.
/// While the queue cannot write its state (T13), no new batch is sent: a kill would otherwise
/// send again every batch settled since the last write.
///
/// A 401 or 403, on any destination, pauses delivery (T15): the request's events stay pending,
/// the problem is reported, and the same request is tried again after the longest back-off,
/// since only a key fixed on the back end's side, or a tracker made with another key (at the
/// next launch, say), can change the answer. Nothing is rejected for a key.
final class UploadLoop: @unchecked Sendable {
    private let queue: DurableQueue
    private let sender: HTTPBatchSender
    private let destination: Destination
    private let format: any WireFormat
    private let context: DeviceContext
    private let policy: UploadPolicy
    private let name: String
    private let onProblem: @Sendable (DeliveryProblem) -> Void
    private let condition = NSCondition()
    private var isStopped = false
    private var isFlushRequested = false
    private var retryAt: Date?
    private var failures = 0
    /// Waits in a row for the queue's state to become writable (T13).
    private var stateFailures = 0
    private let finished = DispatchSemaphore(value: 0)
    private(set) var sentBatches = 0

    init(queue: DurableQueue, sender: HTTPBatchSender, destination: Destination, context: DeviceContext, policy: UploadPolicy, name: String, onProblem: @escaping @Sendable (DeliveryProblem) -> Void) {
        self.queue = queue
        self.sender = sender
        self.destination = destination
        self.format = destination.format
        self.context = context
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
        while queue.counts.pending > 0 {
            if isStopped || Date() >= deadline {
                condition.unlock()
                return false
            }
            _ = condition.wait(until: min(deadline, Date().addingTimeInterval(0.1)))
        }
        condition.unlock()
        return queue.waitForReports(until: .now() + max(0, deadline.timeIntervalSinceNow))
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
            var delivery = BatchDelivery(batch, limits: destination.limits, route: format.route(of:))
            while let request = delivery.nextRequest {
                // Erased while it waited (a back-off, the previous request): not sent (N1, N2).
                guard queue.holds(batch) else { break }
                // Every record of a request has one route (one endpoint, one format).
                let format = self.format.format(forRoute: self.format.route(of: batch.records[request[0]]))
                let body = format.body(of: request.map { batch.records[$0] }, context: context, sentAt: Date())
                let reply = sender.send(body, format: format, gzip: destination.gzip && format.takesGzip)
                condition.lock()
                let stopped = isStopped
                condition.unlock()
                if stopped { return }
                if let status = reply.statusCode, status == 401 || status == 403 {
                    if !pause(statusCode: status, reply: reply) { return }
                    continue
                }
                let verdict = format.verdict(for: reply, count: request.count)
                delivery.apply(verdict)
                if case .retry(let reason, let after) = verdict {
                    if !backOff(reason: reason, after: after) { return }
                } else {
                    failures = 0
                }
            }
            settle(delivery)
        }
    }

    /// Settles the batch in runs of events with one fate: delivered, or rejected with the back
    /// end's reason (the request body of the run kept as evidence).
    private func settle(_ delivery: BatchDelivery) {
        for run in delivery.runs {
            let part = delivery.batch.slice(run.range)
            switch run.outcome {
            case .delivered:
                queue.settle(part, as: .delivered)
            case .rejected(let reason):
                queue.settle(part, as: .rejected(evidence: format.body(of: part.records, context: context, sentAt: Date()), reason: reason))
            case .counted(let reason):
                queue.settle(part, as: .rejected(evidence: BatchDelivery.unnamedEvidence(reason: reason, count: part.records.count), reason: reason))
            }
        }
        condition.lock()
        sentBatches += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Waits after a failed request: as long as `Retry-After` said (capped), or an exponential
    /// back-off. Returns `false` when stopped meanwhile.
    private func backOff(reason: String, after: TimeInterval?) -> Bool {
        failures += 1
        let delay = after.map { min($0, policy.maximumRetryAfter) } ?? policy.backoff(afterFailures: failures)
        onProblem(DeliveryProblem(trackerName: name, reason: .uploadFailed(error: reason, retryingIn: (delay * 1000).rounded() / 1000)))
        return wait(seconds: delay)
    }

    /// Waits after a 401 or 403 (T15): the longest back-off, reported each time, the request's
    /// events still pending. Returns `false` when stopped meanwhile.
    private func pause(statusCode: Int, reply: UploadReply) -> Bool {
        let delay = policy.maximumBackoff
        let reason = String(reply.excerpt.dropFirst(2))
        onProblem(DeliveryProblem(trackerName: name, reason: .deliveryPaused(statusCode: statusCode, reason: reason, retryingIn: (delay * 1000).rounded() / 1000)))
        return wait(seconds: delay)
    }

    /// Waits `seconds`, or until stopped (then returns `false`).
    private func wait(seconds: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        sentBatches += 1
        retryAt = deadline
        condition.broadcast()
        while !isStopped, Date() < deadline { _ = condition.wait(until: deadline) }
        retryAt = nil
        return !isStopped
    }

    /// The most events in a request: the policy's, within the back end's limit.
    private var batchCount: Int { min(policy.maximumBatchCount, destination.limits.maximumEventsPerRequest) }

    /// The most bytes of events in a request: the policy's, within the back end's request limit
    /// less room for the body around the events (its key, the OTLP resource) and the commas.
    private var batchBytes: Int {
        let limit = destination.limits.maximumRequestBytes
        guard limit < .max else { return policy.maximumBatchBytes }
        return max(1, min(policy.maximumBatchBytes, limit - 4_096 - batchCount))
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
            if pending >= batchCount || isFlushRequested || dueAt <= now {
                guard queue.stateIsDurable() else {
                    // Reported by the queue, once; tried again after a back-off (T13).
                    stateFailures += 1
                    retryAt = now.addingTimeInterval(policy.backoff(afterFailures: stateFailures))
                    continue
                }
                stateFailures = 0
                if let batch = queue.nextBatch(maximumCount: batchCount, maximumBytes: batchBytes) {
                    return batch
                }
                _ = condition.wait(until: now.addingTimeInterval(0.05))
                continue
            }
            _ = condition.wait(until: dueAt)
        }
        return nil
    }

}
