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
    public static func isOpaqueForwarder(isProxy: Bool, forwardingOverrideImages: [String?]) -> Bool {
        isProxy || forwardingOverrideImages.contains { !isSystemImage($0) }
    }

    /// Whether `path` is an operating system image (UIKit, Foundation, libobjc), on a device or
    /// under the simulator's runtime root. An unknown image is not.
    public static func isSystemImage(_ path: String?) -> Bool {
        guard let path else { return false }
        return path.hasPrefix("/System/Library/") || path.hasPrefix("/usr/lib/")
            || path.contains("/RuntimeRoot/System/Library/") || path.contains("/RuntimeRoot/usr/lib/")
    }
}
