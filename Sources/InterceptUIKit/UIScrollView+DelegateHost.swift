#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

/// `UITableView` and `UICollectionView` as delegate hosts, in one generic implementation: the
/// delegate slot lives in an associated object keyed by the proxy type, and UIKit's own setter is
/// ``ListDelegateHooks/store(_:on:)``. In a constrained protocol extension rather than on the
/// classes, so another library's members of these names are not ambiguous in an app's code.
extension DelegateHost where Self: UIScrollView {
    private var slotStorage: AssociatedStorage<DelegateSlot<DelegateProxyType>?> {
        AssociatedStorage(keyedBy: DelegateProxyType.self, defaultValue: nil)
    }

    /// The list's interception state, created on first access.
    public var delegateSlot: DelegateSlot<DelegateProxyType> {
        if let slot = slotStorage.value(on: self) { return slot }
        let slot = DelegateSlot<DelegateProxyType>()
        slotStorage.set(slot, on: self)
        return slot
    }

    /// The slot if interception was ever installed here; reading it creates nothing (F4).
    public var existingDelegateSlot: DelegateSlot<DelegateProxyType>? { slotStorage.value(on: self) }

    /// UIKit's original setter, without Intercept's hook.
    public func storeDelegate(_ value: DelegateProxyType.Delegate?) {
        ListDelegateHooks.store(value.map { $0 as AnyObject }, on: self)
    }
}
#endif
