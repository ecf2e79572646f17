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
    static func chain(from start: AnyObject?, reaches target: AnyObject, maximumLength: Int = 32) -> Bool {
        var current = start
        var steps = 0
        while let object = current, steps < maximumLength {
            if object === target { return true }
            current = (object as? any DelegateForwarding)?.forwardingTarget
            steps += 1
        }
        return false
    }
}
