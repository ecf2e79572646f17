#if canImport(UIKit)
import Darwin
import Intercept
import ObjectiveC
import UIKit

extension UIKitHooks {
    /// A method ``install(for:)`` exchanged, with the implementation Intercept put in place.
    struct InstalledHook {
        let type: AnyClass
        let selector: Selector
        let implementation: IMP
    }

    /// The methods exchanged, in the order they were, for the coexistence report (Q1).
    static var installedHooks: [InstalledHook] = []

    /// Remembers what `exchange` put in place for `original` on `type`.
    static func noteInstalled(_ type: AnyClass, _ original: Selector) {
        guard let method = class_getInstanceMethod(type, original) else { return }
        installedHooks.append(InstalledHook(type: type, selector: original, implementation: method_getImplementation(method)))
    }

    /// For each hooked method, whether the implementation in place is still Intercept's, and
    /// which image provides it (Q1). Only the runtime is read here; the decision is the core's
    /// (``CoexistenceReport/MethodHook``). Empty when the hooks are not installed.
    public static var methodHookReport: [CoexistenceReport.MethodHook] {
        installedHooks.map { hook in
            let current = class_getInstanceMethod(hook.type, hook.selector).map(method_getImplementation)
            return CoexistenceReport.MethodHook(
                name: "-[\(NSStringFromClass(hook.type)) \(NSStringFromSelector(hook.selector))]",
                installedImplementation: UInt(bitPattern: hook.implementation),
                currentImplementation: current.map { UInt(bitPattern: $0) },
                expectedImage: imagePath(of: hook.implementation),
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
    /// for each method the hooks exchanged, whether Intercept's implementation is still in place
    /// or which image replaced it (another SDK that swizzled after Intercept).
    public func coexistenceReport() -> CoexistenceReport {
        coexistenceReport(methodHooks: UIKitHooks.methodHookReport, isOpaqueForwarder: UIKitHooks.isOpaqueForwarder)
    }
}
#endif
