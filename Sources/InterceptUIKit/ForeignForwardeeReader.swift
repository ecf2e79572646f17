#if canImport(UIKit)
import Foundation
@_spi(Platform) import Intercept

/// Reads what another library's delegate proxy forwards to, for the core's chain walks (D8,
/// ``Intercept/ForeignForwarding``). Translation only: RxCocoa's `_RXDelegateProxy`
/// declares `@property (nonatomic, weak, readonly) id _forwardToDelegate;` in its public header
/// (`_RXDelegateProxy.h`), so an object that answers that selector is read through it. Proxies
/// that keep their forwardee in an undeclared instance variable (IGListKit's `IGListAdapterProxy`,
/// an `NSProxy`; Texture's `ASDelegateProxy`) are not read: the coexistence report lists them as
/// opaque forwarders (Q1).
enum ForeignForwardeeReader {
    private static let forwardToDelegate = NSSelectorFromString("_forwardToDelegate")

    @MainActor private static var isInstalled = false

    /// Installs the reader in the core, once: from the hooks' `install` and from the explicit
    /// entry points (`setDelegate(_:interceptedBy:)`), so an app that forbids swizzling has it
    /// too (D8).
    @MainActor
    static func install() {
        guard !isInstalled else { return }
        isInstalled = true
        ForeignForwarding.use(read)
    }

    @MainActor
    private static func read(_ object: AnyObject) -> AnyObject? {
        guard let object = object as? NSObject, object.responds(to: forwardToDelegate) else { return nil }
        return object.perform(forwardToDelegate)?.takeUnretainedValue()
    }
}
#endif
