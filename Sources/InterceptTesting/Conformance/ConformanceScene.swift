import Foundation
@_spi(Platform) @_spi(InterceptTesting) import Intercept

/// One check's world: a fresh interception recording its events, and the helpers every check
/// uses to make hosts and spies, call as the host calls, and fail with the behavior and method.
@MainActor
final class ConformanceScene<Host: DelegateHost> {
    typealias Delegate = Host.DelegateProxyType.Delegate
    typealias Proxy = Host.DelegateProxyType

    /// A business delegate that records its calls.
    struct Spy {
        let delegate: Delegate
        let recorder: DelegateCallRecorder
        var object: AnyObject { delegate as AnyObject }
    }

    let kit: DelegateConformance<Host>
    let behavior: ConformanceBehavior
    let index: Int
    let method: String
    let tracker = RecordingTracker()
    let interception: Interception
    /// Each host's cases, made once, so that everything their invocations capture (the object the
    /// protocol's methods name as their host, when the kit's host is only its delegate property)
    /// is the same for a direct call and a call through the proxy.
    private var casesByHost: [ObjectIdentifier: [ConformanceCase<Delegate>]] = [:]
    /// The checked case's answer set-up, applied to every spy made (K6).
    private let prepare: (@MainActor (Delegate) -> Void)?

    init(kit: DelegateConformance<Host>, behavior: ConformanceBehavior, index: Int, method: String) {
        self.kit = kit
        self.behavior = behavior
        self.index = index
        self.method = method
        interception = Interception(trackers: [tracker])
        // Every spy of a check answers as the checked case says, the first one made included.
        let cases = behavior == .callSites ? [] : kit.cases(kit.invocations(kit.makeHost()))
        prepare = cases.indices.contains(index) ? cases[index].prepare : nil
    }

    /// A failure of this check: `"D6 player(_:didFinish:): ..."`.
    func failure(_ message: String) -> ExpectationFailure {
        ExpectationFailure("\(behavior) \(method): \(message)")
    }

    /// A failure of `condition`, when it does not hold.
    func require(_ condition: Bool, _ message: @autoclosure () -> String) throws(ExpectationFailure) {
        if !condition { throw failure(message()) }
    }

    // MARK: Making

    func makeHost() -> Host { kit.makeHost() }

    func makeSpy() throws(ExpectationFailure) -> Spy {
        let delegate = kit.makeDelegate()
        guard let recording = (delegate as AnyObject) as? any DelegateCallRecording else {
            throw failure("K1 set-up: the delegate the kit was given (\(type(of: delegate as AnyObject))) does not adopt DelegateCallRecording, so nothing it receives can be counted")
        }
        prepare?(delegate)
        return Spy(delegate: delegate, recorder: recording.callRecorder)
    }

    func assign(_ delegate: Delegate?, to host: Host) { kit.assign(host, delegate) }

    /// The invocation of the checked method for `host`.
    func invocation(for host: Host) throws(ExpectationFailure) -> DelegateInvocation<Delegate> {
        let all = casesByHost[ObjectIdentifier(host)] ?? kit.cases(kit.invocations(host))
        casesByHost[ObjectIdentifier(host)] = all
        guard all.indices.contains(index), all[index].name == method else {
            throw failure("K1 set-up: the invocations differ from one host to the next (\(all.map(\.name)))")
        }
        return all[index].invocation
    }

    /// Intercepts `host` and returns its proxy.
    @discardableResult
    func intercept(_ host: Host) throws(ExpectationFailure) -> Proxy {
        do {
            guard let proxy = try interception.intercept(host) else { throw failure("intercepting the host returned no proxy") }
            return proxy
        } catch {
            throw failure("intercepting the host failed: \(error)")
        }
    }

    // MARK: Calling

    /// What `host` calls: its storage when the kit can see it, else its proxy while intercepted
    /// and its delegate otherwise.
    func callee(of host: Host) -> Delegate? {
        if let storage = kit.storage {
            return storage(host).flatMap { $0 as? Delegate }
        }
        if let proxy = host.existingDelegateSlot?.frontProxy { return proxy.asDelegate }
        return host.delegate
    }

    /// Makes the checked call as `host` makes it.
    func callAsHost(_ host: Host) async throws(ExpectationFailure) -> CallOutcome {
        await CallOutcome.of(try invocation(for: host), on: callee(of: host))
    }

    /// What a direct call on a fresh spy records and answers: the reference a call through the
    /// proxy must match.
    func directCall(for host: Host) async throws(ExpectationFailure) -> (outcome: CallOutcome, calls: [DelegateCall<String>]) {
        let invocation = try invocation(for: host)
        let spy = try makeSpy()
        let outcome = await CallOutcome.of(invocation, on: spy.delegate)
        let calls = spy.recorder.calls
        guard !calls.isEmpty else {
            throw failure("K1 set-up: a direct call on the spy recorded nothing; the spy's method must record its call")
        }
        return (outcome, calls)
    }

    /// Calls as `host` does and checks that `spy` received exactly what a direct call receives,
    /// and the host got the same answer (D1); `others` must receive nothing.
    func requireReaches(_ spy: Spy, through host: Host, not others: [Spy] = [], _ situation: String) async throws(ExpectationFailure) {
        let reference = try await directCall(for: host)
        let before = spy.recorder.calls.count
        let othersBefore = others.map(\.recorder.calls.count)
        let outcome = try await callAsHost(host)
        let received = Array(spy.recorder.calls.dropFirst(before))
        for (other, count) in zip(others, othersBefore) where other.recorder.calls.count != count && received.isEmpty {
            throw failure("\(situation), the call reached a delegate that is no longer assigned instead of the one assigned last: \(other.recorder.calls.dropFirst(count))")
        }
        try require(received.count == reference.calls.count,
                    "\(situation), the call reached the business delegate \(received.count) times, expected \(reference.calls.count) (as a direct call)\(received.isEmpty ? "; the host \(outcome)" : ": \(received)")")
        try require(received == reference.calls,
                    "\(situation), the business delegate received \(received), a direct call receives \(reference.calls)")
        try require(outcome == reference.outcome,
                    "\(situation), the proxy \(outcome) to the host, the business delegate \(reference.outcome) (\(Self.answerKind(reference.outcome)))")
        for (other, count) in zip(others, othersBefore) where other.recorder.calls.count != count {
            throw failure("\(situation), the call also reached a delegate that is no longer assigned: \(other.recorder.calls.dropFirst(count))")
        }
    }

    /// Calls as `host` does and checks that no spy received anything.
    func requireReachesNothing(through host: Host, of spies: [Spy], _ situation: String) async throws(ExpectationFailure) {
        let before = spies.map(\.recorder.calls.count)
        _ = try await callAsHost(host)
        for (spy, count) in zip(spies, before) where spy.recorder.calls.count != count {
            throw failure("\(situation), the call still reached a delegate: \(spy.recorder.calls.dropFirst(count))")
        }
    }

    // MARK: Events

    /// The events emitted since the last call, delivered; forgets them. A proxy of a protocol
    /// called on any thread hands its events to the main queue (D17), so the main queue gets a
    /// turn first: whatever was queued before runs before the flush.
    func takeEvents() async -> [InteractionEvent] {
        await withCheckedContinuation { (settled: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { settled.resume() }
        }
        _ = await interception.flush()
        let events = tracker.events
        tracker.removeAll()
        return events
    }

    /// Checks that the events since the last call are exactly the checked method's.
    func requireEvents(_ expected: [InteractionKind], _ situation: String) async throws(ExpectationFailure) {
        let kinds = await takeEvents().map(\.kind)
        try require(kinds == expected, "\(situation), the call emitted \(kinds.map(\.rawValue)), expected \(expected.map(\.rawValue))")
    }

    /// The events one call of the checked method emits through an attached, enabled proxy: the
    /// invocation's, when emitted for the answer the delegate gives (D19: none for a veto).
    func expectedEvents(for host: Host) async throws(ExpectationFailure) -> [InteractionKind] {
        let invocation = try invocation(for: host)
        let spy = try makeSpy()
        let emits = (try? await invocation.answeredCall(spy.delegate))?.emits ?? true
        return emits ? invocation.events : []
    }

    /// What kind of answer a mismatch is about, for messages (K5, K6): a veto, a write-back.
    static func answerKind(_ outcome: CallOutcome) -> String {
        guard case .answered(let answer?) = outcome else { return "the answer differs" }
        if answer.contains("written back") { return "an inout write-back was lost or changed" }
        if answer == "false" { return "a veto must stay a veto" }
        return "the answer must reach the host unchanged"
    }

    /// What the host's getter reports, as an object.
    func reported(by host: Host) -> AnyObject? { host.delegate.map { $0 as AnyObject } }

    func describe(_ object: AnyObject?) -> String {
        object.map { "\(type(of: $0))" } ?? "nil"
    }
}
