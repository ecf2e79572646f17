#if canImport(UIKit)
@_spi(Platform) import Intercept
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
            } after: { _, _ in
                TouchDispatch.didDispatch(box.event)
            }
        }
    }

    /// `sendAction(_:to:from:for:)`, through which every target-action of a control and of a bar
    /// button item passes: reported with the pair's control events and its event's touches, the
    /// core deciding whose action it is and whether it is a user action (C1-C5, F7, H8), then
    /// sent as UIKit would. No target is ever added to a control (C4).
    nonisolated static func sendActionHook(_ hook: UIKitMethodHook) -> @convention(block) (UIApplication, Selector, AnyObject?, AnyObject?, UIEvent?) -> ObjCBool {
        { application, action, target, sender, event in
            hook.intercept(with: (sender, event, target)) { sender, event, target in
                if let control = sender as? any ControlHost { TouchDispatch.controlWillSendAction(control, action: action, to: target, for: event) }
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
