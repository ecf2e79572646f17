/// What another library's proxy forwards to, when it does not adopt ``DelegateForwarding`` and
/// the platform can read it all the same (D8).
///
/// RxCocoa's `_RXDelegateProxy`, IGListKit's and Texture's proxies are Objective-C objects that
/// know nothing of Intercept. When one of them wraps Intercept's proxy (it read the host's storage
/// while the getter was not hooked) and is then assigned as the delegate, the slot must see that
/// it already forwards into ours (D8): putting ours in front of it would make ours -> theirs ->
/// ours, a forwarding loop that overflows the stack on the first delegate message. The platform
/// installs a reader of such proxies' forwardee (on UIKit, RxCocoa's declared `_forwardToDelegate`);
/// every walk along a chain of proxies follows ``DelegateForwarding/forwardingTarget`` first,
/// then this reader.
@MainActor
@_spi(Platform) public enum ForeignForwarding {
    /// Reads the object a foreign proxy forwards to; `nil` when it is not one or cannot be read.
    @_spi(Platform) public typealias Reader = @MainActor (AnyObject) -> AnyObject?

    private static var reader: Reader?

    /// Installs the platform's reader (idempotent).
    @_spi(Platform) public static func use(_ reader: @escaping Reader) {
        Self.reader = reader
    }

    /// The object `object` forwards to, as the platform reads it.
    static func next(of object: AnyObject) -> AnyObject? {
        reader?(object)
    }
}
