#if canImport(UIKit)
import Intercept
import UIKit

/// The touch UIKit is dispatching right now, for the action paths that carry no `UIEvent`
/// (`UIControl.sendAction(_: UIAction)`): an action sent while a touch is being dispatched belongs
/// to that touch's physical action; one sent outside any dispatch was sent from code.
@MainActor
enum TouchDispatch {
    /// The first touch of the touches event being dispatched, or `nil`.
    private(set) static var currentTouch: UITouch?

    /// Runs `dispatch` with `touch` as the current touch, restoring the previous one afterwards
    /// (dispatch can nest when an event is sent from inside another's handling).
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
}
#endif
