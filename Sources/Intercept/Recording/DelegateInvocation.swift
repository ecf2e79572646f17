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
    /// for a method that is forwarded without an event. A method reported only for some answers
    /// (D19) emits them only for those: see ``init(_:emits:when:answers:_:)``.
    public let events: [InteractionKind]
    /// Makes the call and describes its answer (``DelegateCall/describeAnswer(_:)``: `nil` for
    /// `Void`). A thrown error is the answer too: `DelegateMethodNotImplemented` is how the
    /// built-in list protocols say "not implemented".
    public let call: @MainActor (Delegate) async throws -> String?
    /// Makes the call, and tells its answer's description and whether ``events`` are emitted for
    /// that answer. For the conformance kit (`@_spi`).
    @_spi(InterceptTesting) public let answeredCall: @MainActor (Delegate) async throws -> (answer: String?, emits: Bool)
    /// The answers the kit makes the spy give, each checked as a case of its own (K6): a label
    /// (`"false"`) and what sets the spy up to answer it. Empty: the spy's own answer only.
    @_spi(InterceptTesting) public let answers: [(label: String, prepare: @MainActor (Delegate) -> Void)]

    /// Creates an invocation of `method` that emits `events` when made through an attached proxy.
    public init<Answer>(
        _ method: String,
        emits events: [InteractionKind] = [],
        _ call: @escaping @MainActor (Delegate) async throws -> Answer
    ) {
        self.init(method, emits: events, when: { (_: Answer) in true }, answers: [:], call)
    }

    /// Creates an invocation of a method reported only for the answers `shouldEmit` accepts (D19):
    /// `events` are expected after such an answer, none after another (a veto). `answers` names
    /// answers to check one by one and how to make the spy give each (K6):
    ///
    /// ```swift
    /// DelegateInvocation("player(_:shouldPlay:)", emits: ["playStarted"], when: { $0 },
    ///                    answers: ["true": { ($0 as? PlayerDelegateSpy)?.shouldPlayAnswer = true },
    ///                              "false": { ($0 as? PlayerDelegateSpy)?.shouldPlayAnswer = false }]) {
    ///     $0.player(player, shouldPlay: 1)
    /// }
    /// ```
    public init<Answer>(
        _ method: String,
        emits events: [InteractionKind],
        when shouldEmit: @escaping @MainActor (Answer) -> Bool,
        answers: KeyValuePairs<String, @MainActor (Delegate) -> Void> = [:],
        _ call: @escaping @MainActor (Delegate) async throws -> Answer
    ) {
        self.method = method
        self.events = events
        self.call = { delegate in DelegateCall<String>.describeAnswer(try await call(delegate)) }
        answeredCall = { delegate in
            let answer = try await call(delegate)
            return (DelegateCall<String>.describeAnswer(answer), shouldEmit(answer))
        }
        self.answers = answers.map { (label: $0.key, prepare: $0.value) }
    }

    /// What an invocation of a method with `inout` arguments answers: its answer and the values
    /// the delegate wrote back, so that a proxy dropping a write-back is caught (D20, K6).
    public static func outcome<Answer>(_ answer: Answer, writtenBack values: KeyValuePairs<String, Any>) -> String {
        let written = values.map { "\($0.key) written back as \(DelegateCall<String>.describe($0.value))" }.joined(separator: ", ")
        return (DelegateCall<String>.describeAnswer(answer).map { "\($0); " } ?? "") + written
    }
}
