/// An object with a delegate property that Intercept can stand in front of.
///
/// The headless table and collection views adopt it, the UIKit adapter makes `UITableView` and
/// `UICollectionView` adopt it, and an app adopts it for its own hosts (D10).
@MainActor
public protocol DelegateHost: AnyObject {
    /// The proxy type that stands in for this host's delegate protocol.
    associatedtype DelegateProxyType: DelegateProxy

    /// The interception state of the host's delegate property.
    var delegateSlot: DelegateSlot<DelegateProxyType> { get }

    /// The business delegate, as the app reads it (never the proxy, D11).
    var delegate: DelegateProxyType.Delegate? { get }
}
