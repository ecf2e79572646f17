/// A delegate property of the app's own host, interceptable: the slot, the weak storage, the
/// getter that hides the proxy, and what the host calls, in one object (D16).
///
/// A host declares it with one line, `@Interceptable<PlayerDelegateProxy> var delegate`, which
/// keeps an instance of this class as the property's projected value (`$delegate`). The host calls
/// its delegate through `target`; the app assigns and reads `delegate` as any property; an
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
/// the proxy (D4). A business delegate that was released behaves exactly as `nil`: `target` is
/// then `nil`, so the host's own defaults apply (D12).
///
/// The same class serves a delegate protocol called on any thread (D17, a `Sendable` proxy,
/// ``AnyThreadDelegateProxy``): its `target` is then readable on any thread, and what it reads
/// is written under a lock.
///
/// How a call stays as cheap as on a host never intercepted: the weak storage always holds the
/// business delegate (or another library's proxy), and our proxy, while it stands in front, is
/// held strongly beside it. A call loads the business delegate once (the liveness check of D12
/// and the call's strong reference are the same load) and hands it with the proxy to
/// ``DelegateProxy/target(calling:through:)``.
@MainActor
public final class InterceptableDelegate<Proxy: DelegateProxy>: DelegateHost {
    public typealias DelegateProxyType = Proxy

    /// The weak storage: a proxy no interception installed, used only for its weak `forwardee`
    /// (generic code cannot declare a weak reference to a protocol's existential). It holds the
    /// business delegate, or another library's proxy as assigned; never ours.
    @usableFromInline
    nonisolated(unsafe) let storage: Proxy
    /// Our proxy while it stands in front of the business delegate: held strongly (the slot owns it
    /// anyway), so a call reaches it without a weak load. Written on the main actor under ``lock``.
    @usableFromInline
    @exclusivity(unchecked) nonisolated(unsafe) var frontProxy: Proxy?
    /// Guards ``storage`` and ``frontProxy`` for readers off the main actor (D17).
    @usableFromInline
    let lock = DelegateProxyLock()
    private var slot: DelegateSlot<Proxy>?
    /// The type of the object that declares the property, for events and reports.
    var ownerType: Any.Type?

    /// Creates an empty delegate property.
    public init() {
        storage = Proxy(context: DelegateProxyContext(unattachedTo: nil))
    }

    /// The business delegate, as the app reads it: never Intercept's proxy (D11).
    public var delegate: Proxy.Delegate? {
        get { reportedStandIn ?? DelegateSlot<Proxy>.delegateToReport(stored: storedDelegate) }
        set { apply(Interception.hookedAssignment(newValue, on: self, autoIntercepting: nil)) }
    }

    /// What the getter reports in place of the business delegate while the conformance kit runs
    /// one of the host's own actions: a stand-in spy, which a call made through `delegate` reaches
    /// and a call through `target` does not (D18). `nil` otherwise. Not part of the public API.
    @_spi(InterceptTesting) public var reportedStandIn: Proxy.Delegate?

    /// What the host's storage holds, as UIKit's would (F1): Intercept's proxy while it stands in
    /// front, else what was assigned (another library's proxy included).
    public var storedDelegate: Proxy.Delegate? {
        frontProxy?.asDelegate ?? storage.forwardee
    }

    /// What the host calls: `nil` when there is no live delegate, exactly as for a `nil` one (D12);
    /// else the proxy's ``DelegateProxy/CallTarget`` for the business delegate (Intercept's proxy
    /// standing in front of it, for a hand-written proxy), or what was assigned.
    @inlinable
    public var target: Proxy.CallTarget? {
        guard let delegate = storage.forwardee else { return nil }
        return Proxy.target(calling: delegate, through: frontProxy)
    }

    /// What a call reaches, as an object: the `target`'s delegate, or our proxy while it stands
    /// in front of a live business delegate. For tests and the conformance kit.
    public var targetObject: AnyObject? {
        guard let delegate = storage.forwardee else { return nil }
        return frontProxy ?? (delegate as AnyObject)
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

    /// Stores what the core decided (F1): our proxy is kept strongly, its business delegate in the
    /// weak storage; anything else in the weak storage.
    public func storeDelegate(_ value: Proxy.Delegate?) {
        let front: Proxy? = if let value, let proxy = slot?.proxy, (value as AnyObject) === proxy { proxy } else { nil }
        let stored = front.map { $0.forwardee } ?? value
        lock.withLock {
            frontProxy = front
            storage.forwardee = stored
        }
    }

    /// The type of the object that declares the property, learned when the app first reads or
    /// writes `delegate` (this class's own type before that).
    public var hostType: Any.Type { ownerType ?? Self.self }
}

extension InterceptableDelegate where Proxy: AnyThreadDelegateProxy {
    /// What the host calls, from any thread (D17): as the main actor's `target`, read under the
    /// property's lock.
    @inlinable
    public nonisolated var target: Proxy.CallTarget? {
        let (delegate, front) = lock.withLock { (storage.forwardeeFromAnyThread, frontProxy) }
        guard let delegate else { return nil }
        return Proxy.targetFromAnyThread(calling: delegate, through: front)
    }
}

/// The delegate property of a host that calls its delegate on any thread (D17): an
/// ``InterceptableDelegate`` whose proxy is an ``AnyThreadDelegateProxy``.
public typealias AnyThreadInterceptableDelegate<Proxy: AnyThreadDelegateProxy> = InterceptableDelegate<Proxy>
