#if canImport(UIKit)
import Intercept
import UIKit

extension UICollectionView {
    /// The swizzled `delegate` setter; after the exchange, calling this name runs UIKit's setter.
    @objc dynamic func intercept_setDelegate(_ newValue: (any UICollectionViewDelegate)?) {
        DelegateAssignment.assign(newValue, on: self) { intercept_setDelegate($0) }
    }

    /// The swizzled `delegate` getter: the business delegate, never the proxy (D11).
    @objc dynamic func intercept_delegate() -> (any UICollectionViewDelegate)? {
        DelegateAssignment.read(slot: existingDelegateSlot) { intercept_delegate() }
    }

    /// The explicit, swizzle-free way: sets the collection view's delegate with Intercept's proxy in front
    /// of it. Without the hooks, reading `delegate` back returns the proxy.
    public func setDelegate(_ delegate: (any UICollectionViewDelegate)?, interceptedBy interception: Interception) throws(InterceptionError) {
        try DelegateAssignment.assignExplicitly(delegate, on: self, interception: interception) { self.delegate = $0 }
    }
}
#endif
