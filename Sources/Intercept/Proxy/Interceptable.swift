/// Declares a host's delegate property as interceptable, in one line (D16):
///
/// ```swift
/// @MainActor
/// final class Player {
///     @Interceptable<PlayerDelegateProxy> var delegate
///
///     func play(_ item: Int) -> Bool {
///         guard $delegate.target?.player(self, shouldPlay: item) ?? true else { return false }
///         $delegate.target?.player(self, didFinish: item)
///         return true
///     }
/// }
/// ```
///
/// `delegate` reads and writes like any weak delegate property and never returns the proxy;
/// `$delegate` is the ``InterceptableDelegate`` an interception installs on
/// (`interception.intercept(player.$delegate)`) and whose `target` the
/// host calls. Only classes can declare it: a host is an object.
///
/// A delegate protocol called on any thread (D17) is declared the same way, or as
/// `@InterceptableFromAnyThread<DownloadDelegateProxy> var delegate`, which says so: the host is
/// a main-actor object (the app assigns and reads `delegate` there), and the work that calls the
/// delegate takes `$delegate` along (it is `Sendable`) and calls `$delegate.target` on whatever
/// queue it runs.
@MainActor
@propertyWrapper
public struct Interceptable<Proxy: DelegateProxy> {
    private let property = InterceptableDelegate<Proxy>()

    /// An empty delegate property.
    public init() {}

    /// Reached only through the enclosing class (see the subscript).
    @available(*, unavailable, message: "@Interceptable declares a property of a class")
    public var wrappedValue: Proxy.Delegate? {
        get { fatalError("@Interceptable declares a property of a class") }
        // swiftlint:disable:next unused_setter_value
        set { fatalError("@Interceptable declares a property of a class") }
    }

    /// The interceptable property itself, `$delegate`: a plain stored reference, so the host's
    /// dispatch (`$delegate.target`) costs no key-path projection.
    public var projectedValue: InterceptableDelegate<Proxy> { property }

    /// The delegate, as the app reads and writes it.
    public static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<Owner, Proxy.Delegate?>,
        storage storageKeyPath: ReferenceWritableKeyPath<Owner, Self>
    ) -> Proxy.Delegate? {
        get { owner[keyPath: storageKeyPath].property(of: Owner.self).delegate }
        set { owner[keyPath: storageKeyPath].property(of: Owner.self).delegate = newValue }
    }

    @inline(__always)
    private func property(of owner: Any.Type) -> InterceptableDelegate<Proxy> {
        if property.ownerType == nil { property.ownerType = owner }
        return property
    }
}

/// ``Interceptable`` for a delegate protocol called on any thread (D17), whose proxy is an
/// ``AnyThreadDelegateProxy``: `@InterceptableFromAnyThread<DownloadDelegateProxy> var delegate`.
public typealias InterceptableFromAnyThread<Proxy: AnyThreadDelegateProxy> = Interceptable<Proxy>
