import Foundation
@_spi(Platform) import Intercept

/// Records the delivery problems a dispatcher, a queue or an upload tracker reports, from any
/// thread, for tests to check that a loss was reported (T2, T8).
///
/// ```swift
/// let problems = ProblemRecorder()
/// let dispatcher = EventDispatcher(trackers: [tracker], onProblem: problems.record)
/// ```
public final class ProblemRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [DeliveryProblem] = []

    /// Creates an empty recorder.
    public init() {}

    /// Records one problem; pass it as the `onProblem` handler.
    @Sendable
    public func record(_ problem: DeliveryProblem) {
        lock.lock()
        stored.append(problem)
        lock.unlock()
    }

    /// Everything recorded so far, in order.
    public var problems: [DeliveryProblem] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
