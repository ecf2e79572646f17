#if canImport(UIKit)
import Intercept
import UIKit

/// Where UIKit's list views keep their delegate slot: an associated object, one generic
/// implementation for `UITableView` and `UICollectionView`.
@MainActor
struct ListHostStorage<Proxy: DelegateProxy> {
    private let storage = AssociatedStorage<DelegateSlot<Proxy>?>(defaultValue: nil)

    /// The slot, created on first access.
    func slot(on host: AnyObject) -> DelegateSlot<Proxy> {
        if let slot = storage.value(on: host) { return slot }
        let slot = DelegateSlot<Proxy>()
        storage.set(slot, on: host)
        return slot
    }

    /// The slot if one was ever created; reading it creates nothing (F4).
    func existingSlot(on host: AnyObject) -> DelegateSlot<Proxy>? {
        storage.value(on: host)
    }
}
#endif
