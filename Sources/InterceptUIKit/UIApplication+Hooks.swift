#if canImport(UIKit)
import Intercept
import UIKit

extension UIApplication {
    /// The swizzled `sendEvent(_:)`: a touch that begins starts a physical action before UIKit
    /// dispatches it, and one that ends or is cancelled ends it afterwards, so every source that
    /// sees the touch in between (control, gesture, cell) competes for its one event (U1). The
    /// touch object identifies the action: UIKit reuses one `UITouch` for all phases of a finger.
    /// Off the main thread, UIKit's implementation only (F5).
    @objc nonisolated dynamic func intercept_sendEvent(_ event: UIEvent) {
        PlatformHook.run({ intercept_sendEvent(event) }) {
            TouchDispatch.willDispatch(event)
        } after: { _, _ in
            TouchDispatch.didDispatch(event)
        }
    }

    /// The swizzled `sendAction(_:to:from:for:)`, through which every target-action of a control
    /// and of a bar button item passes: reported with the pair's control events and its event's
    /// touches, the core deciding whether it is a user action (C1-C5, F7, H8), then sent as UIKit
    /// would. No target is ever added to a control (C4).
    @objc nonisolated dynamic func intercept_sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        PlatformHook.intercept(with: (sender, target)) { arguments in
            if let control = arguments.0 as? any ControlHost { TouchDispatch.controlWillSendAction(control, action: action, to: arguments.1, for: event) }
        }
        return intercept_sendAction(action, to: target, from: sender, for: event)
    }
}
#endif
