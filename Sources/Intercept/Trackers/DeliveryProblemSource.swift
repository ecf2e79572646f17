/// A tracker that has delivery problems of its own to report (a durable queue's drops and damage,
/// an upload's failures and rejections), so they reach the same handler as the dispatcher's own:
/// ``InterceptionConfiguration/onDeliveryProblem`` (T8, T11).
///
/// The ``EventDispatcher`` a tracker is given to (at creation or with ``EventDispatcher/add(_:)``)
/// calls ``routeDeliveryProblems(to:)`` with its handler; a tracker given to several dispatchers
/// reports to the last one.
public protocol DeliveryProblemSource: Tracker {
    /// Sends the tracker's problems to `handler` from now on; `nil` means the dispatcher ignores
    /// problems (its handler is `nil`).
    func routeDeliveryProblems(to handler: (@Sendable (DeliveryProblem) -> Void)?)
}
