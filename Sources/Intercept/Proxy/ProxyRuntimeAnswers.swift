/// How a platform proxy answers the runtime's questions about itself, on whatever thread the
/// runtime asks (F3, F5, F16). The platform reads the facts (through its runtime); the answers are
/// decided here, so they are the same on every platform and tested here.
@_spi(Platform) public enum ProxyRuntimeAnswers {
    /// The proxy's answer to `respondsToSelector:`.
    ///
    /// - A NULL selector: no. Nothing implements it, and looking it up would trap.
    /// - A method of the root object (`NSObject`'s): yes, the proxy answers it itself.
    /// - Otherwise the delegate's answer (`DelegateProxy.answersResponds(isSelectionMethod:businessResponds:)`
    ///   on the main thread, the business delegate's own answer off it, F5), except that a yes is
    ///   declined when the absorber could not answer the method: UIKit caches the yes and may send
    ///   the method after the business delegate is gone (F3), when the absorber must return
    ///   exactly what a message to `nil` returns. Without the method's signature (from UIKit's
    ///   delegate protocols, or recorded from the business delegate's class now) a float or
    ///   structure return would be left uninitialised. Only a selector outside UIKit's delegate
    ///   protocols that the business delegate answers dynamically is declined: UIKit never sends
    ///   such a selector. A method the proxy implements itself (selection) never reaches the
    ///   absorber, so the absorber is not asked about it.
    ///
    /// - Parameters:
    ///   - isNullSelector: whether the selector is NULL.
    ///   - isRootObjectMethod: whether the root object implements the selector.
    ///   - delegateAnswer: the delegate's answer, as above.
    ///   - proxyImplements: whether the proxy's class implements the selector itself.
    ///   - absorberCanAnswer: whether the absorber has, or could just record, the selector's signature.
    @inlinable
    @_spi(Platform) public static func responds(
        isNullSelector: Bool, isRootObjectMethod: () -> Bool, delegateAnswer: () -> Bool, proxyImplements: () -> Bool,
        absorberCanAnswer: () -> Bool
    ) -> Bool {
        if isNullSelector { return false }
        if isRootObjectMethod() { return true }
        return delegateAnswer() && (proxyImplements() || absorberCanAnswer())
    }

    /// The delegate's answer ``responds(isNullSelector:isRootObjectMethod:delegateAnswer:proxyImplements:absorberCanAnswer:)``
    /// takes (F5): on the main thread, where the proxy may run Intercept's work, the proxy's own
    /// answer (`DelegateProxy.answersResponds(isSelectionMethod:businessResponds:)`); on any
    /// other thread the business delegate's answer, passed straight through, since the proxy's
    /// state is the main actor's and a platform asking there gets what it would without Intercept.
    @inlinable
    @_spi(Platform) public static func delegateAnswer(mayIntercept: Bool, proxyAnswer: () -> Bool, businessAnswer: () -> Bool) -> Bool {
        mayIntercept ? proxyAnswer() : businessAnswer()
    }

    /// The signature the absorber answers a message with, in order: the one in the platform's
    /// delegate protocols (what UIKit declares it sends), then the one recorded from the business
    /// delegate's class when the proxy said yes, then the `fallback` (for a selector nothing could
    /// type: a yes ``responds(isNullSelector:isRootObjectMethod:delegateAnswer:proxyImplements:absorberCanAnswer:)``
    /// never gives, kept so the runtime never raises on a message it cached otherwise).
    @inlinable
    @_spi(Platform) public static func absorberSignature<Signature>(
        inProtocols: () -> Signature?, recorded: () -> Signature?, fallback: Signature
    ) -> Signature {
        inProtocols() ?? recorded() ?? fallback
    }

    /// The proxy's answer to `conformsToProtocol:` (D1): yes for its own protocols, else what its
    /// business delegate answers, as RxCocoa's `DelegateProxy` answers, so a platform component
    /// that asks the proxy for an optional protocol (a layout asking for its flow layout
    /// delegate) finds the business delegate's methods, reached through forwarding. With no
    /// business delegate, its own protocols only. The business delegate is asked only when the
    /// proxy's own answer is no.
    @inlinable
    @_spi(Platform) public static func conforms(proxyConforms: Bool, businessConforms: () -> Bool?) -> Bool {
        proxyConforms || (businessConforms() ?? false)
    }
}
