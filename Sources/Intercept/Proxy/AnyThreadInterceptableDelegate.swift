/// The delegate property of a host that calls its delegate on any thread (D17): the same
/// decisions as ``InterceptableDelegate`` (assignment, install and uninstall on the main actor), and
/// a ``target`` the host reads on whatever thread it calls from.
///
/// Declared with `@InterceptableFromAnyThread<DownloadDelegateProxy> var delegate`.
@MainActor
public final class AnyThreadInterceptableDelegate<Proxy: AnyThreadDelegateProxy>: DelegateHost {
    public typealias DelegateProxyType = Proxy

    /// The weak storage (a proxy no interception installed, whose `forwardee` is locked).
    @usableFromInline
    let storage: Proxy
    /// Guards ``ownProxy``.
    @usableFromInline
    let lock = DelegateProxyLock()
    /// The host's own proxy while the storage holds it, for dispatch without a second weak load.
    @usableFromInline
    @exclusivity(unchecked) nonisolated(unsafe) var ownProxy: Proxy?
    /// The type of the object that declares the property, noted on the main actor.
    var ownerType: Any.Type?
    private var slot: DelegateSlot<Proxy>?

    /// Creates an empty delegate property.
    public init() {
        storage = Proxy(context: DelegateProxyContext(unattachedTo: nil))
    }

    /// The business delegate, as the app reads it: never Intercept's proxy (D11).
    public var delegate: Proxy.Delegate? {
        get { DelegateSlot<Proxy>.delegateToReport(stored: storage.forwardee) }
        set { apply(Interception.hookedAssignment(newValue, on: self, autoIntercepting: nil)) }
    }

    /// What the host calls, from any thread: Intercept's proxy while it stands in front of a live
    /// business delegate, else what was assigned, and `nil` once that is gone.
    @inlinable
    public nonisolated var target: Proxy.Delegate? {
        if let proxy = lock.withLock({ ownProxy }) {
            return proxy.forwardeeFromAnyThread == nil ? nil : proxy.delegateFromAnyThread
        }
        return storage.forwardeeFromAnyThread
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
        let own: Proxy? = if let value, let proxy = slot?.proxy, (value as AnyObject) === proxy { proxy } else { nil }
        lock.withLock { ownProxy = own }
    }

    /// The type of the object that declares the property, learned when the app first reads or
    /// writes `delegate` (this class's own type before that).
    public var hostType: Any.Type { ownerType ?? Self.self }
}

/// Declares the delegate property of a host that calls its delegate on any thread (D17), in one
/// line: `@InterceptableFromAnyThread<DownloadDelegateProxy> var delegate`.
///
/// The host is a main-actor object, as UI hosts and most controllers are: the app assigns and
/// reads `delegate` there. The work that calls the delegate takes `$delegate` along (it is
/// `Sendable`) and calls `$delegate.target` on whatever queue it runs.
@MainActor
@propertyWrapper
public struct InterceptableFromAnyThread<Proxy: AnyThreadDelegateProxy> {
    private let property = AnyThreadInterceptableDelegate<Proxy>()

    /// An empty delegate property.
    public init() {}

    /// Reached only through the enclosing class (see the subscript).
    @available(*, unavailable, message: "@InterceptableFromAnyThread declares a property of a class")
    public var wrappedValue: Proxy.Delegate? {
        get { fatalError("@InterceptableFromAnyThread declares a property of a class") }
        // swiftlint:disable:next unused_setter_value
        set { fatalError("@InterceptableFromAnyThread declares a property of a class") }
    }

    /// The interceptable property itself, `$delegate`: a plain stored reference, so the host's
    /// dispatch (`$delegate.target`) costs no key-path projection.
    public var projectedValue: AnyThreadInterceptableDelegate<Proxy> { property }

    /// The delegate, as the app reads and writes it.
    public static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Proxy.Delegate?>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
    ) -> Proxy.Delegate? {
        get { owner[keyPath: storageKeyPath].property(of: Owner.self).delegate }
        set { owner[keyPath: storageKeyPath].property(of: Owner.self).delegate = newValue }
    }

    private func property(of owner: Any.Type) -> AnyThreadInterceptableDelegate<Proxy> {
        if property.ownerType == nil { property.ownerType = owner }
        return property
    }
}
