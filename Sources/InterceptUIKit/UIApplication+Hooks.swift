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
        } after: { previous, _ in
            TouchDispatch.didDispatch(event, restoring: previous)
        }
    }

    /// The swizzled `sendAction(_:to:from:for:)`, through which every target-action of a control
    /// and of a bar button item passes: reported with the touch of its event, or the touch being
    /// dispatched (C1-C5; a standard bar button item's event has none, F7), then sent as UIKit
    /// would. No target is ever added to a control (C4).
    @objc nonisolated dynamic func intercept_sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        PlatformHook.intercept(with: sender) { sender in
            if let control = sender as? any ControlHost { TouchDispatch.controlWillSendAction(control, for: event) }
        }
        return intercept_sendAction(action, to: target, from: sender, for: event)
    }
}
#endif
