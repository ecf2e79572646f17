#if canImport(UIKit)
import Intercept
import UIKit

/// Translates UIKit's touch dispatch into the core's physical actions (U1, F6, F7): which touch
/// began and ended in an event `sendEvent` dispatches, which touch is being dispatched for the
/// action paths that carry no touch (`UIControl.sendAction(_: UIAction)`, a standard bar button
/// item), and when the application resigns active, which ends every touch whatever UIKit
/// delivers afterwards. Every decision (what a lost end does, whom a touchless action belongs
/// to) is the core's.
@MainActor
enum TouchDispatch {
    /// The first touch of the touches event being dispatched, or `nil`.
    private(set) static var currentTouch: UITouch?
    private static var resignObserver: (any NSObjectProtocol)?

    /// Before UIKit dispatches `event`: its beginning touches start physical actions, and its
    /// first touch becomes the current one. Returns the previous current touch (dispatch can nest
    /// when an event is sent from inside another's handling).
    static func willDispatch(_ event: UIEvent) -> UITouch? {
        let previous = currentTouch
        guard event.type == .touches, let touches = event.allTouches else { return previous }
        if let interception = UIKitHooks.interception {
            for touch in touches where touch.phase == .began {
                interception.physicalActionDidBegin(PhysicalActionID(touch))
            }
        }
        currentTouch = touches.first
        return previous
    }

    /// After UIKit dispatched `event`: its ending touches end their physical actions, and the
    /// previous current touch is restored.
    static func didDispatch(_ event: UIEvent, restoring previous: UITouch?) {
        currentTouch = previous
        guard event.type == .touches, let touches = event.allTouches, let interception = UIKitHooks.interception else { return }
        for touch in touches where touch.phase == .ended || touch.phase == .cancelled {
            interception.physicalActionDidEnd(PhysicalActionID(touch))
        }
    }

    /// A control or bar button item sends an action with `event`: reported with the event's
    /// touch, or the one being dispatched; an item without a custom view first notes the control
    /// that shows it (F7).
    static func controlWillSendAction(_ sender: any ControlHost, for event: UIEvent?) {
        guard let interception = UIKitHooks.interception else { return }
        let touch = event?.allTouches?.first ?? currentTouch
        if let item = sender as? UIBarButtonItem { item.noteShowingView(touchedBy: touch) }
        interception.controlDidSendAction(from: sender, during: touch.map(PhysicalActionID.init))
    }

    /// Runs `dispatch` with `touch` as the current touch, restoring the previous one afterwards:
    /// what `willDispatch` and `didDispatch` do around UIKit's dispatch, for callers that have a
    /// touch but no touches event (a test cannot make one).
    static func dispatching(_ touch: UITouch?, _ dispatch: () -> Void) {
        let previous = currentTouch
        currentTouch = touch
        defer { currentTouch = previous }
        dispatch()
    }

    /// The physical action of `event`'s touch, or of the touch being dispatched when there is no
    /// event; `nil` for an action sent from code.
    static func physicalAction(of event: UIEvent?) -> PhysicalActionID? {
        (event?.allTouches?.first ?? currentTouch).map(PhysicalActionID.init)
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
