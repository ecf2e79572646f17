extension CoexistenceReport {
    /// Whether an object that does not adopt ``DelegateForwarding`` is another library's proxy
    /// hiding its forwardee, from what the platform read about it (Q1).
    ///
    /// An `NSProxy` is one. So is an object whose class overrides the runtime's forwarding
    /// (`forwardingTarget(for:)`, `forwardInvocation:`) with code from outside the operating
    /// system: some system classes forward for their own reasons, and they are not a library's
    /// proxy. The platform reads; the decision is made here, the same everywhere.
    ///
    /// - Parameters:
    ///   - isProxy: Whether the object is a runtime proxy (`isProxy()` on Apple platforms).
    ///   - forwardingOverrideImages: The paths of the images providing the object's class's
    ///     overrides of the forwarding methods (`nil` for one whose image cannot be told); empty
    ///     when it overrides none.
    @_spi(Platform) public static func isOpaqueForwarder(isProxy: Bool, forwardingOverrideImages: [String?]) -> Bool {
        isProxy || forwardingOverrideImages.contains { !isSystemImage($0) }
    }

    /// Whether `path` is an operating system image (UIKit, Foundation, libobjc), on a device or
    /// under the simulator's runtime root. An unknown image is not.
    static func isSystemImage(_ path: String?) -> Bool {
        guard let path else { return false }
        return path.hasPrefix("/System/Library/") || path.hasPrefix("/usr/lib/")
            || path.contains("/RuntimeRoot/System/Library/") || path.contains("/RuntimeRoot/usr/lib/")
    }
}

extension CoexistenceReport {
    /// The conflict when the class `proxy`'s messages are dispatched on (`runtimeClass`, as the
    /// platform reads it: `object_getClass` on UIKit) is not the proxy's own class (Q1):
    /// another library isa-swizzled it (``Conflict/Kind/proxyClassReplaced``). Sensors Analytics
    /// does so to the object a list's `setDelegate:` receives when its hook runs after
    /// Intercept's, and its `tableView:didSelectRowAtIndexPath:` then calls the delegate the
    /// list's getter reports, the app's, so Intercept's proxy never hears the selection. A
    /// subclass whose maker calls through to the class it was made from (key-value observing's,
    /// RxCocoa's, Aspects', ReactiveCocoa's, by name: ``TypeNames/isRuntimeSubclass(named:)``) is
    /// no conflict.
    @MainActor
    static func replacedClassConflict<Proxy: DelegateProxy>(of proxy: Proxy, runtimeClass: AnyClass) -> Conflict? {
        guard ObjectIdentifier(runtimeClass) != ObjectIdentifier(Proxy.self) else { return nil }
        let name = String(describing: runtimeClass)
        guard !TypeNames.isRuntimeSubclass(named: name) else { return nil }
        return Conflict(
            kind: .proxyClassReplaced,
            detail: "Intercept's \(TypeNames.name(of: Proxy.self)) now has the class \(name), set at run time by another library:"
                + " if that library calls the delegate the host reports instead of the proxy (Sensors Analytics' list hooks do),"
                + " selections are not reported; installing Intercept's hooks before starting that library hands it the app's delegate instead")
    }
}
