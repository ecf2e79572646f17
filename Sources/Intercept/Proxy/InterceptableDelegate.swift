/// A delegate property of the app's own host, interceptable: the slot, the weak storage, the
/// getter that hides the proxy, and the object the host calls, in one object (D16).
///
/// A host declares it with one line, `@Interceptable<PlayerDelegateProxy> var delegate`, which
/// keeps an instance of this class as the property's projected value (`$delegate`). The host calls
/// its delegate through ``target``; the app assigns and reads `delegate` as any property; an
/// interception installs on `player.$delegate`:
///
/// ```swift
/// try interception.intercept(player.$delegate)
/// ```
///
/// It behaves as the built-in hosts do, by the same core decisions (``DelegateSlot``): one proxy
/// however often it is installed (D5), re-targeted by an assignment (D6), a proxy assigned to it
/// unwrapped (D5), another library's proxy in front kept (D8), the business delegate stored again
/// on uninstall (D9, F1), the proxy never returned by the getter (D11), the explicit API
/// (``Interception/setDelegate(_:on:)``) the same as an assignment (F2), nothing held strongly but
/// the proxy (D4). A business delegate that was released behaves exactly as `nil`: ``target`` is
/// then `nil`, so the host's own defaults apply (D12).
@MainActor
public final class InterceptableDelegate<Proxy: DelegateProxy>: DelegateHost {
    public typealias DelegateProxyType = Proxy

    /// The weak storage: a proxy no interception installed, used only for its weak `forwardee`
    /// (generic code cannot declare a weak reference to a protocol's existential). It holds what
    /// the host calls: the business delegate, or Intercept's proxy while it stands in front.
    @usableFromInline
    let storage: Proxy
    /// The host's own proxy while the storage holds it: held strongly (the slot owns it anyway), so
    /// dispatch reaches it without a second weak load.
    @usableFromInline
    @exclusivity(unchecked) var ownProxy: Proxy?
    private var slot: DelegateSlot<Proxy>?
    /// The type of the object that declares the property, for events and reports.
    var ownerType: Any.Type?

    /// Creates an empty delegate property.
    public init() {
        storage = Proxy(context: DelegateProxyContext(unattachedTo: nil))
    }

    /// The business delegate, as the app reads it: never Intercept's proxy (D11).
    public var delegate: Proxy.Delegate? {
        get { DelegateSlot<Proxy>.delegateToReport(stored: storage.forwardee) }
        set { apply(Interception.hookedAssignment(newValue, on: self, autoIntercepting: nil)) }
    }

    /// What the host calls: Intercept's proxy while it stands in front of a live business
    /// delegate, else the business delegate (or another library's proxy) as assigned, and `nil`
    /// once that is gone, exactly as for a `nil` delegate.
    @inlinable
    public var target: Proxy.Delegate? {
        if let proxy = ownProxy {
            return proxy.forwardee == nil ? nil : proxy.asDelegate
        }
        return storage.forwardee
    }

    // MARK: DelegateHost

    /// The slot, created on first access.
    public var delegateSlot: DelegateSlot<Proxy> {
        if let slot { return slot }
        let created = DelegateSlot<Proxy>()
        slot = created
        return created
    }

    /// The slot if one was created; reading it creates nothing.
    public var existingDelegateSlot: DelegateSlot<Proxy>? { slot }

    /// Stores what the core decided (F1).
    public func storeDelegate(_ value: Proxy.Delegate?) {
        storage.forwardee = value
        if let value, let proxy = slot?.proxy, (value as AnyObject) === proxy {
            ownProxy = proxy
        } else {
            ownProxy = nil
        }
    }

    /// The type of the object that declares the property, learned when the app first reads or
    /// writes `delegate` (this class's own type before that).
    public var hostType: Any.Type { ownerType ?? Self.self }
}
