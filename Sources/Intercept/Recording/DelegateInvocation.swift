/// One call of one delegate method with sample arguments, made on whatever stands in the delegate
/// slot: a spy, a proxy, the host's storage.
///
/// The conformance kit of `InterceptTesting` makes each invocation twice, directly on a spy and
/// through the host's proxy, and compares what the two spies recorded and what the two calls
/// answered (D1, D2). A list of invocations, one per method of the protocol, is all the kit needs
/// to know about the protocol; write it by hand or have it generated with the protocol's spy:
///
/// ```swift
/// DelegateInvocation("player(_:didFinish:)", emits: [InteractionKind(rawValue: "playerFinished")]) {
///     $0.player(player, didFinish: 2)
/// }
/// ```
///
/// It lives in the core so that generated code in an app's module needs only `import Intercept`.
public struct DelegateInvocation<Delegate> {
    /// The method's name, as failures report it: `"player(_:didFinish:)"`.
    public let method: String
    /// The kinds of the events one call emits through an attached, enabled proxy, in order; empty
    /// for a method that is forwarded without an event.
    public let events: [InteractionKind]
    /// Makes the call and describes its answer (``DelegateCall/describeAnswer(_:)``: `nil` for
    /// `Void`). A thrown error is the answer too: `DelegateMethodNotImplemented` is how the
    /// built-in list protocols say "not implemented".
    public let call: @MainActor (Delegate) async throws -> String?

    /// Creates an invocation of `method` that emits `events` when made through an attached proxy.
    public init<Answer>(
        _ method: String,
        emits events: [InteractionKind] = [],
        _ call: @escaping @MainActor (Delegate) async throws -> Answer
    ) {
        self.method = method
        self.events = events
        self.call = { delegate in DelegateCall<String>.describeAnswer(try await call(delegate)) }
    }
}
