/// An object that stands in front of a delegate and forwards calls to it.
///
/// Intercept's own proxies adopt this, and so can other libraries' proxies. It lets a
/// ``DelegateSlot`` see through a chain of proxies: when another library installs a proxy that
/// already forwards into ours, the slot notices and does not put ours in front a second time,
/// which would form a cycle (behavior D8).
@MainActor
public protocol DelegateForwarding: AnyObject {
    /// The next object in the chain, or `nil` when there is none (or it is gone).
    var forwardingTarget: AnyObject? { get }
}

extension DelegateForwarding {
    /// Whether following ``forwardingTarget`` from `start` reaches `target`.
    ///
    /// The walk is bounded, so a cycle built by misbehaving proxies ends the walk instead of the app.
    static func chain(from start: AnyObject?, reaches target: AnyObject, maximumLength: Int = maximumChainLength) -> Bool {
        var reaches = false
        walkChain(from: start, maximumLength: maximumLength) { object in
            reaches = object === target
            return !reaches
        }
        return reaches
    }

    /// The most objects a walk along a chain visits.
    static var maximumChainLength: Int { 32 }

    /// Visits `start`, then each ``forwardingTarget`` in turn, while `visit` returns `true`, the
    /// objects forward, and at most `maximumLength` objects. The one walk that both the slot's
    /// decisions and the coexistence report (Q1) use. Returns whether it stopped at the bound.
    @discardableResult
    static func walkChain(from start: AnyObject?, maximumLength: Int = maximumChainLength, _ visit: (AnyObject) -> Bool) -> Bool {
        var current = start
        var steps = 0
        while let object = current {
            guard steps < maximumLength else { return true }
            guard visit(object) else { return false }
            if let forwarding = object as? any DelegateForwarding {
                current = forwarding.forwardingTarget
            } else {
                // Another library's proxy that does not know Intercept, read by the platform (D8).
                current = ForeignForwarding.next(of: object)
            }
            steps += 1
        }
        return false
    }
}
