#if canImport(UIKit)
import Foundation
import Intercept
import UIKit

/// What UIKit delegate proxies share, so that each one only states its delegate type and the one
/// method it implements (selection). Designed for subclassing by those proxies only.
///
/// `responds(to:)` answers what the business delegate answers, so UIKit's cached answers match it
/// (D2); NSObject's own methods are answered by the proxy; a proxy asked again while answering (two
/// proxies asking each other) answers no instead of recursing. Every message the subclass does not
/// implement goes straight to the business delegate through `forwardingTarget(for:)`.
@MainActor
public class ForwardingDelegateProxy: NSObject {
    /// The proxy's host identity and interception.
    public let context: DelegateProxyContext
    private let selectionSelector: Selector
    private var isAnsweringResponds = false

    init(context: DelegateProxyContext, selectionSelector: Selector) {
        self.context = context
        self.selectionSelector = selectionSelector
        super.init()
    }

    /// The business delegate as an Objective-C object; subclasses answer their typed forwardee.
    var forwardedObject: NSObjectProtocol? { nil }

    public nonisolated override func responds(to selector: Selector!) -> Bool {
        if NSObject.instancesRespond(to: selector) { return true }
        return MainActor.assumeIsolated {
            guard !isAnsweringResponds else { return false }
            isAnsweringResponds = true
            defer { isAnsweringResponds = false }
            if selector == selectionSelector, context.interception?.configuration.listSelection.requiresBusinessHandler == false {
                return forwardedObject != nil
            }
            return forwardedObject?.responds(to: selector) ?? false
        }
    }

    public nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
        MainActor.assumeIsolated { forwardedObject }
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
