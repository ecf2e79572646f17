#if canImport(UIKit)
import Intercept
import UIKit

extension UICollectionView {
    /// The swizzled `delegate` setter; after the exchange, calling this name runs UIKit's setter.
    /// Off the main thread it passes straight through (F5); on it, the core decides what UIKit
    /// stores (F1, F4, D5-D8).
    @objc dynamic nonisolated func intercept_setDelegate(_ newValue: (any UICollectionViewDelegate)?) {
        guard PlatformHook.mayIntercept else { return intercept_setDelegate(newValue) }
        PlatformHook.intercept(with: newValue) { DelegateAssignment.assign($0, on: self) }
    }

    /// The swizzled `delegate` getter: the business delegate, never the proxy (D11). Off the
    /// main thread it returns what UIKit holds.
    @objc dynamic nonisolated func intercept_delegate() -> (any UICollectionViewDelegate)? {
        let stored = intercept_delegate()
        nonisolated(unsafe) var reported = stored
        PlatformHook.intercept(with: stored) { reported = DelegateAssignment.report(stored: $0, for: UICollectionViewDelegateProxy.self) }
        return reported
    }

    /// The explicit, swizzle-free way: sets the collection view's delegate with Intercept's proxy in
    /// front of it, writing UIKit's storage directly, so it works the same with or without the
    /// hooks (F2). Without the hooks, reading `delegate` back returns the proxy.
    public func setDelegate(_ delegate: (any UICollectionViewDelegate)?, interceptedBy interception: Interception) throws(InterceptionError) {
        try interception.setDelegate(delegate, on: self)
    }
}
#endif
