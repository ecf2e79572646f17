#if canImport(UIKit)
import Foundation
import Intercept
import UIKit

/// Intercept's proxy for `UICollectionViewDelegate` (D1-D3).
///
/// It implements `collectionView(_:didSelectItemAt:)` only; every other delegate message is handed to
/// the business delegate by `forwardingTarget(for:)`, and `responds(to:)` answers exactly what the
/// business delegate answers, so UIKit behaves as if no proxy were there (D2). The selection is
/// reported through the core's rules (D3, D8, D12).
@MainActor
public final class UICollectionViewDelegateProxy: NSObject, DelegateProxy, UICollectionViewDelegate {
    /// The business delegate, held weakly (D4).
    public weak var forwardee: (any UICollectionViewDelegate)?
    /// The proxy's host identity and interception.
    public let context: DelegateProxyContext
    private var isAnsweringResponds = false

    /// Creates a proxy; `Interception.intercept(_:)` does this.
    public init(context: DelegateProxyContext) {
        self.context = context
        super.init()
    }

    /// `self`, as the delegate type.
    public var asDelegate: any UICollectionViewDelegate { self }

    /// What the business delegate answers, so UIKit's cached answers match it (D2). NSObject's own
    /// methods are answered by the proxy. A proxy asked again while answering (two proxies asking
    /// each other) answers no instead of recursing.
    public nonisolated override func responds(to selector: Selector!) -> Bool {
        if NSObject.instancesRespond(to: selector) { return true }
        return MainActor.assumeIsolated {
            guard !isAnsweringResponds else { return false }
            isAnsweringResponds = true
            defer { isAnsweringResponds = false }
            if selector == #selector(UICollectionViewDelegate.collectionView(_:didSelectItemAt:)),
                context.interception?.configuration.listSelection.requiresBusinessHandler == false
            {
                return forwardee != nil
            }
            return forwardee?.responds(to: selector) ?? false
        }
    }

    /// Messages the proxy does not implement go straight to the business delegate.
    public nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
        MainActor.assumeIsolated { forwardee }
    }

    /// Reports the selection, then forwards it (D3).
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let business = forwardee else { return }
        try? context.forwardListSelection(in: collectionView, at: indexPath, kind: .itemSelected) { () throws(DelegateMethodNotImplemented) in
            guard business.responds(to: #selector(UICollectionViewDelegate.collectionView(_:didSelectItemAt:))) else {
                throw DelegateMethodNotImplemented()
            }
            business.collectionView?(collectionView, didSelectItemAt: indexPath)
        }
    }
}
#endif
