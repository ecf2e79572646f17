#if canImport(UIKit)
import Foundation
import Intercept
import UIKit

@MainActor
private let tableSlotStorage = AssociatedStorage<DelegateSlot<UITableViewDelegateProxy>?>(defaultValue: nil)

/// `UITableView` as a list host: its delegate slot lives in an associated object.
extension UITableView: @retroactive DelegateHost, @retroactive ListHost {
    /// The table's interception state.
    public var delegateSlot: DelegateSlot<UITableViewDelegateProxy> {
        if let slot = tableSlotStorage.value(on: self) { return slot }
        let slot = DelegateSlot<UITableViewDelegateProxy>()
        tableSlotStorage.set(slot, on: self)
        return slot
    }

    /// The slot if interception was ever installed here; reading it creates nothing (F4).
    public var existingDelegateSlot: DelegateSlot<UITableViewDelegateProxy>? {
        tableSlotStorage.value(on: self)
    }

    /// UIKit's original setter: the swizzled-away implementation once the hooks exchanged it,
    /// the property's own setter otherwise. Asking for that exchange, not `isInstalled`, matters:
    /// when the exchange failed, `intercept_setDelegate` is still our hook and would call itself.
    public func storeDelegate(_ value: (any UITableViewDelegate)?) {
        if UIKitHooks.hasExchanged(UITableView.self, #selector(setter: UITableView.delegate)) {
            intercept_setDelegate(value)
        } else {
            delegate = value
        }
    }

    /// The cell on screen at `indexPath`.
    public func cellNode(at indexPath: IndexPath) -> (any ViewNode)? {
        cellForRow(at: indexPath)
    }
}
#endif
