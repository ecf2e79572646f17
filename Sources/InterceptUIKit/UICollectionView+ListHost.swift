#if canImport(UIKit)
import Foundation
import Intercept
import UIKit

@MainActor
private let collectionSlotStorage = AssociatedStorage<DelegateSlot<UICollectionViewDelegateProxy>?>(defaultValue: nil)

/// `UICollectionView` as a list host: its delegate slot lives in an associated object.
extension UICollectionView: @retroactive DelegateHost, @retroactive ListHost {
    /// The collection view's interception state.
    public var delegateSlot: DelegateSlot<UICollectionViewDelegateProxy> {
        if let slot = collectionSlotStorage.value(on: self) { return slot }
        let slot = DelegateSlot<UICollectionViewDelegateProxy>()
        collectionSlotStorage.set(slot, on: self)
        return slot
    }

    /// The slot if interception was ever installed here; reading it creates nothing (F4).
    public var existingDelegateSlot: DelegateSlot<UICollectionViewDelegateProxy>? {
        collectionSlotStorage.value(on: self)
    }

    /// UIKit's original setter: the swizzled-away implementation once the hooks exchanged it,
    /// the property's own setter otherwise. Asking for that exchange, not `isInstalled`, matters:
    /// when the exchange failed, `intercept_setDelegate` is still our hook and would call itself.
    public func storeDelegate(_ value: (any UICollectionViewDelegate)?) {
        if UIKitHooks.hasExchanged(UICollectionView.self, #selector(setter: UICollectionView.delegate)) {
            intercept_setDelegate(value)
        } else {
            delegate = value
        }
    }

    /// The cell on screen at `indexPath`.
    public func cellNode(at indexPath: IndexPath) -> (any ViewNode)? {
        cellForItem(at: indexPath)
    }
}
#endif
