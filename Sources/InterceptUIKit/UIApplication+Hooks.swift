#if canImport(UIKit)
import Intercept
import UIKit

extension UIApplication {
    /// The swizzled `sendEvent(_:)`: a touch that begins starts a physical action before UIKit
    /// dispatches it, and one that ends or is cancelled ends it afterwards, so every source that
    /// sees the touch in between (control, gesture, cell) competes for its one event (U1). The
    /// touch object identifies the action: UIKit reuses one `UITouch` for all phases of a finger.
    @objc dynamic func intercept_sendEvent(_ event: UIEvent) {
        guard let interception = UIKitHooks.interception, event.type == .touches, let touches = event.allTouches else {
            return intercept_sendEvent(event)
        }
        for touch in touches where touch.phase == .began {
            interception.physicalActionDidBegin(PhysicalActionID(touch))
        }
        TouchLocationRelay.report(touches, to: interception)
        TouchDispatch.dispatching(touches.first) { intercept_sendEvent(event) }
        for touch in touches where touch.phase == .ended || touch.phase == .cancelled {
            interception.physicalActionDidEnd(PhysicalActionID(touch))
        }
    }

    /// The swizzled `sendAction(_:to:from:for:)`, through which every target-action of a control
    /// and of a bar button item passes: reported with the touch of its event (C1-C5), then sent as
    /// UIKit would. No target is ever added to a control (C4).
    @objc dynamic func intercept_sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let interception = UIKitHooks.interception, let control = sender as? any ControlHost {
            if let item = sender as? UIBarButtonItem { item.noteShowingView(touchedBy: event?.allTouches?.first) }
            interception.controlDidSendAction(from: control, during: TouchDispatch.physicalAction(of: event))
        }
        return intercept_sendAction(action, to: target, from: sender, for: event)
    }
}
#endif
