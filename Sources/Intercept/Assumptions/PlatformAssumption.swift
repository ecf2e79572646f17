/// Something a platform adapter takes for granted about the platform, which the headless tests
/// cannot prove because the platform does not run there (B4).
///
/// Each is named, so the coexistence report can say which ones hold on the device the app runs
/// on. The ones that can be observed at run time are checked where the adapter feeds the core
/// (``isCheckedAtRunTime``); a violation is counted (``AssumptionChecks``), shown in the
/// coexistence report, and handed to the app as a diagnostic if it asked for them.
public enum PlatformAssumption: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Every method the adapter hooks exists on this version of the platform. Checked when the
    /// hooks are installed: a missing method is counted, with what goes untracked without it.
    case hookedMethodExists
    /// Every private behavior the adapter relies on outside its hooks (a private class, a private
    /// target's selector) holds on this version of the platform: each was read on one version
    /// only (`UnverifiedPlatformBehavior`). Checked when the hooks are installed: on a version
    /// earlier than the one a behavior was read on, the behavior is counted, with what may go
    /// untracked where it differs (B3).
    case privateBehaviorReadOnThisVersion
    /// A list's selection reaches the proxy within the run-loop turn its touch ended in (UIKit
    /// selects a table's row from a run-loop observer after the touch's dispatch, B1). Checked: a
    /// selection that arrives after that turn, while no touch is in progress, less than
    /// ``AssumptionChecks/lateSelectionWindow`` after a touch ended on the list, is counted (it
    /// may be reported twice, as the touch's tap and as a selection).
    case selectionFollowsTouchInTurn
    /// The platform calls a list's delegate methods on what its delegate storage holds (the
    /// proxy), never on what its `delegate` getter returns (the app's delegate, D11). Not
    /// checked: a call that bypasses the proxy reaches only the app's delegate, and nothing of
    /// Intercept's sees it.
    case proxyIsWhatPlatformCalls
    /// A control's action for a touch is sent while the application dispatches that touch
    /// (`sendEvent`), or within the run-loop turn it ended in. Checked: an action whose event's
    /// touches are none in progress is counted (it is attributed by its own touches, but no
    /// other source of that touch can compete with it: U1).
    case controlSendInsideTouchDispatch
    /// A tracked recognizer's state changes reach Intercept (its relay target's action). Not
    /// checked: UIKit gives no other sign that a recognizer recognized, so a change that never
    /// arrives leaves nothing to count.
    case recognizerStateReachesHook
    /// A recognizer that recognized a touch is still in its final state when the dispatch of the
    /// touch's end returns (`sendEvent`): UIKit resets recognizers only when the event sequence
    /// ends (Apple, "About the Gesture Recognizer State Machine": a recognizer "remains in one of
    /// those final states until the current event sequence ends, at which point UIKit resets"
    /// it), taken to be after the dispatch. It is what tells a tap the platform's own recognizers
    /// handled (a selection or highlight recognizer of a class other than a tap's, which carries
    /// no target of Intercept's, B2) from a dead tap (A2). Checked: a recognizer Intercept heard
    /// recognize during a touch that reads `possible` when the touch's dispatch returns is
    /// counted; where it does not hold, such taps may be reported as dead taps, and once it was
    /// counted no final state is read again in the process (the rule before they were read: only
    /// unheard tap recognizers may have handled a tap). Whether a touch's end is withheld (B1)
    /// does not depend on it: a recognizer waiting for another tap has not finished.
    case recognizerStateLastsThroughTouchDispatch
    /// A touch still lists the recognizers it was delivered to (`UITouch.gestureRecognizers`)
    /// when the dispatch of its end begins, where the adapter reads them: a touch's end is
    /// withheld (B1) only for a recognizer in that list still waiting for another tap. Where the
    /// list is empty then, nothing is held, and a tap a double tap withholds is two events again
    /// (its tap, then its late action), with no false dead tap. Checked: a recognizer Intercept
    /// heard recognize the touch, the only one in progress, in the dispatch of its end had received
    /// it, so an empty list read for that touch is counted.
    case touchListsRecognizersBeforeItsEnd
    /// SwiftUI sets a control's binding inside the action that changes it, so the change is the
    /// action's. Named here; the SwiftUI adapter does not check it yet.
    case bindingSetInsideAction

    /// Whether a violation can be observed at run time, and is counted.
    public var isCheckedAtRunTime: Bool {
        switch self {
        case .hookedMethodExists, .privateBehaviorReadOnThisVersion, .selectionFollowsTouchInTurn, .controlSendInsideTouchDispatch,
            .recognizerStateLastsThroughTouchDispatch, .touchListsRecognizersBeforeItsEnd:
            true
        case .proxyIsWhatPlatformCalls, .recognizerStateReachesHook, .bindingSetInsideAction: false
        }
    }

    /// The assumption's name.
    public var description: String { rawValue }
}
