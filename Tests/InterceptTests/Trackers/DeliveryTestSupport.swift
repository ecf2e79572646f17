import Foundation
import Intercept

/// Polls `condition` for at most two seconds.
func waitFor(_ condition: () -> Bool) -> Bool {
    for _ in 0..<200 {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.01)
    }
    return condition()
}

/// Collects delivery problems, from any thread.
final class ProblemLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [DeliveryProblem] = []
    func append(_ problem: DeliveryProblem) {
        lock.lock()
        stored.append(problem)
        lock.unlock()
    }
    var problems: [DeliveryProblem] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
