#if canImport(UIKit)
import Intercept
import ObjectiveC
import UIKit

/// What UIKit delegate proxies share, so that each one only states its delegate type and the one
/// method it implements (selection). Designed for subclassing by those proxies only.
///
/// It applies the core's decisions and adds nothing of its own:
///
/// - `responds(to:)` answers ``Intercept/DelegateProxy/answersResponds(isSelectionMethod:businessResponds:)``:
///   what the business delegate answers (D2); NSObject's own methods are answered by the proxy;
///   a proxy asked again while answering (two proxies asking each other) answers no.
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
    private var isAnsweringResponds = false

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
        if NSObject.instancesRespond(to: selector) { return true }
        guard PlatformHook.mayIntercept else { return forwardedObject?.responds(to: selector) ?? false }
        return MainActor.assumeIsolated { answerResponds(to: selector) }
    }

    public nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
        switch UntrackedCallTarget(forwardee: forwardedObject) {
        case .forwardee(let business): business
        case .absorber: DelegateCallAbsorber.shared
        }
    }

    private func answerResponds(to selector: Selector) -> Bool {
        guard !isAnsweringResponds, let proxy = self as? any DelegateProxy else { return false }
        isAnsweringResponds = true
        defer { isAnsweringResponds = false }
        let answer = Self.answer(of: proxy, to: selector, isSelectionMethod: selector == selectionSelector)
        if answer, !type(of: self).instancesRespond(to: selector), let business = forwardedObject {
            // UIKit caches this yes and may send it after the business delegate is gone.
            DelegateCallAbsorber.recordSignature(of: selector, from: business)
        }
        return answer
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
