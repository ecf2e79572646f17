@_spi(Platform) import Intercept

/// The headless counterpart of a platform method whose implementation was replaced by a hook
/// (`method_setImplementation` on UIKit): callable from any thread, as every Objective-C
/// method is, a call runs the hook, which is handed the implementation it replaced to call. How
/// hooks are installed beside other hookers is modelled by `RuntimeMethodHook` (F14).
///
/// UIKit's own methods carry no actor isolation: an app or a library can set a view's frame or
/// create a recognizer on a background queue, and UIKit tolerates some of it. Tests use this to
/// drive such calls through a hook written as the UIKit adapter's are (F5).
@_spi(Platform) public final class HookedMethod<Argument: Sendable>: Sendable {
    private let implementation: @Sendable (Argument) -> Void
    private let hook: @Sendable (Argument, _ original: (Argument) -> Void) -> Void

    /// A method whose platform implementation is `implementation`, replaced by `hook`.
    public init(
        implementation: @escaping @Sendable (Argument) -> Void,
        hook: @escaping @Sendable (Argument, _ original: (Argument) -> Void) -> Void
    ) {
        self.implementation = implementation
        self.hook = hook
    }

    /// Calls the method, from whatever thread the caller is on.
    public func callAsFunction(_ argument: Argument) {
        hook(argument, implementation)
    }
}
