@_spi(Platform) import Intercept

/// The headless model of the UIKit adapter's swizzled `delegate` setter and getter on list hosts
/// (`UIKitHooks.install(for:)`).
///
/// With hooks (the default, ``standard``), a host's `delegate` setter asks the core what its
/// storage receives (`Interception.hookedAssignment(_:on:autoIntercepting:)`) and its
/// getter reports the business delegate in place of Intercept's proxy (D11). Without hooks
/// (`nil`), the setter stores what it is given and the getter returns what is stored, as UIKit's
/// own accessors do: only the explicit API (`setDelegate(_:interceptedBy:)`) and
/// `Interception.intercept(_:)` then put the proxy in front (F2).
///
/// On UIKit the hooks are process-wide; here each host carries its own, so that tests running in
/// parallel can install and remove them independently.
@_spi(Platform) public struct DelegateAccessorHooks {
    /// The interception the hooked setter installs on a host whenever a delegate is assigned to
    /// it and it is not intercepted yet, as `UIKitHooks.install(for:)` does; weak.
    public weak var interception: Interception?

    /// Hooks that install interception on every host they see a delegate assigned to.
    public init(autoIntercepting interception: Interception?) {
        self.interception = interception
    }

    /// Hooks that keep an installed proxy in front and hidden, and install nothing on their own:
    /// what every headless list host has unless a test changes it.
    public static var standard: DelegateAccessorHooks { DelegateAccessorHooks(autoIntercepting: nil) }
}
