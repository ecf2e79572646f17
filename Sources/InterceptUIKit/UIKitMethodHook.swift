#if canImport(UIKit)
@_spi(Platform) import Intercept
import Foundation
import ObjectiveC

/// One of the adapter's hooks on a UIKit method, in the set-implementation style (F14): the hook is
/// a block made into an `IMP` (`imp_implementationWithBlock`) and set as the method's
/// implementation; each call runs the implementation it replaced, through ``next(as:)``, with
/// the method's **original** selector, never a renamed one, so forwarding-based hookers (Aspects,
/// JSPatch) installed before or after keep working. What is replaced, what runs next and what
/// uninstalling restores are the core's decisions (``Intercept/InstalledMethodHook``); this type
/// reads and writes the runtime for them.
///
/// Every block is made in a `nonisolated` function, so it carries no main-actor executor check,
/// and does Intercept's work through ``intercept(with:_:)`` or ``run(_:before:after:)``: on the
/// main thread only, and only while installed (F5).
final class UIKitMethodHook: @unchecked Sendable {
    /// The class hooked.
    let type: AnyClass
    /// The original selector, which every call of the replaced implementation is sent as.
    let selector: Selector
    private let record = InstalledMethodHook<IMP>()
    private let superclass: AnyClass?

    init(_ type: AnyClass, _ selector: Selector) {
        self.type = type
        self.selector = selector
        superclass = class_getSuperclass(type)
    }

    /// The implementation Intercept put in place, once installed.
    var implementation: IMP? { record.hook }

    /// The implementation a call runs next, as a C function of the method's signature (`self`,
    /// `_cmd`, the arguments): what the hook replaced, or, for a method the class only inherited,
    /// the superclass's implementation now (`_objc_msgForward` when it has none, as messaging it
    /// would).
    @inline(__always)
    func next<Function>(as _: Function.Type) -> Function {
        let superclass: AnyClass? = self.superclass, selector = self.selector
        let implementation = record.implementationToContinue { class_getMethodImplementation(superclass, selector) }
        // Only reachable once installed, when the record has an implementation to continue with.
        return unsafeBitCast(implementation!, to: Function.self)
    }

    /// Whether a call of the hook may do Intercept's work now: on the main thread, while installed.
    var mayIntercept: Bool { PlatformHook.mayIntercept && record.isActive }

    /// Does a hook's work with one of its arguments: on the main actor, on the main thread, while
    /// installed; not at all otherwise.
    @inline(__always)
    func intercept<Value>(with value: Value, _ work: @MainActor (Value) -> Void) {
        guard mayIntercept else { return }
        PlatformHook.intercept(with: value, work)
    }

    /// ``Intercept/PlatformHook/run(_:before:after:)`` while installed; only `original` otherwise.
    @inline(__always)
    func run<Context: Sendable, Result: Sendable>(
        _ original: () -> Result, before: @MainActor () -> Context, after: @MainActor (Context, Result) -> Void
    ) -> Result {
        guard mayIntercept else { return original() }
        return PlatformHook.run(original, before: before, after: after)
    }

    /// Sets `block` (a `@convention(block)` closure taking the receiver, then the arguments) as
    /// the method's implementation. Nothing changes when no class in the chain implements the
    /// method (`.methodMissing`, which the caller reports: B3, B4).
    @MainActor
    func install(_ block: Any) -> MethodHookInstallOutcome {
        let implementation = imp_implementationWithBlock(block)
        let outcome = record.install(implementation, into: UIKitMethodSlot(type: type, selector: selector))
        switch outcome {
        case .replacedOwn, .addedOverride: break
        case .methodMissing, .alreadyInstalled: imp_removeBlock(implementation)
        }
        return outcome
    }

    /// The method, as `-[Class selector]`.
    var name: String { "-[\(NSStringFromClass(type)) \(NSStringFromSelector(selector))]" }

    /// Takes the hook out where that removes nobody else (``Intercept/MethodHookUninstallOutcome``).
    @MainActor
    func uninstall() -> MethodHookUninstallOutcome {
        record.uninstall(from: UIKitMethodSlot(type: type, selector: selector))
    }
}
#endif
