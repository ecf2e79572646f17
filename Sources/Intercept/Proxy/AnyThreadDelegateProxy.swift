/// A proxy for a delegate protocol called on any thread: `nonisolated` and `Sendable` (D17).
///
/// A download or playback delegate is often called on a background queue. Its proxy is a
/// `nonisolated final class` that adopts this protocol and the delegate protocol; it keeps its
/// weak `forwardee` under a ``DelegateProxyLock`` and answers the three `FromAnyThread`
/// requirements with its `forwardee`, `self` and `context`. The `@InterceptedDelegate` macro
/// writes all of it for a protocol that is `Sendable` and not `@MainActor`.
///
/// Its methods forward on the caller's thread, with no hop and no wait; the event of a marked
/// method enters the pipeline on the main actor, as if the call had been made there
/// (``DelegateProxyContext/emitEventFromAnyThread(_:properties:)``). The slot, install, re-target
/// and uninstall stay on the main actor, as hosts' delegates are assigned there.
public protocol AnyThreadDelegateProxy: DelegateProxy, Sendable {
    /// The business delegate, read under the proxy's lock.
    nonisolated var forwardeeFromAnyThread: Delegate? { get }
    /// The proxy as a value of the delegate protocol (`self`).
    nonisolated var delegateFromAnyThread: Delegate { get }
    /// Who the proxy works for.
    nonisolated var contextFromAnyThread: DelegateProxyContext { get }
    /// ``DelegateProxy/target(calling:through:)``, on any thread.
    nonisolated static func targetFromAnyThread(calling delegate: Delegate, through proxy: Self?) -> CallTarget
}

extension AnyThreadDelegateProxy where CallTarget == Delegate {
    /// A hand-written proxy's target: the proxy while it stands in front, else the delegate.
    @inlinable
    public nonisolated static func targetFromAnyThread(calling delegate: Delegate, through proxy: Self?) -> Delegate {
        proxy?.delegateFromAnyThread ?? delegate
    }
}

extension AnyThreadDelegateProxy {
    /// Forwards a call that answers nothing, on the caller's thread.
    @inlinable
    public nonisolated func forwardFromAnyThread<Failure: Error>(_ call: (Delegate) throws(Failure) -> Void) throws(Failure) {
        guard let business = forwardeeFromAnyThread else { return }
        try call(business)
    }

    /// Forwards a call and returns the business delegate's answer; `absent` when it is gone.
    @inlinable
    public nonisolated func forwardFromAnyThread<Answer, Failure: Error>(
        or absent: @autoclosure () -> Answer,
        _ call: (Delegate) throws(Failure) -> Answer
    ) throws(Failure) -> Answer {
        guard let business = forwardeeFromAnyThread else { return absent() }
        return try call(business)
    }

    /// Forwards an `async` call that answers nothing.
    @inlinable
    public nonisolated func forwardFromAnyThread<Failure: Error>(
        _ call: (Delegate) async throws(Failure) -> Void
    ) async throws(Failure) where Delegate: Sendable {
        guard let business = forwardeeFromAnyThread else { return }
        try await call(business)
    }

    /// Forwards an `async` call and returns the business delegate's answer.
    @inlinable
    public nonisolated func forwardFromAnyThread<Answer, Failure: Error>(
        or absent: @autoclosure () -> Answer,
        _ call: (Delegate) async throws(Failure) -> Answer
    ) async throws(Failure) -> Answer where Delegate: Sendable {
        guard let business = forwardeeFromAnyThread else { return absent() }
        return try await call(business)
    }

    /// Forwards a marked call and reports it: the event is emitted as from the main thread, before
    /// the business delegate runs, or once it returned when it can throw (D19).
    @inlinable
    public nonisolated func forwardFromAnyThread<Failure: Error>(
        emitting kind: InteractionKind,
        _ properties: @autoclosure () -> [String: PropertyValue] = [:],
        _ call: (Delegate) throws(Failure) -> Void
    ) throws(Failure) {
        guard let business = forwardeeFromAnyThread else { return }
        if Failure.self == Never.self {
            contextFromAnyThread.emitEventFromAnyThread(kind, properties: properties())
            try call(business)
        } else {
            try call(business)
            contextFromAnyThread.emitEventFromAnyThread(kind, properties: properties())
        }
    }

    /// Forwards a marked call that answers a value, and reports it once answered, for the answers
    /// `when` accepts, with the properties `answer` makes of it (D19), as the main actor's
    /// `forward(emitting:_:when:answer:or:_:)`.
    @inlinable
    public nonisolated func forwardFromAnyThread<Answer, Failure: Error>(
        emitting kind: InteractionKind,
        _ properties: @autoclosure () -> [String: PropertyValue] = [:],
        when shouldEmit: (Answer) -> Bool = { _ in true },
        answer answerProperties: (Answer) -> [String: PropertyValue] = { _ in [:] },
        or absent: @autoclosure () -> Answer,
        _ call: (Delegate) throws(Failure) -> Answer
    ) throws(Failure) -> Answer {
        guard let business = forwardeeFromAnyThread else { return absent() }
        let answer = try call(business)
        if shouldEmit(answer) {
            contextFromAnyThread.emitEventFromAnyThread(
                kind, properties: properties().merging(answerProperties(answer)) { _, fromAnswer in fromAnswer })
        }
        return answer
    }
}
