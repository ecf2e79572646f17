@_spi(Platform) import Intercept

/// The headless runtime's side of the core's `MethodSlot`: what the UIKit adapter
/// does with `class_copyMethodList`, `method_setImplementation` and `class_addMethod`.
@MainActor
struct RuntimeMethodSlot: MethodSlot {
    let runtimeClass: RuntimeClass
    let selector: String

    var ownImplementation: MethodImplementation? { runtimeClass.ownImplementation(of: selector) }
    var isImplemented: Bool { runtimeClass.implementation(of: selector) != nil }

    func replaceOwnImplementation(with implementation: MethodImplementation) -> MethodImplementation? {
        runtimeClass.setImplementation(implementation, of: selector)
    }

    func addOwnImplementation(_ implementation: MethodImplementation) -> Bool {
        runtimeClass.addMethod(selector, implementation)
    }
}
