@_spi(InterceptTesting) import Intercept

extension DelegateProxy {
    /// Checks that `method`, called through a proxy of this type standing in front of `delegate`,
    /// reaches the delegate's own implementation and not a protocol default.
    ///
    /// The call is made on a fresh proxy whose forwardee is `delegate` (it reports to no
    /// interception), so it fails when either side misses the method:
    ///
    /// - the proxy does not implement it, and the protocol's default answers in its place;
    /// - the delegate's class does not: Swift binds a protocol's default implementations where the
    ///   conformance is declared. When `BaseDelegate: PlayerDelegate` leaves
    ///   `player(_:didFinish:)` to the default and its subclass `PremiumDelegate` implements it,
    ///   every call through `any PlayerDelegate` (the host's, the proxy's) runs the default:
    ///   `PremiumDelegate`'s method is never called, with or without Intercept. A direct call on a
    ///   `PremiumDelegate` value does reach it, so tests that call the delegate directly miss it.
    ///
    /// ```swift
    /// try PlayerDelegateProxy.requireReaches(PremiumDelegate(), "player(_:didFinish:)") {
    ///     try $0.player(player, didFinish: 1)
    /// }
    /// ```
    ///
    /// The call really runs the delegate's method: use it in tests. For every behavior of a proxy
    /// and its host at once, use ``DelegateConformance``.
    ///
    /// - Returns: the answer the proxy gave.
    /// - Throws: ``ExpectationFailure`` naming the side that misses the method and the fix, when
    ///   the call answers `DelegateMethodNotImplemented`.
    @discardableResult
    public static func requireReaches<Result>(
        _ delegate: Delegate,
        _ method: String,
        by call: (Delegate) throws -> Result
    ) throws(ExpectationFailure) -> Result {
        let proxy = standingInFront(of: delegate)
        do {
            return try call(proxy.asDelegate)
        } catch is DelegateMethodNotImplemented {
            throw unreachable([method], of: delegate, missedByProxy: reachesDirectly(delegate, by: call) ? [method] : [])
        } catch {
            throw ExpectationFailure("\(method) threw \(error), not an answer")
        }
    }

    /// Checks every probe at once (see ``requireReaches(_:_:by:)``), and names every method that
    /// does not reach `delegate`'s implementation through the proxy.
    public static func requireReaches(_ delegate: Delegate, _ probes: [DelegateMethodProbe<Delegate>]) throws(ExpectationFailure) {
        let proxy = standingInFront(of: delegate)
        var missed: [String] = []
        var missedByProxy: [String] = []
        for probe in probes {
            do {
                try probe.call(proxy.asDelegate)
            } catch is DelegateMethodNotImplemented {
                missed.append(probe.method)
                if reachesDirectly(delegate, by: probe.call) { missedByProxy.append(probe.method) }
            } catch {
                throw ExpectationFailure("\(probe.method) threw \(error), not an answer")
            }
        }
        guard missed.isEmpty else { throw unreachable(missed, of: delegate, missedByProxy: missedByProxy) }
    }

    /// A proxy of this type forwarding to `delegate`, reporting to nothing.
    private static func standingInFront(of delegate: Delegate) -> Self {
        let proxy = Self(context: DelegateProxyContext(reportingNothing: ()))
        proxy.forwardee = delegate
        return proxy
    }

    /// Whether a direct call reaches an implementation: then a miss through the proxy is the proxy's.
    private static func reachesDirectly<Result>(_ delegate: Delegate, by call: (Delegate) throws -> Result) -> Bool {
        do {
            _ = try call(delegate)
            return true
        } catch {
            return false
        }
    }

    private static func unreachable(_ methods: [String], of delegate: Delegate, missedByProxy: [String]) -> ExpectationFailure {
        let type = String(describing: Swift.type(of: delegate as AnyObject))
        let protocolName = String(describing: Delegate.self)
        let proxyName = String(describing: Self.self)
        var lines: [String] = []
        if !missedByProxy.isEmpty {
            lines.append(
                "\(missedByProxy.joined(separator: ", ")) of \(type) is not reached through \(proxyName): the proxy does not " +
                    "implement it, so the protocol's default answers and the delegate never hears the call. Implement it in \(proxyName).")
        }
        let delegateMissed = methods.filter { !missedByProxy.contains($0) }
        if !delegateMissed.isEmpty {
            lines.append(
                """
                \(delegateMissed.joined(separator: ", ")) of \(type) is not reached through \(protocolName): the \
                protocol's default implementation answers instead. If \(type) implements it, the class \
                that declares the conformance to the protocol does not, and Swift binds the default there. \
                Implement the method in that class (then override it in subclasses), or declare the \
                conformance on \(type).
                """)
        }
        return ExpectationFailure(lines.joined(separator: "\n"))
    }
}
