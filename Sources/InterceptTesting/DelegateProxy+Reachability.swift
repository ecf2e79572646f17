import Intercept

extension DelegateProxy {
    /// Checks that `method`, called on `delegate` as this proxy calls it (through the delegate
    /// protocol), reaches the delegate's own implementation and not the protocol's default.
    ///
    /// It catches the trap of own delegate protocols: Swift binds a protocol's default
    /// implementations where the conformance is declared. When `BaseDelegate: PlayerDelegate`
    /// leaves `player(_:didFinish:)` to the default and its subclass `PremiumDelegate` implements
    /// it, every call through `any PlayerDelegate` (the host's, the proxy's) runs the default:
    /// `PremiumDelegate`'s method is never called, with or without Intercept. A direct call on a
    /// `PremiumDelegate` value does reach it, so tests that call the delegate directly miss the
    /// mistake; this check makes the call the way the proxy does.
    ///
    /// ```swift
    /// try PlayerDelegateProxy.requireReaches(PremiumDelegate(), "player(_:didFinish:)") {
    ///     try $0.player(player, didFinish: 1)
    /// }
    /// ```
    ///
    /// The call really runs the delegate's method: use it in tests.
    ///
    /// - Returns: the delegate's answer.
    /// - Throws: ``ExpectationFailure`` naming the fix when the call answers
    ///   `DelegateMethodNotImplemented`.
    @discardableResult
    public static func requireReaches<Result>(
        _ delegate: Delegate,
        _ method: String,
        by call: (Delegate) throws -> Result
    ) throws(ExpectationFailure) -> Result {
        do {
            return try call(delegate)
        } catch is DelegateMethodNotImplemented {
            throw unreachable([method], of: delegate)
        } catch {
            throw ExpectationFailure("\(method) threw \(error), not an answer")
        }
    }

    /// Checks every probe at once (see ``requireReaches(_:_:by:)``), and names every method that
    /// does not reach `delegate`'s implementation.
    public static func requireReaches(_ delegate: Delegate, _ probes: [DelegateMethodProbe<Delegate>]) throws(ExpectationFailure) {
        var missed: [String] = []
        for probe in probes {
            do {
                try probe.call(delegate)
            } catch is DelegateMethodNotImplemented {
                missed.append(probe.method)
            } catch {
                throw ExpectationFailure("\(probe.method) threw \(error), not an answer")
            }
        }
        guard missed.isEmpty else { throw unreachable(missed, of: delegate) }
    }

    private static func unreachable(_ methods: [String], of delegate: Delegate) -> ExpectationFailure {
        let type = String(describing: Swift.type(of: delegate as AnyObject))
        let protocolName = String(describing: Delegate.self)
        return ExpectationFailure(
            """
            \(methods.joined(separator: ", ")) of \(type) is not reached through \(protocolName): the \
            protocol's default implementation answers instead. If \(type) implements it, the class \
            that declares the conformance to the protocol does not, and Swift binds the default there. \
            Implement the method in that class (then override it in subclasses), or declare the \
            conformance on \(type).
            """
        )
    }
}
