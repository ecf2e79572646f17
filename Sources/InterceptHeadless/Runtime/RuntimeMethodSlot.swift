import Intercept

/// The headless runtime's side of the core's ``Intercept/MethodSlot``: what the UIKit adapter
/// does with `class_copyMethodList`, `method_setImplementation` and `class_addMethod`.
@MainActor
package struct RuntimeMethodSlot: MethodSlot {
    package let runtimeClass: RuntimeClass
    package let selector: String

    package var ownImplementation: MethodImplementation? { runtimeClass.ownImplementation(of: selector) }
    package var isImplemented: Bool { runtimeClass.implementation(of: selector) != nil }

    package func replaceOwnImplementation(with implementation: MethodImplementation) -> MethodImplementation? {
        runtimeClass.setImplementation(implementation, of: selector)
    }

    package func addOwnImplementation(_ implementation: MethodImplementation) -> Bool {
        runtimeClass.addMethod(selector, implementation)
    }
}
