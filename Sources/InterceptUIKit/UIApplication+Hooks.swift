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
    /// button item passes: described before UIKit sends it, with the pair's control events, its
    /// event's touches and its target's class, the core deciding whose action it is and whether
    /// it is a user action (C1-C5, F7, F10, H8); then sent as UIKit would, and finished with
    /// UIKit's result: `NO` when nothing performed it (C1). No target is ever added to a control
    /// (C4).
    nonisolated static func sendActionHook(_ hook: UIKitMethodHook) -> @convention(block) (UIApplication, Selector, AnyObject?, AnyObject?, UIEvent?) -> ObjCBool {
        { application, action, target, sender, event in
            let sendAction = hook.next(as: (@convention(c) (UIApplication, Selector, Selector, AnyObject?, AnyObject?, UIEvent?) -> ObjCBool).self)
            let send = SameThreadSend(sender: sender, target: target, event: event)
            return ObjCBool(hook.run({ sendAction(application, hook.selector, action, target, sender, event).boolValue }) {
                (send.sender as? any ControlHost).flatMap { TouchDispatch.controlWillSendAction($0, action: action, to: send.target, for: send.event) }
            } after: { sent, performed in
                if let sent { TouchDispatch.controlAction(sent, wasPerformed: performed) }
            })
        }
    }
}

/// An event a hook hands to its main-actor work while already on the main thread.
struct SameThreadEvent: @unchecked Sendable {
    let event: UIEvent
}

/// A sent action's arguments, handed to the hook's main-actor work while already on the main thread.
struct SameThreadSend: @unchecked Sendable {
    let sender: AnyObject?
    let target: AnyObject?
    let event: UIEvent?
}
#endif
