import Dispatch

/// The serial queue a durable queue's problems are reported on: off the queue's lock, so a handler
/// that reads the queue cannot deadlock it, in the order they were found, and drainable, so
/// `UploadTracker.waitUntilDelivered(timeout:)` returns only after the reports of what it waited
/// for (a rejected batch's) reached the handler.
final class ProblemReportQueue: Sendable {
    private let queue = DispatchQueue(label: "intercept.delivery.problems")
    private let marker = DispatchSpecificKey<Bool>()

    init() {
        queue.setSpecific(key: marker, value: true)
    }

    /// Runs `delivery` (a handler call) after every report before it.
    func report(_ delivery: @escaping @Sendable () -> Void) {
        queue.async(execute: delivery)
    }

    /// Waits, until `deadline` at most, for every report made so far; returns whether they were
    /// made (a handler that blocks cannot make the wait hang). From inside a handler (which runs on
    /// this queue) it returns at once: the reports before it have been made.
    func drain(until deadline: DispatchTime) -> Bool {
        guard DispatchQueue.getSpecific(key: marker) != true else { return true }
        let done = DispatchSemaphore(value: 0)
        queue.async { done.signal() }
        return done.wait(timeout: deadline) == .success
    }
}
