#if canImport(UIKit)
@_spi(Platform) import Intercept
import Foundation
import ObjectiveC

extension NSObject {
    /// The class the app declared for this object (F8): key-value observing replaces an observed
    /// object's class with a runtime subclass (`NSKVONotifying_X`, whose superclass is `X`), and
    /// `type(of:)` answers that subclass. Which class that is, is the core's decision
    /// (`TypeNames.declaredClass(of:)`, kept per class).
    @MainActor
    var declaredClass: AnyClass { TypeNames.declaredClass(of: type(of: self)) }
}
#endif
