/// A proxy that sits between a host (a table view, a collection view, your own view) and the
/// app's business delegate, forwarding every call unchanged.
///
/// This is the one generic mechanism behind every delegate proxy in Intercept, and the one an app
/// uses to intercept its own delegate protocols (behavior D10). A conforming class:
///
/// - adopts the delegate protocol it stands in for and implements each method with one `forward`
///   call, which calls the business delegate through the protocol (its implementation or the
///   protocol's default answers, D1, D2) and absorbs the call once it is gone (D4, D12);
/// - declares ``forwardee`` as `weak`, so the proxy never keeps the business delegate alive and
///   no retain cycle `controller -> host -> proxy -> controller` can form (D4);
/// - is created by `Interception.intercept(_:)`, through ``init(context:)``, and owned by the
///   host's ``DelegateSlot``, which handles installing once, re-targeting, unwrapping and
///   uninstalling (D5-D9, D11).
///
/// The `@InterceptedDelegate` macro (package `InterceptMacros`) writes it from the protocol; the
/// whole recipe by hand, host included, is the article <doc:InterceptingYourOwnDelegateProtocol>.
///
/// ```swift
/// final class PlayerDelegateProxy: DelegateProxy, PlayerDelegate {
///     weak var forwardee: (any PlayerDelegate)?
///     let context: DelegateProxyContext
///     init(context: DelegateProxyContext) { self.context = context }
///     var asDelegate: any PlayerDelegate { self }
///     func player(_ p: Player, shouldPlay item: Int) -> Bool { forward(or: true) { $0.player(p, shouldPlay: item) } }
///     func player(_ p: Player, didFinish item: Int) {
///         forward(emitting: "playerFinished", ["item": .integer(item)]) { $0.player(p, didFinish: item) }
///     }
/// }
/// ```
@MainActor
public protocol DelegateProxy: DelegateForwarding {
    /// The delegate protocol's existential type, for example `any TableViewDelegate`.
    associatedtype Delegate

    /// The business delegate calls are forwarded to. Conforming classes store it `weak`.
    var forwardee: Delegate? { get set }

    /// Who the proxy works for: its host's identity and the interception it reports to.
    var context: DelegateProxyContext { get }

    /// The proxy as a value of the delegate protocol, so the host can call it.
    ///
    /// Conforming classes adopt the delegate protocol, so the implementation is `self`; the
    /// requirement exists because a generic signature cannot say "a `Self` that is a `Delegate`".
    var asDelegate: Delegate { get }

    /// What a host's `target` gives: the delegate protocol's existential
    /// (a hand-written proxy), or a value the `@InterceptedDelegate` macro generates with the
    /// protocol's methods, which calls the business delegate the host loaded once and emits through
    /// the proxy for the marked methods (`PlayerDelegateProxyTarget`, a peer of the proxy, so no
    /// name in the proxy's scope hides a type of the app's). That value is why a generated proxy's
    /// forwarded call costs what a call on a host never intercepted costs: one weak load of the
    /// business delegate, no second one inside the proxy.
    associatedtype CallTarget = Delegate

    /// The ``CallTarget`` for one call of a host's to `delegate` (loaded once, held strongly for the
    /// call), through `proxy` when it stands in front of it (`nil` otherwise: `delegate` is then
    /// what the host stores, another library's proxy included).
    static func target(calling delegate: Delegate, through proxy: Self?) -> CallTarget

    /// Creates a proxy that forwards to nothing until its slot gives it a forwardee.
    init(context: DelegateProxyContext)
}

extension DelegateProxy where CallTarget == Delegate {
    /// A hand-written proxy's target: the proxy itself while it stands in front, which loads the
    /// business delegate again for the call; else the delegate.
    @inlinable
    public static func target(calling delegate: Delegate, through proxy: Self?) -> Delegate {
        proxy?.asDelegate ?? delegate
    }
}

extension DelegateProxy {
    /// Following the chain leads to the business delegate.
    public var forwardingTarget: AnyObject? {
        guard let forwardee else { return nil }
        return forwardee as AnyObject
    }

    /// What the proxy answers when the host asks whether it implements an optional method
    /// (UIKit's `responds(to:)`, which the host caches when the proxy is stored, F3).
    ///
    /// The business delegate's own answer (D2), so the host falls back to its defaults exactly as
    /// without the proxy; for the selection method, also yes whenever there is a business delegate
    /// and the policy reports selections it does not handle (``ListSelectionPolicy``), since the
    /// proxy then handles selection itself. With no business delegate, no (as for a `nil` one).
    ///
    /// Asked again while it is answering (two proxies that hand the question to each other, a
    /// loop the delegate chains keep out but another library's own forwarding may not), the proxy
    /// answers no rather than asking around the loop until the stack overflows (D8).
    ///
    /// - Parameters:
    ///   - isSelectionMethod: whether the method asked about is the one the proxy tracks.
    ///   - businessResponds: the business delegate's own answer.
    @_spi(Platform) public func answersResponds(isSelectionMethod: Bool, businessResponds: (Delegate) -> Bool) -> Bool {
        guard let forwardee, !context.isAnsweringResponds else { return false }
        if isSelectionMethod, context.interception?.configuration.listSelection.requiresBusinessHandler == false {
            return true
        }
        context.isAnsweringResponds = true
        defer { context.isAnsweringResponds = false }
        return businessResponds(forwardee)
    }

    /// Where a call the proxy does not implement itself goes (Objective-C's fast forwarding,
    /// `forwardingTarget(for:)`): see ``UntrackedCallTarget``.
    @inlinable
    @_spi(Platform) public var untrackedCallTarget: UntrackedCallTarget<Delegate> {
        UntrackedCallTarget(forwardee: forwardee)
    }

    /// Forwards one call of a protocol whose methods answer "not implemented" by throwing (the
    /// built-in list protocols, which model Objective-C's optional methods).
    ///
    /// When the business delegate is gone (released, or being torn down), the call is absorbed
    /// and answered ``DelegateMethodNotImplemented``, so the host falls back to its own default
    /// behavior, exactly as if it had no delegate (D4, D12). The business delegate is held
    /// strongly only for the duration of the call.
    @inlinable
    public func forwardOrNotImplemented<Result>(
        _ call: (Delegate) throws(DelegateMethodNotImplemented) -> Result
    ) throws(DelegateMethodNotImplemented) -> Result {
        guard let business = forwardee else { throw DelegateMethodNotImplemented() }
        return try call(business)
    }
}
