@_spi(Platform) import Intercept

/// A list host's `delegate` property with UIKit's mechanics: the weak storage and its cached
/// answers, the lazily created slot, the (modeled) swizzled accessors, and teardown.
@MainActor
final class HookedDelegateProperty<Proxy: DelegateProxy & MessageForwarding> where Proxy.ForwardedDelegate == Proxy.Delegate {
    let storage: CachedDelegateStorage<Proxy>
    private(set) var slot: DelegateSlot<Proxy>?
    var hooks: DelegateAccessorHooks? = .standard

    init(selectors: [DelegateSelector]) {
        storage = CachedDelegateStorage(selectors: selectors)
    }

    /// The slot, created on first access (an associated object on UIKit).
    var slotCreatingIfNeeded: DelegateSlot<Proxy> {
        if let slot { return slot }
        let created = DelegateSlot<Proxy>()
        slot = created
        return created
    }

    /// UIKit's original setter (``CachedDelegateStorage/store(_:ownProxy:)``).
    func store(_ value: Proxy.Delegate?) {
        storage.store(value, ownProxy: slot?.proxy)
    }

    /// The getter: hooked, the business delegate; unhooked, what is stored.
    var delegate: Proxy.Delegate? {
        hooks == nil ? storage.stored : DelegateSlot<Proxy>.delegateToReport(stored: storage.stored)
    }

    /// The setter: hooked, the core decides what is stored; unhooked, `newValue` is.
    func assign<Host: DelegateHost>(_ newValue: Proxy.Delegate?, on host: Host) where Host.DelegateProxyType == Proxy {
        guard let hooks else { return store(newValue) }
        host.apply(Interception.hookedAssignment(newValue, on: host, autoIntercepting: hooks.interception))
    }

    /// UIKit's `dealloc` assigns `nil` to the host's delegate through the (hooked) setter. Any
    /// slot or proxy created then is recorded as a fault: on UIKit the proxy would take a weak
    /// reference to the host being deallocated, a fatal error (F4).
    func tearDown<Host: DelegateHost>(_ host: Host) where Host.DelegateProxyType == Proxy {
        let hadSlot = slot != nil
        let hadProxy = slot?.proxy != nil
        assign(nil, on: host)
        if (!hadSlot && slot != nil) || (!hadProxy && slot?.proxy != nil) {
            PlatformFaults.record(.interceptionDuringTeardown(hostType: String(describing: Host.self)))
        }
    }
}
