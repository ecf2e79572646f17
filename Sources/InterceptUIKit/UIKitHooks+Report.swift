#if canImport(UIKit)
import Darwin
@_spi(Platform) import Intercept
import ObjectiveC
import UIKit

extension UIKitHooks {
    /// For each hooked method, whether the implementation in place is still Intercept's, and
    /// which image provides it (Q1). Only the runtime is read here; the decision is the core's
    /// (``CoexistenceReport/MethodHook``). Empty when the hooks are not installed. Intercept's
    /// hooks are blocks made into implementations, whose code lives in the Objective-C runtime's
    /// trampolines: the expected image is that library's, and so is the current one when another
    /// SDK replaced ours with a block too; whether the hook is ours compares implementations.
    public static var methodHookReport: [CoexistenceReport.MethodHook] {
        installedHooks.compactMap { hook in
            guard let installed = hook.implementation else { return nil }
            let current = class_getInstanceMethod(hook.type, hook.selector).map(method_getImplementation)
            return CoexistenceReport.MethodHook(
                name: "-[\(NSStringFromClass(hook.type)) \(NSStringFromSelector(hook.selector))]",
                installedImplementation: UInt(bitPattern: installed),
                currentImplementation: current.map { UInt(bitPattern: $0) },
                expectedImage: imagePath(of: installed),
                currentImage: current.flatMap(imagePath(of:)))
        }
    }

    /// The path of the image (the app, a framework, a system library) whose code `implementation`
    /// is, from `dladdr`.
    static func imagePath(of implementation: IMP) -> String? {
        var info = Dl_info()
        guard dladdr(UnsafeRawPointer(implementation), &info) != 0, let name = info.dli_fname else { return nil }
        return String(cString: name)
    }

    /// Reads what ``CoexistenceReport/isOpaqueForwarder(isProxy:forwardingOverrideImages:)``
    /// decides on: whether `object` is an `NSProxy`, and which images provide its class's
    /// overrides of `forwardingTarget(for:)` and `forwardInvocation:`.
    static func isOpaqueForwarder(_ object: AnyObject) -> Bool {
        let isProxy = (object as? any NSObjectProtocol)?.isProxy() == true
        // Only an NSObject subclass can be told apart from NSObject's own forwarding.
        guard !isProxy, object is NSObject, let type = object_getClass(object) else {
            return CoexistenceReport.isOpaqueForwarder(isProxy: isProxy, forwardingOverrideImages: [])
        }
        let selectors = [#selector(NSObject.forwardingTarget(for:)), NSSelectorFromString("forwardInvocation:")]
        let overrideImages: [String?] = selectors.compactMap { selector in
            guard let implementation = class_getMethodImplementation(type, selector),
                implementation != class_getMethodImplementation(NSObject.self, selector)
            else { return nil }
            return .some(imagePath(of: implementation))
        }
        return CoexistenceReport.isOpaqueForwarder(isProxy: false, forwardingOverrideImages: overrideImages)
    }
}

extension Interception {
    /// The coexistence report on UIKit (Q1): each host's delegate chain and its conflicts, and
    /// for each method the hooks replaced, whether Intercept's implementation is still in place
    /// or which image replaced it (another SDK that swizzled after Intercept). An object's class
    /// is read from its isa (`object_getClass`), which an isa-swizzling SDK sets and its `-class`
    /// override hides.
    public func coexistenceReport() -> CoexistenceReport {
        coexistenceReport(
            methodHooks: UIKitHooks.methodHookReport, isOpaqueForwarder: UIKitHooks.isOpaqueForwarder,
            runtimeClass: { object_getClass($0) ?? type(of: $0) })
    }
}
#endif
