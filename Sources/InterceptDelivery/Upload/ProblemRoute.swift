import Foundation
@_spi(Platform) import Intercept

/// Where a delivery tracker's problems go: the handler given at creation if any, else the handler
/// of the dispatcher (the interception) the tracker is given to (T8, T11). Shared by the tracker,
/// its queue and its upload loop, so a problem found by any of them takes the same way.
///
/// A problem found before the tracker is given to a dispatcher (damage found when its queue opens,
/// say) is held, and handed to that dispatcher's handler when it comes; held for more than
/// ``holdingTime``, or still held when the tracker closes, it goes to `DeliveryProblemLog.report(_:)`
/// instead, so it is never lost.
final class ProblemRoute: @unchecked Sendable {
    /// How long a problem waits for the tracker to be given to a dispatcher.
    static let holdingTime: TimeInterval = 1

    private let lock = NSLock()
    private let explicit: (@Sendable (DeliveryProblem) -> Void)?
    private var isRouted = false
    private var isClosed = false
    private var routed: (@Sendable (DeliveryProblem) -> Void)?
    private var held: [DeliveryProblem] = []

    init(explicit: (@Sendable (DeliveryProblem) -> Void)?) {
        self.explicit = explicit
    }

    /// The dispatcher's handler (`nil`: it ignores problems); hands it the problems held so far.
    func route(to handler: (@Sendable (DeliveryProblem) -> Void)?) {
        lock.lock()
        isRouted = true
        routed = handler
        let held = self.held
        self.held = []
        lock.unlock()
        guard explicit == nil, let handler else { return }
        for problem in held { handler(problem) }
    }

    /// Reports `problem` where it belongs.
    func report(_ problem: DeliveryProblem) {
        if let explicit { return explicit(problem) }
        lock.lock()
        if !isRouted, isClosed {
            lock.unlock()
            return DeliveryProblemLog.report(problem)
        }
        guard isRouted else {
            held.append(problem)
            let isFirst = held.count == 1
            lock.unlock()
            if isFirst { DispatchQueue.global().asyncAfter(deadline: .now() + Self.holdingTime) { self.releaseUnrouted() } }
            return
        }
        let handler = routed
        lock.unlock()
        handler?(problem)
    }

    /// The tracker closes: what is held goes to the default log now, and so does anything later
    /// while no dispatcher came.
    func close() {
        lock.lock()
        isClosed = true
        lock.unlock()
        releaseUnrouted()
    }

    /// Problems still held after ``holdingTime``: no dispatcher came, so the default log gets them.
    private func releaseUnrouted() {
        lock.lock()
        let held = isRouted ? [] : self.held
        if !isRouted { self.held = [] }
        lock.unlock()
        for problem in held { DeliveryProblemLog.report(problem) }
    }
}
