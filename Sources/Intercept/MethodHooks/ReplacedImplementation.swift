/// The implementation an Intercept hook replaced, which each call of the hook runs next (F14).
///
/// A hook never messages a renamed selector (the old `intercept_viewDidAppear:` style): a
/// forwarding-based hooker (Aspects, JSPatch) that routed the method through `_objc_msgForward`
/// before Intercept would receive the renamed selector, find nothing, and the app would die with
/// "unrecognized selector". The hook calls this implementation directly, with the method's
/// original selector, as Datadog's `MethodSwizzler` and RSSwizzle do.
@_spi(Platform) public enum ReplacedImplementation<Implementation: Equatable>: Equatable {
    /// The class defined the method: its implementation when the hook was installed (which may be
    /// another hooker's, or the forwarding entry point of a forwarding-based hooker).
    case own(Implementation)
    /// The class only inherited the method, so the hook was added as an override: each call runs
    /// the superclass's implementation as it is at that moment, so a hook installed on the
    /// superclass later (by anyone) still runs, as it would without Intercept.
    case inherited
}
