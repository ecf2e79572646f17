import Foundation
@_spi(Platform) import Intercept

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
    /// `implemented`, and otherwise computes the answer and records the call with its arguments
    /// (described with `DelegateCall.describe(_:)`) and the answer.
    public mutating func answer<Answer>(
        _ method: Method,
        _ arguments: [Any],
        implemented: Set<Method>,
        with answer: () -> Answer
    ) throws(DelegateMethodNotImplemented) -> Answer {
        guard implemented.contains(method) else { throw DelegateMethodNotImplemented() }
        let value = answer()
        record(DelegateCall(method: method, arguments: arguments.map(DelegateCall<Method>.describe), answer: DelegateCall<Method>.describeAnswer(value)))
        return value
    }

    /// Forgets every call.
    public mutating func removeAll() {
        calls.removeAll()
    }

    /// The calls to `method` that had `argument` among their arguments (any, when `nil`) and came
    /// from `host` (any, when `nil`).
    public func calls(to method: Method, with argument: Any? = nil, from host: AnyObject? = nil) -> [DelegateCall<Method>] {
        let wanted = argument.map(DelegateCall<Method>.describe)
        let sender = host.map { DelegateCall<Method>.describe($0) }
        return calls.filter { call in
            call.method == method
                && (wanted.map(call.arguments.contains) ?? true)
                && (sender.map(call.arguments.contains) ?? true)
        }
    }

    /// The calls to `method` at `indexPath` (from `host`, when given), for list protocols.
    public func calls(to method: Method, at indexPath: IndexPath?, from host: AnyObject? = nil) -> [DelegateCall<Method>] {
        calls(to: method, with: indexPath, from: host)
    }

    /// Checks that `method` was called exactly once with `argument` among its arguments (from
    /// `host`, when given) and returns that call.
    @discardableResult
    public func requireExactlyOnce(_ method: Method, with argument: Any? = nil, from host: AnyObject? = nil) throws(ExpectationFailure) -> DelegateCall<Method> {
        let matching = calls(to: method, with: argument, from: host)
        guard matching.count == 1 else {
            let with = argument.map { " with \(DelegateCall<Method>.describe($0))" } ?? ""
            throw ExpectationFailure("expected \(method)\(with) exactly once, got \(matching.count) in \(calls)")
        }
        return matching[0]
    }

    /// Checks that `method` was called exactly once at `indexPath`, for list protocols.
    @discardableResult
    public func requireExactlyOnce(_ method: Method, at indexPath: IndexPath, from host: AnyObject? = nil) throws(ExpectationFailure) -> DelegateCall<Method> {
        try requireExactlyOnce(method, with: indexPath, from: host)
    }

    /// Checks that `method` was never called.
    public func requireNever(_ method: Method) throws(ExpectationFailure) {
        let matching = calls(to: method)
        guard matching.isEmpty else { throw ExpectationFailure("expected no \(method), got \(matching)") }
    }
}
