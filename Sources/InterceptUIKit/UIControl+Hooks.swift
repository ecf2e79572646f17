#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

extension UIControl {
    /// `sendAction(_: UIAction)`, which UIKit calls for each `UIAction` a control performs
    /// (`addAction(_:for:)`, `primaryAction`); these never pass through
    /// `UIApplication.sendAction(_:to:from:for:)`. Reported by the events the handler is registered
    /// for, with no event (the core attributes it to a touch on the control, H8), then performed
    /// as UIKit would; on the main
    /// thread only (F5). A `UIBarButtonItem(primaryAction:)` performs its action through UIKit's
    /// private bar control, with the item as the action's `sender`: reported as the item, with
    /// its title, as its target-action would be (F7).
    nonisolated static func sendUIActionHook(_ hook: UIKitMethodHook) -> @convention(block) (UIControl, UIAction) -> Void {
        { control, action in
            hook.intercept(with: (control, action)) { control, action in TouchDispatch.controlWillPerform(action, from: control) }
            hook.next(as: (@convention(c) (UIControl, Selector, UIAction) -> Void).self)(control, hook.selector, action)
        }
    }
}
#endif
