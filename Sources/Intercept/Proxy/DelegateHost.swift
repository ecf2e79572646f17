/// An object with a delegate property that Intercept can stand in front of.
///
/// The headless table and collection views adopt it, the UIKit adapter makes `UITableView` and
/// `UICollectionView` adopt it, and an app adopts it for its own hosts (D10).
///
/// The host is modeled on UIKit's: it keeps one weak delegate storage, written only by
/// ``storeDelegate(_:)`` (UIKit's original setter), and it calls whatever that storage holds,
/// which is Intercept's proxy while the host is intercepted. Its public `delegate` setter asks
/// the core what to store (``DelegateSlot/assign(_:)``, or
/// ``Interception/hookedAssignment(_:on:autoIntercepting:)`` for a hooked setter) and applies the
/// answer with ``apply(_:)``; its getter reports the business delegate
/// (``DelegateSlot/delegateToReport(stored:)``).
@MainActor
public protocol DelegateHost: AnyObject {
    /// The proxy type that stands in for this host's delegate protocol.
    associatedtype DelegateProxyType: DelegateProxy

    /// The interception state of the host's delegate property, created on first access.
    var delegateSlot: DelegateSlot<DelegateProxyType> { get }

    /// The slot if one was ever created; reading it creates nothing (F4: a host being torn down
    /// must not get a slot, nor a proxy).
    var existingDelegateSlot: DelegateSlot<DelegateProxyType>? { get }

    /// The business delegate, as the app reads it (never the proxy, D11).
    var delegate: DelegateProxyType.Delegate? { get }

    /// Gives the host's own storage `value`, bypassing interception: UIKit's original setter,
    /// which stores it weakly and caches which optional methods it implements. Intercept calls it
    /// to apply a ``DelegateStorageDecision``; apps never need to.
    func storeDelegate(_ value: DelegateProxyType.Delegate?)

    /// The type events and reports name the host by: its class by default; an
    /// ``InterceptableDelegate`` gives the type of the object that declares it.
    var hostType: Any.Type { get }
}

extension DelegateHost {
    /// The host's class.
    public var hostType: Any.Type { type(of: self) }

    /// Hosts that create their slot with themselves have it at all times.
    public var existingDelegateSlot: DelegateSlot<DelegateProxyType>? { delegateSlot }
}
