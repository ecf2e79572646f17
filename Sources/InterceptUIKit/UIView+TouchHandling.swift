#if canImport(UIKit)
import Foundation
@_spi(Platform) import Intercept
import ObjectiveC
import UIKit

/// Whether the app's own code handles touches in a view (A2): a class of the app, between the
/// view's class and `UIView`, implements `touchesBegan(_:with:)` or `touchesEnded(_:with:)`
/// itself. UIKit's own classes (in the system's frameworks, as the core's `ClassImages` decides
/// from the image path) are not the app's code: a scroll view's touch handling does not make a
/// tap on its background handled. The answer is a fact about the class, kept per class; the core
/// decides what follows (no dead tap).
extension UIView {
    /// ``handlesTouchesInCode``, per class.
    @MainActor
    private static var touchHandlingClasses: [ObjectIdentifier: Bool] = [:]

    public var handlesTouchesInCode: Bool {
        let viewClass: AnyClass = type(of: self)
        if let known = Self.touchHandlingClasses[ObjectIdentifier(viewClass)] { return known }
        let answer = Self.appCodeHandlesTouches(in: viewClass)
        Self.touchHandlingClasses[ObjectIdentifier(viewClass)] = answer
        return answer
    }

    /// Walks the class chain up to `UIView` (the runtime's `class_getSuperclass`), comparing each
    /// class's implementations with its superclass's (`class_getInstanceMethod` answers the
    /// inherited method when a class does not override it).
    private static func appCodeHandlesTouches(in viewClass: AnyClass) -> Bool {
        UIKitClassImages.installIfNeeded()
        let selectors = [#selector(UIView.touchesBegan(_:with:)), #selector(UIView.touchesEnded(_:with:))]
        var current: AnyClass? = viewClass
        while let candidate = current, candidate !== UIView.self {
            let superclass: AnyClass? = class_getSuperclass(candidate)
            if UIKitClassImages.imagePath(of: candidate) != nil, !ClassImages.isSystemClass(candidate) {
                for selector in selectors where implementation(of: selector, in: candidate) != superclass.flatMap({ implementation(of: selector, in: $0) }) {
                    return true
                }
            }
            current = superclass
        }
        return false
    }

    private static func implementation(of selector: Selector, in type: AnyClass) -> IMP? {
        class_getInstanceMethod(type, selector).map(method_getImplementation)
    }
}
#endif
