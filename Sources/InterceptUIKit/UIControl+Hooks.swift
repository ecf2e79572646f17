#if canImport(UIKit)
import Intercept
import UIKit

extension UIControl {
    /// `sendAction(_: UIAction)`, which UIKit calls for each `UIAction` a control performs
    /// (`addAction(_:for:)`, `primaryAction`); these never pass through
    /// `UIApplication.sendAction(_:to:from:for:)`. Reported with the touch being dispatched, so an
    /// action performed from code reports nothing, then performed as UIKit would; on the main
    /// thread only (F5). A `UIBarButtonItem(primaryAction:)` performs its action through UIKit's
    /// private bar control, with the item as the action's `sender`: reported as the item, with
    /// its title, as its target-action would be (F7).
    nonisolated static func sendUIActionHook(_ hook: UIKitMethodHook) -> @convention(block) (UIControl, UIAction) -> Void {
        { control, action in
            hook.intercept(with: (control, action)) { control, action in
                if let item = action.sender as? UIBarButtonItem {
                    TouchDispatch.controlWillSendAction(item, for: nil)
                } else {
                    UIKitHooks.interception?.controlDidSendAction(from: control, during: TouchDispatch.physicalAction(of: nil))
                }
            }
            hook.next(as: (@convention(c) (UIControl, Selector, UIAction) -> Void).self)(control, hook.selector, action)
        }
    }
}
#endif
