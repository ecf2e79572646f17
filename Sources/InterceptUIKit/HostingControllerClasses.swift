#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

/// Which controller classes are SwiftUI hosting controllers, by their type (S7): the class or one
/// of its superclasses is `UIHostingController<…>`. An app's subclass with its own name
/// (`final class ProductPage: UIHostingController<ProductScreen>`, made to set navigation items or
/// the status bar) is one, which its own name does not say. This module does not link SwiftUI, so
/// the superclass chain is read, once per class, with the core's rule for a class name.
@MainActor
enum HostingControllerClasses {
    private static var known: [ObjectIdentifier: Bool] = [:]
    /// Bounds the memo: classes are few, but runtime-made subclasses (KVO) are not counted on.
    private static let capacity = 512

    /// Whether `type` is `UIHostingController<…>` or a subclass of it.
    static func contains(_ type: AnyClass) -> Bool {
        let key = ObjectIdentifier(type)
        if let answer = known[key] { return answer }
        var answer = false
        var current: AnyClass? = type
        while let candidate = current, ObjectIdentifier(candidate) != ObjectIdentifier(UIViewController.self) {
            if HostedViewTypeName.isHostingController(TypeNames.name(of: candidate)) {
                answer = true
                break
            }
            current = class_getSuperclass(candidate)
        }
        if known.count < capacity { known[key] = answer }
        return answer
    }
}
#endif
