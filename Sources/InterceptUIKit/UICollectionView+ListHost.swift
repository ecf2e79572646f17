#if canImport(UIKit)
import Foundation
import Intercept
import UIKit

@MainActor
private let collectionStorage = ListHostStorage<UICollectionViewDelegateProxy>()

/// `UICollectionView` as a list host: its delegate slot lives in an associated object; the work
/// is ``ListHostStorage`` and ``ListDelegateHooks``, shared with `UITableView`.
extension UICollectionView: @retroactive DelegateHost, @retroactive ListHost {
    /// The collection view's interception state.
    public var delegateSlot: DelegateSlot<UICollectionViewDelegateProxy> { collectionStorage.slot(on: self) }

    /// The slot if interception was ever installed here; reading it creates nothing (F4).
    public var existingDelegateSlot: DelegateSlot<UICollectionViewDelegateProxy>? { collectionStorage.existingSlot(on: self) }

    /// UIKit's original setter, without Intercept's hook.
    public func storeDelegate(_ value: (any UICollectionViewDelegate)?) { ListDelegateHooks.store(value, on: self) }

    /// The cell on screen at `indexPath`.
    public func cellNode(at indexPath: IndexPath) -> (any ViewNode)? { cellForItem(at: indexPath) }

    /// The explicit, swizzle-free way: sets the collection view's delegate with Intercept's proxy
    /// in front of it, writing UIKit's storage directly, so it works the same with or without the
    /// hooks (F2). Without the hooks, reading `delegate` back returns the proxy.
    public func setDelegate(_ delegate: (any UICollectionViewDelegate)?, interceptedBy interception: Interception) throws(InterceptionError) {
        try interception.setDelegate(delegate, on: self)
    }
}
#endif
