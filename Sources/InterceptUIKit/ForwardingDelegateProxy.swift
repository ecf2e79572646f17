#if canImport(UIKit)
@_spi(Platform) import Intercept
import ObjectiveC
import UIKit

/// What UIKit delegate proxies share, so that each one only states its delegate type and the one
/// method it implements (selection). Designed for subclassing by those proxies only.
///
/// It applies the core's decisions and adds nothing of its own:
///
/// - `responds(to:)` answers as the core's `ProxyRuntimeAnswers.responds` decides: no for a NULL
///   selector; yes for NSObject's own methods; otherwise
///   ``Intercept/DelegateProxy/answersResponds(isSelectionMethod:businessResponds:)``, what the
///   business delegate answers (D2), unless the absorber could not answer the method once the
///   business delegate is gone (F3); a proxy asked again while answering (two proxies asking each
///   other) answers no, as the core decides.
/// - `forwardingTarget(for:)` answers ``Intercept/UntrackedCallTarget``: every message the
///   subclass does not implement goes straight to the business delegate (Objective-C's fast
///   forwarding), or, once the business delegate is gone, to ``DelegateCallAbsorber``, which
///   answers as UIKit's message to a `nil` delegate would (F3).
///
/// Both overrides are `nonisolated` and safe on any thread: the forwardee is kept in a locked
/// weak reference, and off the main thread `responds(to:)` passes the business delegate's answer
/// straight through (F5).
@MainActor
public class ForwardingDelegateProxy: NSObject {
    /// The proxy's host identity and interception.
    public let context: DelegateProxyContext
    private let selectionSelector: Selector
    private let forwardeeReference = LockedWeakReference()

    init(context: DelegateProxyContext, selectionSelector: Selector) {
        self.context = context
        self.selectionSelector = selectionSelector
        super.init()
    }

    /// The business delegate as an object, readable from any thread; subclasses expose it typed.
    nonisolated var forwardedObject: AnyObject? {
        get { forwardeeReference.object }
        set { forwardeeReference.object = newValue }
    }

    public nonisolated override func responds(to selector: Selector!) -> Bool {
        let selector: Selector? = selector
        return ProxyRuntimeAnswers.responds(isNullSelector: selector == nil) {
            NSObject.instancesRespond(to: selector)
        } delegateAnswer: {
            guard let selector else { return false }
            return ProxyRuntimeAnswers.delegateAnswer(mayIntercept: PlatformHook.mayIntercept) {
                MainActor.assumeIsolated { answerResponds(to: selector) }
            } businessAnswer: {
                forwardedObject?.responds(to: selector) ?? false
            }
        } proxyImplements: {
            selector.map { type(of: self).instancesRespond(to: $0) } ?? false
        } absorberCanAnswer: {
            guard let selector else { return false }
            return DelegateCallAbsorber.canAnswer(selector, recordingFrom: forwardedObject)
        }
    }

    /// As the core's `ProxyRuntimeAnswers.conforms` decides: the proxy's own protocols, then the
    /// business delegate's, as RxCocoa's `DelegateProxy` answers: a layout that asks
    /// `collectionView.delegate as? UICollectionViewDelegateFlowLayout` of the proxy (the getter
    /// returns it when the hooks are not installed) gets the business delegate's answer, and the
    /// calls reach it through ``forwardingTarget(for:)``. Reads only the locked weak reference,
    /// so it answers on any thread.
    public nonisolated override func conforms(to aProtocol: Protocol) -> Bool {
        ProxyRuntimeAnswers.conforms(proxyConforms: super.conforms(to: aProtocol)) {
            (forwardedObject as? any NSObjectProtocol)?.conforms(to: aProtocol)
        }
    }

    public nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
        switch UntrackedCallTarget(forwardee: forwardedObject) {
        case .forwardee(let business): business
        case .absorber: DelegateCallAbsorber.shared
        }
    }

    private func answerResponds(to selector: Selector) -> Bool {
        guard let proxy = self as? any DelegateProxy else { return false }
        return Self.answer(of: proxy, to: selector, isSelectionMethod: selector == selectionSelector)
    }

    private static func answer<Proxy: DelegateProxy>(of proxy: Proxy, to selector: Selector, isSelectionMethod: Bool) -> Bool {
        proxy.answersResponds(isSelectionMethod: isSelectionMethod) { business in
            (business as AnyObject).responds(to: selector)
        }
    }

    /// Forwards a selection to `business` if it implements it, reporting it first (D3).
    func forwardSelection(in list: any ListHost, at indexPath: IndexPath, kind: InteractionKind, to business: NSObjectProtocol, _ send: () -> Void) {
        let selector = selectionSelector
        try? context.forwardListSelection(in: list, at: indexPath, kind: kind) { () throws(DelegateMethodNotImplemented) in
            guard business.responds(to: selector) else { throw DelegateMethodNotImplemented() }
            send()
        }
    }
}
#endif
