@_spi(Platform) import Intercept

/// Intercept's hook on a method of the headless runtime, built exactly as the UIKit adapter
/// builds its hooks (F14): the record (`InstalledMethodHook`) decides what is
/// replaced, what each call runs next and what uninstalling restores; the hook's implementation
/// calls the implementation it replaced with the method's **original** selector, whatever
/// selector it was called with, then does Intercept's work on the main thread only (F5).
@MainActor
@_spi(Platform) public final class RuntimeMethodHook {
    public let runtimeClass: RuntimeClass
    public let selector: String
    private let record = InstalledMethodHook<MethodImplementation>()
    private let work: @MainActor (RuntimeObject, [Any]) -> Void

    /// A hook on `selector` of `runtimeClass` that does `work` after each call; not installed yet.
    public init(_ selector: String, in runtimeClass: RuntimeClass, work: @escaping @MainActor (RuntimeObject, [Any]) -> Void) {
        self.runtimeClass = runtimeClass
        self.selector = selector
        self.work = work
    }

    /// The hook's implementation, once installed.
    public var implementation: MethodImplementation? { record.hook }

    /// Whether the hook does Intercept's work.
    public var isActive: Bool { record.isActive }

    private var slot: RuntimeMethodSlot { RuntimeMethodSlot(runtimeClass: runtimeClass, selector: selector) }

    /// Installs the hook (`method_setImplementation`, or an added override when the class only
    /// inherits the method).
    @discardableResult
    @_spi(Platform) public func install() -> MethodHookInstallOutcome {
        let record = self.record, selector = self.selector, work = self.work
        let superclass = runtimeClass.superclass
        let hook = MethodImplementation { receiver, _, arguments throws(UnrecognizedSelector) in
            let next = record.implementationToContinue { superclass?.methodImplementation(of: selector) ?? .forwarding }
            let result = try next?.call(receiver, selector, arguments)
            if record.isActive { PlatformHook.intercept { work(receiver, arguments) } }
            return result
        }
        return record.install(hook, into: slot)
    }

    /// Uninstalls the hook; see `MethodHookUninstallOutcome`.
    @discardableResult
    @_spi(Platform) public func uninstall() -> MethodHookUninstallOutcome {
        record.uninstall(from: slot)
    }
}
