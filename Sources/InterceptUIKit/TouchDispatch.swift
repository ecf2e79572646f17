#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

/// Translates UIKit's touch dispatch into the core's physical actions (U1, F6, F7, H8): which
/// touches began and ended in an event `sendEvent` dispatches, what a sent control action comes
/// with, and when the application resigns active, which ends every touch whatever UIKit delivers
/// afterwards. Every decision (whose action it is, whether it is a user action, what a lost end
/// does) is the core's.
@MainActor
enum TouchDispatch {
    private static var resignObserver: (any NSObjectProtocol)?

    /// Before UIKit dispatches `event`: its beginning touches start physical actions, and every
    /// touch's place and hit view is told.
    static func willDispatch(_ event: UIEvent) {
        guard event.type == .touches, let touches = event.allTouches, let interception = UIKitHooks.interception else { return }
        for touch in touches where touch.phase == .began {
            interception.physicalActionDidBegin(PhysicalActionID(touch))
        }
        TouchLocationRelay.report(touches, to: interception)
    }

    /// After UIKit dispatched `event`: its ending touches end their physical actions.
    static func didDispatch(_ event: UIEvent) {
        guard event.type == .touches, let touches = event.allTouches, let interception = UIKitHooks.interception else { return }
        for touch in touches where touch.phase == .ended || touch.phase == .cancelled {
            interception.physicalActionDidEnd(PhysicalActionID(touch))
        }
    }

    /// A control or bar button item sends the target-action `action` to `target` with `event`.
    ///
    /// Whether a `nil`-targeted action has a receiver is not told (`hasReceiver` stays `true`):
    /// UIKit sends it "to the first responder, from whence it progresses up the responder chain"
    /// (`sendAction(_:to:from:for:)`'s documentation), and UIKit does not expose the first
    /// responder; a walk from the sender (`target(forAction:withSender:)`) would miss a text view's
    /// formatting actions and drop real events (review R19, left open on UIKit).
    static func controlWillSendAction(_ sender: any ControlHost, action: Selector, to target: Any?, for event: UIEvent?) {
        guard let interception = UIKitHooks.interception else { return }
        let events = (sender as? UIControl)?.controlEvents(sending: action, to: target) ?? []
        interception.controlDidSendAction(from: sender, ControlActionDispatch(events: events, event: event))
    }

    /// A control performs the action handler `action` (no event: UIKit passes none); one
    /// performed for a bar button item (`primaryAction`) is the item's (F7).
    static func controlWillPerform(_ action: UIAction, from control: UIControl) {
        guard let interception = UIKitHooks.interception else { return }
        if let item = action.sender as? UIBarButtonItem {
            interception.controlDidSendAction(from: item, ControlActionDispatch(events: [], event: nil))
        } else {
            interception.controlDidSendAction(from: control, ControlActionDispatch(events: control.controlEvents(performing: action), event: nil))
        }
    }

    /// Starts telling the interception when the application resigns active: the system takes
    /// the touches, and their ends may never be dispatched (F6). Once per process.
    static func observeInterruptions(center: NotificationCenter = .default) {
        guard resignObserver == nil else { return }
        resignObserver = center.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: .main) { _ in
            PlatformHook.intercept { UIKitHooks.interception?.physicalActionsWereInterrupted() }
        }
    }
}
#endif
