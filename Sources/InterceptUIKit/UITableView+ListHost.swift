#if canImport(UIKit)
import Foundation
@_spi(Platform) import Intercept
import UIKit

/// `UITableView` as a list host; what it shares with `UICollectionView` is in
/// `UIScrollView+DelegateHost.swift` and ``ListDelegateHooks``.
extension UIKit.UITableView: Intercept.DelegateHost, Intercept.ListHost {
    /// Intercept's proxy for the table's delegate.
    public typealias DelegateProxyType = UITableViewDelegateProxy

    /// The cell on screen at `indexPath`.
    public func cellNode(at indexPath: IndexPath) -> (any ViewNode)? { cellForRow(at: indexPath) }

    /// The explicit, swizzle-free way: sets the table's delegate with Intercept's proxy in
    /// front of it, writing UIKit's storage directly, so it works the same with or without the
    /// hooks (F2). Without the hooks, reading `delegate` back returns the proxy.
    public func setDelegate(_ delegate: (any UITableViewDelegate)?, interceptedBy interception: Interception) throws(InterceptionError) {
        ForeignForwardeeReader.install()  // another library's proxy is seen through (D8)
        try interception.setDelegate(delegate, on: self)
    }
}
#endif
