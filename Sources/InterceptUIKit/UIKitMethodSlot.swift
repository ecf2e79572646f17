#if canImport(UIKit)
@_spi(Platform) import Intercept
import ObjectiveC

/// One method of one class, read and changed through the Objective-C runtime for the core's
/// ``Intercept/InstalledMethodHook`` (F14). Translations only: which implementation to write and
/// when is the core's decision.
struct UIKitMethodSlot: MethodSlot {
    let type: AnyClass
    let selector: Selector

    /// The class's own method: `class_getInstanceMethod` answers the superclass's `Method` when
    /// the class only inherits it, so a method is the class's own exactly when it differs.
    private var ownMethod: Method? {
        guard let method = class_getInstanceMethod(type, selector) else { return nil }
        let inherited = class_getSuperclass(type).flatMap { class_getInstanceMethod($0, selector) }
        return method == inherited ? nil : method
    }

    var ownImplementation: IMP? { ownMethod.map(method_getImplementation) }

    var isImplemented: Bool { class_getInstanceMethod(type, selector) != nil }

    func replaceOwnImplementation(with implementation: IMP) -> IMP? {
        ownMethod.map { method_setImplementation($0, implementation) }
    }

    func addOwnImplementation(_ implementation: IMP) -> Bool {
        guard let inherited = class_getInstanceMethod(type, selector) else { return false }
        return class_addMethod(type, selector, implementation, method_getTypeEncoding(inherited))
    }
}
#endif
