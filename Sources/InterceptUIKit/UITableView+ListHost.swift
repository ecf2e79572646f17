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

    /// The slot if interception was ever installed here; reading it creates nothing.
    var existingDelegateSlot: DelegateSlot<UITableViewDelegateProxy>? {
        tableSlotStorage.value(on: self)
    }

    /// The cell on screen at `indexPath`.
    public func cellNode(at indexPath: IndexPath) -> (any ViewNode)? {
        cellForRow(at: indexPath)
    }
}
#endif
