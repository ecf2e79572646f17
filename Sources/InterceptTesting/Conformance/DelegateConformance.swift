@_spi(Platform) import Intercept

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
/// Three optional inputs widen what is checked: ``storage`` (what the host really calls, for the
/// storage half of D1, D6 and D9), ``unimplementingDelegate`` (D2) and ``foreignProxy`` (D8).
/// Without them those checks are not listed, rather than passed.
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
            default: true
            }
        }
    }

    /// One check per behavior and method, in that order: the arguments of a parameterized test.
    @MainActor
    public var checks: [DelegateConformanceCheck] {
        let methods = invocations(makeHost()).map(\.method)
        return behaviors.flatMap { behavior in
            methods.enumerated().map { index, method in
                DelegateConformanceCheck(behavior: behavior, method: method, index: index) { () async throws(ExpectationFailure) in
                    try await self.check(behavior, index: index, method: method)
                }
            }
        }
    }

    /// Runs every check and returns what each found.
    @MainActor
    public func run() async -> DelegateConformanceReport {
        var failures: [ExpectationFailure] = []
        let all = checks
        for check in all {
            do throws(ExpectationFailure) {
                try await check.run()
            } catch {
                failures.append(error)
            }
        }
        return DelegateConformanceReport(checked: all.map(\.description), failures: failures)
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
