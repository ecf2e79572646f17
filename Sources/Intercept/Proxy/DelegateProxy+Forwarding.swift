/// Forwarding for delegate protocols written as apps write them: no `throws`, defaults in
/// extensions (D14).
///
/// Each method of a proxy is one line: it hands the call to one of these, which loads the business
/// delegate (held weakly, D4) once, holds it strongly for the call (D12) and calls it through the
/// protocol, so the delegate's own implementation or the protocol's default answers exactly as
/// without a proxy (D1, D2). A method the app marks also emits an event, through the one emit path
/// (``DelegateProxyContext/emitEvent(_:properties:)``): after the delegate answered, for the
/// answers `when` accepts (D19).
///
/// ```swift
/// final class PlayerDelegateProxy: DelegateProxy, PlayerDelegate {
///     weak var forwardee: (any PlayerDelegate)?
///     let context: DelegateProxyContext
///     init(context: DelegateProxyContext) { self.context = context }
///     var asDelegate: any PlayerDelegate { self }
///     func player(_ p: Player, shouldPlay item: Int) -> Bool { forward(or: true) { $0.player(p, shouldPlay: item) } }
///     func player(_ p: Player, didPause item: Int) { forward { $0.player(p, didPause: item) } }
///     func player(_ p: Player, didFinish item: Int) {
///         forward(emitting: "playerFinished", ["item": .integer(item)]) { $0.player(p, didFinish: item) }
///     }
/// }
/// ```
///
/// A host that dispatches through `target` never calls the proxy once the
/// business delegate is gone (it calls nothing, as for `nil`). The proxy can still be called then
/// by whoever holds it directly (another library's proxy in the chain); it then calls nothing and
/// answers `absent`, as an Objective-C message to `nil` answers zero.
extension DelegateProxy {
    /// Forwards a call that answers nothing; absorbed when the business delegate is gone.
    @inlinable
    public func forward<Failure: Error>(_ call: (Delegate) throws(Failure) -> Void) throws(Failure) {
        guard let business = forwardee else { return }
        try call(business)
    }

    /// Forwards a call and returns the business delegate's answer unchanged; `absent` when the
    /// business delegate is gone.
    @inlinable
    public func forward<Answer, Failure: Error>(
        or absent: @autoclosure () -> Answer,
        _ call: (Delegate) throws(Failure) -> Answer
    ) throws(Failure) -> Answer {
        guard let business = forwardee else { return absent() }
        return try call(business)
    }

    /// Forwards an `async` call that answers nothing.
    @inlinable
    public func forward<Failure: Error>(_ call: @MainActor (Delegate) async throws(Failure) -> Void) async throws(Failure) {
        guard let business = forwardee else { return }
        try await call(business)
    }

    /// Forwards an `async` call and returns the business delegate's answer.
    @inlinable
    public func forward<Answer, Failure: Error>(
        or absent: @autoclosure () -> Answer,
        _ call: @MainActor (Delegate) async throws(Failure) -> Answer
    ) async throws(Failure) -> Answer {
        guard let business = forwardee else { return absent() }
        return try await call(business)
    }

    /// Forwards a call the app marked, and reports it as an event of `kind` with `properties`
    /// (evaluated only when the event is emitted), only when there is a business delegate to call
    /// (D4). A call that cannot answer anything is reported before the business delegate runs, so
    /// the event comes ahead of anything the delegate causes; a throwing one once it returned, and
    /// not at all when it threw (D19).
    @inlinable
    public func forward<Failure: Error>(
        emitting kind: InteractionKind,
        _ properties: @autoclosure () -> [String: PropertyValue] = [:],
        _ call: (Delegate) throws(Failure) -> Void
    ) throws(Failure) {
        guard let business = forwardee else { return }
        if Failure.self == Never.self {
            context.emitEvent(kind, properties: properties())
            try call(business)
        } else {
            try call(business)
            context.emitEvent(kind, properties: properties())
        }
    }

    /// Forwards a marked call that answers a value, and reports it once the business delegate
    /// answered (D19): only for the answers `when` accepts (a vetoed `should...` is no event), with
    /// the properties `answer` makes of the answer added to `properties`; nothing when the call
    /// throws. `absent` when the business delegate is gone.
    ///
    /// ```swift
    /// func player(_ p: Player, shouldPlay item: Int) -> Bool {
    ///     forward(emitting: "playStarted", ["item": .integer(item)], when: { $0 }, or: true) { $0.player(p, shouldPlay: item) }
    /// }
    /// ```
    @inlinable
    public func forward<Answer, Failure: Error>(
        emitting kind: InteractionKind,
        _ properties: @autoclosure () -> [String: PropertyValue] = [:],
        when shouldEmit: (Answer) -> Bool = { _ in true },
        answer answerProperties: (Answer) -> [String: PropertyValue] = { _ in [:] },
        or absent: @autoclosure () -> Answer,
        _ call: (Delegate) throws(Failure) -> Answer
    ) throws(Failure) -> Answer {
        guard let business = forwardee else { return absent() }
        let answer = try call(business)
        if shouldEmit(answer) {
            context.emitEvent(kind, properties: properties().merging(answerProperties(answer)) { _, fromAnswer in fromAnswer })
        }
        return answer
    }

    /// Forwards a marked `async` call that answers nothing: reported before the business delegate
    /// runs, or once it returned when it can throw (nothing when it threw).
    @inlinable
    public func forward<Failure: Error>(
        emitting kind: InteractionKind,
        _ properties: @autoclosure () -> [String: PropertyValue] = [:],
        _ call: @MainActor (Delegate) async throws(Failure) -> Void
    ) async throws(Failure) {
        guard let business = forwardee else { return }
        if Failure.self == Never.self {
            context.emitEvent(kind, properties: properties())
            try await call(business)
        } else {
            try await call(business)
            context.emitEvent(kind, properties: properties())
        }
    }

    /// Forwards a marked `async` call that answers a value: reported once it answered, as the
    /// synchronous form.
    @inlinable
    public func forward<Answer, Failure: Error>(
        emitting kind: InteractionKind,
        _ properties: @autoclosure () -> [String: PropertyValue] = [:],
        when shouldEmit: (Answer) -> Bool = { _ in true },
        answer answerProperties: (Answer) -> [String: PropertyValue] = { _ in [:] },
        or absent: @autoclosure () -> Answer,
        _ call: @MainActor (Delegate) async throws(Failure) -> Answer
    ) async throws(Failure) -> Answer {
        guard let business = forwardee else { return absent() }
        let answer = try await call(business)
        if shouldEmit(answer) {
            context.emitEvent(kind, properties: properties().merging(answerProperties(answer)) { _, fromAnswer in fromAnswer })
        }
        return answer
    }
}
