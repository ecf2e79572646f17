import Foundation
import Intercept

/// The calls a delegate spy received, in order, with the checks tests of forwarding semantics
/// need: "forwarded exactly once, with these arguments".
public struct DelegateCallLog<Method: Hashable & Sendable>: Sendable {
    /// Every call, in order.
    public private(set) var calls: [DelegateCall<Method>] = []

    /// Creates an empty log.
    public init() {}

    /// Appends a call.
    public mutating func record(_ call: DelegateCall<Method>) {
        calls.append(call)
    }

    /// What a spy does for each call: answers "not implemented" for a method outside
    /// `implemented`, and otherwise computes the answer and records the call with it.
    public mutating func answer<Answer>(
        _ method: Method,
        from host: AnyObject,
        at indexPath: IndexPath,
        implemented: Set<Method>,
        with answer: () -> Answer
    ) throws(DelegateMethodNotImplemented) -> Answer {
        guard implemented.contains(method) else { throw DelegateMethodNotImplemented() }
        let value = answer()
        let described: String? = Answer.self == Void.self ? nil : String(describing: value)
        record(DelegateCall(method: method, host: ObjectIdentifier(host), indexPath: indexPath, answer: described))
        return value
    }

    /// Forgets every call.
    public mutating func removeAll() {
        calls.removeAll()
    }

    /// The calls to `method`, optionally only those at `indexPath` and from `host`.
    public func calls(to method: Method, at indexPath: IndexPath? = nil, from host: AnyObject? = nil) -> [DelegateCall<Method>] {
        calls.filter { call in
            call.method == method
                && (indexPath == nil || call.indexPath == indexPath)
                && (host == nil || call.host == ObjectIdentifier(host!))
        }
    }

    /// Checks that `method` was called exactly once at `indexPath` (from `host`, when given) and
    /// returns that call.
    @discardableResult
    public func requireExactlyOnce(_ method: Method, at indexPath: IndexPath, from host: AnyObject? = nil) throws(ExpectationFailure) -> DelegateCall<Method> {
        let matching = calls(to: method, at: indexPath, from: host)
        guard matching.count == 1 else {
            throw ExpectationFailure("expected \(method) at \(indexPath) exactly once, got \(matching.count) in \(calls)")
        }
        return matching[0]
    }

    /// Checks that `method` was never called.
    public func requireNever(_ method: Method) throws(ExpectationFailure) {
        let matching = calls(to: method)
        guard matching.isEmpty else { throw ExpectationFailure("expected no \(method), got \(matching)") }
    }
}
