@_spi(Platform) @_spi(InterceptTesting) import Intercept

/// A conformance kit for a delegate proxy and its host: checks that interception stays invisible
/// and happens once (D1, D2, D4-D9, D11, D12) and that marked methods emit exactly their events,
/// method by method, and names each failure by behavior ID and method (K1, K2).
///
/// It needs four things from the app, and nothing else:
///
/// - how to make a host (its type names the proxy: `Host.DelegateProxyType`);
/// - how the app assigns the host's delegate (its setter, which a broken host gets wrong);
/// - how to make a business delegate that records its calls: a spy adopting
///   `DelegateCallRecording`, hand-written or generated with the protocol's proxy, whose answers
///   differ from the protocol's defaults (so an answer the proxy makes up is told apart);
/// - the protocol's invocations: one `DelegateInvocation` per method, for a given host (made once
///   per host, so a host object the methods take can be made there when the kit's host is only
///   the delegate property, `InterceptableDelegate`).
///
/// ```swift
/// let playerConformance = DelegateConformance(
///     host: { Player() }, assign: { $0.delegate = $1 }, delegate: { PlayerDelegateSpy() },
///     invocations: { player in [
///         DelegateInvocation("player(_:shouldPlay:)") { $0.player(player, shouldPlay: 1) },
///         DelegateInvocation("player(_:didFinish:)", emits: [.init(rawValue: "finished")]) { $0.player(player, didFinish: 2) },
///     ] })
///
/// @Test(arguments: await playerConformance.checks)           // Swift Testing: one case per check and method
/// func player(_ check: DelegateConformanceCheck) async throws { try await check.run() }
///
/// func testPlayer() async throws { try await playerConformance.requireConformance() }   // XCTest
/// ```
///
/// Four optional inputs widen what is checked: ``storage`` (what the host really calls, for the
/// storage half of D1, D6 and D9), ``unimplementingDelegate`` (D2), ``foreignProxy`` (D8) and the
/// host's own actions, ``actions(of:delegate:_:)`` (D18: a call site that goes around the proxy).
/// Without them those checks are not listed, rather than passed.
///
/// An invocation that names answers (`DelegateInvocation(_:emits:when:answers:_:)`, which the
/// generated spies make for `@Tracked(when:)`) is checked once per answer, as a case of its own,
/// `"player(_:shouldPlay:) answering false"`: a veto stays a veto, and gives no event (K6).
///
/// A broken method usually fails several checks; ``run()`` reports one primary finding per case
/// (the first in ``ConformanceBehavior/primaryOrder``) and marks the others as its consequences,
/// and a check run on its own says so in its message (K5).
///
/// Each check runs on a fresh host, fresh delegates and a fresh `Interception` with a
/// `RecordingTracker`. Calls are made on what the host calls (``storage``, when given) or on its
/// proxy, never on the business delegate directly, except to learn what a direct call records
/// and answers.
public struct DelegateConformance<Host: DelegateHost>: Sendable {
    /// The delegate protocol's existential type.
    public typealias Delegate = Host.DelegateProxyType.Delegate

    let makeHost: @MainActor @Sendable () -> Host
    let assign: @MainActor @Sendable (Host, Delegate?) -> Void
    let makeDelegate: @MainActor @Sendable () -> Delegate
    let invocations: @MainActor @Sendable (Host) -> [DelegateInvocation<Delegate>]

    /// What the host really stores and calls (UIKit's instance variable: the proxy while
    /// intercepted), when the host can show it. With it, calls go where the host sends them and
    /// uninstall is checked to give the storage back the business delegate (D9); without it, calls
    /// go to the host's proxy while intercepted and to its delegate otherwise.
    public var storage: (@MainActor @Sendable (Host) -> AnyObject?)?

    /// Makes a delegate that implements none of the protocol's optional methods, so that a call
    /// through the proxy can be compared with the protocol's own default (D2).
    public var unimplementingDelegate: (@MainActor @Sendable () -> Delegate)?

    /// Makes another library's forwarding proxy wrapping the given object (weakly, as such
    /// libraries do), adopting the protocol and `DelegateForwarding` (D8).
    public var foreignProxy: (@MainActor @Sendable (AnyObject?) -> Delegate)?

    /// The host's own actions, each with the delegate calls it should cause (D18).
    var hostActions: [HostActionCase<Host>] = []

    /// A kit for hosts made by `host`, whose delegate the app sets with `assign`, behind which
    /// the kit puts spies made by `delegate`, called with `invocations`.
    public init(
        host: @escaping @MainActor @Sendable () -> Host,
        assign: @escaping @MainActor @Sendable (Host, Delegate?) -> Void,
        delegate: @escaping @MainActor @Sendable () -> Delegate,
        invocations: @escaping @MainActor @Sendable (Host) -> [DelegateInvocation<Delegate>]
    ) {
        makeHost = host
        self.assign = assign
        makeDelegate = delegate
        self.invocations = invocations
    }

    /// The behaviors checked with the inputs given: D2 needs ``unimplementingDelegate``, D8
    /// ``foreignProxy``.
    public var behaviors: [ConformanceBehavior] {
        ConformanceBehavior.allCases.filter { behavior in
            switch behavior {
            case .parity: unimplementingDelegate != nil
            case .foreignProxy: foreignProxy != nil
            case .callSites: !hostActions.isEmpty
            default: true
            }
        }
    }

    /// One check per behavior and method (per answer, when the invocation names answers), in that
    /// order, and one D18 check per host action: the arguments of a parameterized test.
    @MainActor
    public var checks: [DelegateConformanceCheck] {
        let names = cases(invocations(makeHost())).map(\.name)
        return behaviors.flatMap { behavior in
            if behavior == .callSites {
                return hostActions.enumerated().map { index, action in
                    DelegateConformanceCheck(behavior: behavior, method: action.name, index: index) { () async throws(ExpectationFailure) in
                        try await self.check(behavior, index: index, method: action.name)
                    }
                }
            }
            return names.enumerated().map { index, name in
                DelegateConformanceCheck(
                    behavior: behavior, method: name, index: index,
                    body: { () async throws(ExpectationFailure) in try await self.check(behavior, index: index, method: name) },
                    marking: { failure in await self.marked(failure, of: behavior, index: index, method: name) })
            }
        }
    }

    /// The cases of `invocations`: each invocation, or one per answer it names (K6).
    @MainActor
    func cases(_ invocations: [DelegateInvocation<Delegate>]) -> [ConformanceCase<Delegate>] {
        invocations.flatMap { invocation in
            invocation.answers.isEmpty
                ? [ConformanceCase(name: invocation.method, invocation: invocation, prepare: nil)]
                : invocation.answers.map { ConformanceCase(name: "\(invocation.method) answering \($0.label)", invocation: invocation, prepare: $0.prepare) }
        }
    }

    /// `failure` of `behavior`, marked as a consequence of the first behavior before it in
    /// ``ConformanceBehavior/primaryOrder`` that fails for the same case, if any (K5).
    @MainActor
    func marked(_ failure: ExpectationFailure, of behavior: ConformanceBehavior, index: Int, method: String) async -> ExpectationFailure {
        for earlier in ConformanceBehavior.primaryOrder.prefix(while: { $0 != behavior }) where behaviors.contains(earlier) && earlier != .callSites {
            do throws(ExpectationFailure) {
                try await check(earlier, index: index, method: method)
            } catch {
                return failure.consequence(of: earlier, method: method, behavior: behavior)
            }
        }
        return failure
    }

    /// Runs every check and returns what each found: one primary finding per broken case, the
    /// other failures of that case marked as its consequences (K5).
    @MainActor
    public func run() async -> DelegateConformanceReport {
        var failed: [(check: DelegateConformanceCheck, failure: ExpectationFailure)] = []
        let all = checks
        for check in all {
            do throws(ExpectationFailure) {
                try await check.runUnmarked()
            } catch {
                failed.append((check, error))
            }
        }
        var findings: [DelegateConformanceFinding] = []
        var seen: Set<String> = []
        for (check, _) in failed where !seen.contains(check.caseKey) {
            seen.insert(check.caseKey)
            let ofCase = failed.filter { $0.check.caseKey == check.caseKey }.sorted {
                (ConformanceBehavior.primaryOrder.firstIndex(of: $0.check.behavior) ?? 0) < (ConformanceBehavior.primaryOrder.firstIndex(of: $1.check.behavior) ?? 0)
            }
            let primary = ofCase[0]
            findings.append(DelegateConformanceFinding(
                primary: primary.failure,
                consequences: ofCase.dropFirst().map { $0.failure.consequence(of: primary.check.behavior, method: $0.check.method, behavior: $0.check.behavior) }))
        }
        return DelegateConformanceReport(checked: all.map(\.description), findings: findings)
    }

    /// Runs every check, for XCTest or a single Swift Testing test.
    ///
    /// - Throws: ``ExpectationFailure`` listing every failed check, by behavior and method.
    @MainActor
    public func requireConformance() async throws(ExpectationFailure) {
        let report = await run()
        guard report.failures.isEmpty else { throw ExpectationFailure(report.description) }
    }
}
