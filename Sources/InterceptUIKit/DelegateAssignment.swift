#if canImport(UIKit)
import Intercept
import UIKit

/// What the hooked `delegate` setters and getters of UIKit's list hosts do, once for all of them.
@MainActor
enum DelegateAssignment {
    private static let isAssigning = AssociatedStorage(defaultValue: false)

    /// The hooked setter: applies the core's slot rules (no nesting, re-targeting, foreign
    /// proxies) behind a per-host re-entrancy guard, then gives UIKit the proxy, after clearing the
    /// delegate so that UIKit asks `responds(to:)` again for the new business delegate.
    static func assign<Host: DelegateHost>(
        _ newValue: Host.DelegateProxyType.Delegate?, on host: Host,
        setOriginal: (Host.DelegateProxyType.Delegate?) -> Void
    ) {
        guard let interception = UIKitHooks.interception, interception.isEnabled(.lists), !isAssigning.value(on: host) else {
            return setOriginal(newValue)
        }
        isAssigning.set(true, on: host)
        defer { isAssigning.set(false, on: host) }
        if (try? interception.intercept(host)) == nil { return setOriginal(newValue) }
        let business = host.delegateSlot.assign(newValue)
        setOriginal(nil)
        setOriginal(host.delegateSlot.frontProxy?.asDelegate ?? business)
    }

    /// The hooked getter: the business delegate when our proxy stands in front, what UIKit holds
    /// otherwise (D11).
    static func read<Proxy: DelegateProxy>(slot: DelegateSlot<Proxy>?, getOriginal: () -> Proxy.Delegate?) -> Proxy.Delegate? {
        if let proxy = slot?.frontProxy { return proxy.forwardee }
        return getOriginal()
    }

    /// The explicit, swizzle-free way to set a host's delegate with Intercept's proxy in front.
    static func assignExplicitly<Host: DelegateHost>(
        _ newValue: Host.DelegateProxyType.Delegate?, on host: Host, interception: Interception,
        setOriginal: (Host.DelegateProxyType.Delegate?) -> Void
    ) throws(InterceptionError) {
        try interception.intercept(host)
        let business = host.delegateSlot.assign(newValue)
        setOriginal(nil)
        setOriginal(host.delegateSlot.frontProxy?.asDelegate ?? business)
    }
}
#endif
