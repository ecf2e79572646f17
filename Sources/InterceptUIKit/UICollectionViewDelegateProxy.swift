#if canImport(UIKit)
import Foundation
@_spi(Platform) import Intercept
import UIKit

/// Intercept's proxy for `UICollectionViewDelegate` (D1-D3): it implements
/// `collectionView(_:didSelectItemAt:)` only and hands every other message to the business delegate.
///
/// It adopts `UICollectionViewDelegateFlowLayout` (every method optional, none implemented: the
/// business delegate's answers and calls go through `responds(to:)` and `forwardingTarget(for:)`),
/// so a layout's `collectionView.delegate as? UICollectionViewDelegateFlowLayout` still finds
/// the sizes when the getter returns the proxy (the explicit API without the hooks).
@MainActor
public final class UICollectionViewDelegateProxy: ForwardingDelegateProxy, DelegateProxy, UICollectionViewDelegateFlowLayout {
    /// The business delegate, held weakly (D4).
    ///
    /// Read back without a conformance check (D1, D8): `as? any UICollectionViewDelegate` asks
    /// `conformsToProtocol:`, which is no for a delegate that answers `responds(to:)` without
    /// declaring the protocol (an `NSProxy` such as IGListKit's `IGListAdapterProxy`, Texture's
    /// `ASDelegateProxy`, an Objective-C `(id)` assignment), and every callback would be lost.
    /// Whatever is stored came through the `delegate` setter, so it is an Objective-C object, and
    /// an `@objc` protocol existential is that one object pointer.
    public var forwardee: (any UICollectionViewDelegate)? {
        get { forwardedObject.map { unsafeBitCast($0, to: (any UICollectionViewDelegate).self) } }
        set { forwardedObject = newValue }
    }

    /// Creates a proxy; `Interception.intercept(_:)` does this.
    public required init(context: DelegateProxyContext) {
        super.init(context: context, selectionSelector: #selector(UICollectionViewDelegate.collectionView(_:didSelectItemAt:)))
    }

    /// `self`, as the delegate type.
    public var asDelegate: any UICollectionViewDelegate { self }

    /// Reports the selection, then forwards it (D3).
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let business = forwardee else { return }
        forwardSelection(in: collectionView, at: indexPath, kind: .itemSelected, to: business) {
            business.collectionView?(collectionView, didSelectItemAt: indexPath)
        }
    }

    /// Forwards the primary action, reporting it as the selection it is unless `didSelect` just
    /// did (D3). Answered only when the business delegate implements it (D2).
    @available(iOS 16.0, tvOS 16.0, *)
    public func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        guard let business = forwardee else { return }
        try? context.forwardListPrimaryAction(in: collectionView, at: indexPath, kind: .itemSelected) { () throws(DelegateMethodNotImplemented) in
            guard business.responds(to: #selector(UICollectionViewDelegate.collectionView(_:performPrimaryActionForItemAt:))) else { throw DelegateMethodNotImplemented() }
            business.collectionView?(collectionView, performPrimaryActionForItemAt: indexPath)
        }
    }
}
#endif
