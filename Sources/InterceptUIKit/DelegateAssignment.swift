#if canImport(UIKit)
import Intercept
import UIKit

/// What the hooked `delegate` setters and getters of UIKit's list hosts do, once for all of them.
///
/// Nothing is decided here: the setter applies
/// ``Intercept/Interception/hookedAssignment(_:on:autoIntercepting:)`` with UIKit's original
/// setter (``Intercept/DelegateHost/apply(_:)``), and the getter reports
/// ``Intercept/DelegateSlot/delegateToReport(stored:)`` for what UIKit's original getter holds.
/// The hooks call these only on the main thread (`PlatformHook`); off it they pass straight
/// through (F5).
@MainActor
enum DelegateAssignment {
    /// The hooked setter's work.
    static func assign<Host: DelegateHost>(_ newValue: Host.DelegateProxyType.Delegate?, on host: Host) {
        host.apply(Interception.hookedAssignment(newValue, on: host, autoIntercepting: UIKitHooks.interception))
    }

    /// The hooked getter's work: the business delegate in place of our proxy (D11).
    static func report<Proxy: DelegateProxy>(stored: Proxy.Delegate?, for _: Proxy.Type) -> Proxy.Delegate? {
        DelegateSlot<Proxy>.delegateToReport(stored: stored)
    }
}
#endif
