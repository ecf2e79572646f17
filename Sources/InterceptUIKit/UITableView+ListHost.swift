#if canImport(UIKit)
import Foundation
import Intercept
import UIKit

@MainActor
private let tableStorage = ListHostStorage<UITableViewDelegateProxy>()

/// `UITableView` as a list host: its delegate slot lives in an associated object; the work is
/// ``ListHostStorage`` and ``ListDelegateHooks``, shared with `UICollectionView`.
extension UITableView: @retroactive DelegateHost, @retroactive ListHost {
    /// The table's interception state.
    public var delegateSlot: DelegateSlot<UITableViewDelegateProxy> { tableStorage.slot(on: self) }

    /// The slot if interception was ever installed here; reading it creates nothing (F4).
    public var existingDelegateSlot: DelegateSlot<UITableViewDelegateProxy>? { tableStorage.existingSlot(on: self) }

    /// UIKit's original setter, without Intercept's hook.
    public func storeDelegate(_ value: (any UITableViewDelegate)?) { ListDelegateHooks.store(value, on: self) }

    /// The cell on screen at `indexPath`.
    public func cellNode(at indexPath: IndexPath) -> (any ViewNode)? { cellForRow(at: indexPath) }

    /// The explicit, swizzle-free way: sets the table's delegate with Intercept's proxy in
    /// front of it, writing UIKit's storage directly, so it works the same with or without the
    /// hooks (F2). Without the hooks, reading `delegate` back returns the proxy.
    public func setDelegate(_ delegate: (any UITableViewDelegate)?, interceptedBy interception: Interception) throws(InterceptionError) {
        try interception.setDelegate(delegate, on: self)
    }
}
#endif
