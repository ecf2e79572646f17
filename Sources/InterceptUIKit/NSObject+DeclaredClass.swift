#if canImport(UIKit)
@_spi(Platform) import Intercept
import Foundation
import ObjectiveC

extension NSObject {
    /// The class the app declared for this object (F8): key-value observing replaces an observed
    /// object's class with a runtime subclass (`NSKVONotifying_X`, whose superclass is `X`), and
    /// `type(of:)` answers that subclass. Which names are runtime subclasses is the core's
    /// decision (`TypeNames.isRuntimeSubclass(named:)`); the walk up is the runtime's.
    nonisolated var declaredClass: AnyClass {
        var cls: AnyClass = type(of: self)
        while TypeNames.isRuntimeSubclass(named: NSStringFromClass(cls)), let superclass = class_getSuperclass(cls) {
            cls = superclass
        }
        return cls
    }
}
#endif
