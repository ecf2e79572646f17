#if canImport(UIKit)
import Foundation
@_spi(Platform) import Intercept
import ObjectiveC
import UIKit

/// Whether the app's own code handles touches in a view (A2), as the core's
/// `TouchHandlingClasses` decides (which methods count, that the system's classes never do, the
/// answer kept per class). The adapter reads the runtime's facts only: a class's superclass, and
/// which touch methods it overrides itself (`class_getInstanceMethod` answers the inherited
/// method when a class does not override it, so an override is an implementation that differs
/// from the superclass's). In a constrained protocol extension, as the other `ViewNode` members,
/// so an app's own member of this name on `UIView` is not ambiguous.
extension ViewNode where Self: UIView {
    public var handlesTouchesInCode: Bool {
        UIKitClassImages.installIfNeeded()
        return TouchHandlingClasses.handlesTouches(in: type(of: self), below: UIView.self, superclass: { class_getSuperclass($0) }) { type in
            let superclass: AnyClass? = class_getSuperclass(type)
            return Set(UIView.touchHandlingSelectors.filter { _, selector in
                implementation(of: selector, in: type) != superclass.flatMap { implementation(of: selector, in: $0) }
            }.map(\.method))
        }
    }
}

extension UIView {
    /// UIKit's selectors for the core's touch methods, one for one.
    fileprivate static let touchHandlingSelectors: [(method: TouchHandlingMethod, selector: Selector)] = [
        (.touchesBegan, #selector(UIResponder.touchesBegan(_:with:))),
        (.touchesMoved, #selector(UIResponder.touchesMoved(_:with:))),
        (.touchesEnded, #selector(UIResponder.touchesEnded(_:with:))),
        (.touchesCancelled, #selector(UIResponder.touchesCancelled(_:with:))),
        (.pressesBegan, #selector(UIResponder.pressesBegan(_:with:))),
        (.pressesEnded, #selector(UIResponder.pressesEnded(_:with:))),
    ]
}

private func implementation(of selector: Selector, in type: AnyClass) -> IMP? {
    class_getInstanceMethod(type, selector).map(method_getImplementation)
}
#endif
