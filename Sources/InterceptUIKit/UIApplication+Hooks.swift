#if canImport(UIKit)
import Intercept
import UIKit

extension UIApplication {
    /// `sendEvent(_:)`: a touch that begins starts a physical action before UIKit dispatches it,
    /// and one that ends or is cancelled ends it afterwards, so every source that sees the touch
    /// in between (control, gesture, cell) competes for its one event (U1). The touch object
    /// identifies the action: UIKit reuses one `UITouch` for all phases of a finger. Off the main
    /// thread, UIKit's implementation only (F5).
    nonisolated static func sendEventHook(_ hook: UIKitMethodHook) -> @convention(block) (UIApplication, UIEvent) -> Void {
        { application, event in
            let sendEvent = hook.next(as: (@convention(c) (UIApplication, Selector, UIEvent) -> Void).self)
            let box = SameThreadEvent(event: event)
            hook.run({ sendEvent(application, hook.selector, event) }) {
                TouchDispatch.willDispatch(box.event)
            } after: { previous, _ in
                TouchDispatch.didDispatch(box.event, restoring: previous)
            }
        }
    }

    /// `sendAction(_:to:from:for:)`, through which every target-action of a control and of a bar
    /// button item passes: reported with the touch of its event, or the touch being dispatched
    /// (C1-C5; a standard bar button item's event has none, F7), then sent as UIKit would. No
    /// target is ever added to a control (C4).
    nonisolated static func sendActionHook(_ hook: UIKitMethodHook) -> @convention(block) (UIApplication, Selector, AnyObject?, AnyObject?, UIEvent?) -> ObjCBool {
        { application, action, target, sender, event in
            hook.intercept(with: (sender, event)) { sender, event in
                if let control = sender as? any ControlHost { TouchDispatch.controlWillSendAction(control, for: event) }
            }
            let sendAction = hook.next(as: (@convention(c) (UIApplication, Selector, Selector, AnyObject?, AnyObject?, UIEvent?) -> ObjCBool).self)
            return sendAction(application, hook.selector, action, target, sender, event)
        }
    }
}

/// An event a hook hands to its main-actor work while already on the main thread.
struct SameThreadEvent: @unchecked Sendable {
    let event: UIEvent
}
#endif
