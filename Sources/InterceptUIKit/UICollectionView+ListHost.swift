#if canImport(UIKit)
import Foundation
@_spi(Platform) import Intercept
import UIKit

/// `UICollectionView` as a list host; what it shares with `UITableView` is in
/// `UIScrollView+DelegateHost.swift` and ``ListDelegateHooks``.
extension UIKit.UICollectionView: Intercept.DelegateHost, Intercept.ListHost {
    /// Intercept's proxy for the collection view's delegate.
    public typealias DelegateProxyType = UICollectionViewDelegateProxy

    /// The cell on screen at `indexPath`.
    public func cellNode(at indexPath: IndexPath) -> (any ViewNode)? { cellForItem(at: indexPath) }

    /// The explicit, swizzle-free way: sets the collection view's delegate with Intercept's proxy in
    /// front of it, writing UIKit's storage directly, so it works the same with or without the
    /// hooks (F2). Without the hooks, reading `delegate` back returns the proxy.
    public func setDelegate(_ delegate: (any UICollectionViewDelegate)?, interceptedBy interception: Interception) throws(InterceptionError) {
        ForeignForwardeeReader.install()  // another library's proxy is seen through (D8)
        try interception.setDelegate(delegate, on: self)
    }
}
#endif
