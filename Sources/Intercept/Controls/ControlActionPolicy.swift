import Foundation

/// Which control actions are user actions, and so reported (C1-C5, H8).
///
/// A control sends target-actions for many events; only some are what a user means by acting on
/// it. An action is reported by the event it was sent for: a touch ending inside for buttons
/// (`touchUpInside`), a value change for switches, sliders, steppers, segmented controls and date
/// pickers (`valueChanged`), and a primary or menu action. Editing events are never actions, and a
/// text input's actions are never reported at all (its events are editing ones, whatever they are
/// registered as). A target for `touchDown` only is reported when its touch ends inside the
/// control, so dragging off and cancelling is not a click; nor is lifting outside a control whose
/// target is registered for both lifts (the platform says where the touch is, C1).
///
/// Actions without a touch are kept, with their input method: an assistive technology's
/// activation, a keyboard's press, a picker settling after its touch ended on it. Without any of
/// those they were sent from code and are not reported.
public struct ControlActionPolicy: Sendable, Equatable {
    /// The events that are user actions. Not `menuActionTriggered` by default: UIKit sends it as the
    /// control's menu is about to be presented (Apple's documentation of
    /// `UIControl.Event.menuActionTriggered`), and opening a menu is not an action; the choice made
    /// in it is reported, as the chosen element (M1, B5).
    public var reportedEvents: Set<ControlEvent>
    /// How long after a touch ended on a control a touchless value change still belongs to it
    /// (a picker's wheel decelerating).
    public var settlingWindow: TimeInterval
    /// Controls that keep moving after their touch ends and send their value change when they
    /// settle, with no touch (a date picker's wheels): matched with their subclasses. A control
    /// can also say so itself (``ControlHost/settlesAfterTouch``).
    public var settlingControlTypes: ViewTypeSet
    /// Controls that a touch on their container drives, and that send their value change with no
    /// touch while the finger is on the container's content (a refresh control: UIKit sends its
    /// `valueChanged` with `sendActionsForControlEvents:` while the finger pulling the list down
    /// is on a cell): matched with their subclasses. Such an action belongs to the touch in
    /// progress inside the control's container (C1).
    public var containerDrivenControlTypes: ViewTypeSet
    /// The hops between the platform's private classes that perform an app's action (a swipe
    /// action's button sending to its pull view, M1); every other private hop is the
    /// platform's own and is not reported.
    public var appActionHops: Set<AppActionHop>

    /// Creates a policy.
    public init(
        reportedEvents: Set<ControlEvent> = [.touchUpInside, .valueChanged, .primaryActionTriggered],
        settlingWindow: TimeInterval = 3,
        settlingControlTypes: ViewTypeSet = ViewTypeSet(kinds: ["UIDatePicker", "DatePicker"]),
        containerDrivenControlTypes: ViewTypeSet = ViewTypeSet(kinds: ["UIRefreshControl", "RefreshControl"]),
        appActionHops: Set<AppActionHop> = AppActionHop.defaults
    ) {
        self.reportedEvents = reportedEvents
        self.settlingWindow = settlingWindow
        self.settlingControlTypes = settlingControlTypes
        self.containerDrivenControlTypes = containerDrivenControlTypes
        self.appActionHops = appActionHops
    }

    /// What to do with one action.
    enum Decision: Equatable {
        /// Report it, during the touch (`nil` input method) or with its input method.
        case report(InputMethod?)
        /// Report it when its touch ends inside the control (a `touchDown` target).
        case reportIfTouchEndsInside
        /// Not a user action.
        case ignore
    }

    /// The decision for an action of a control whose content is text input or not, sent with
    /// `dispatch` during a touch in `phase` (`nil`: no touch is the action's); `touchless` says what
    /// a touchless action may be (the core's knowledge of touches).
    /// `isAssistivelyFocused` is whether the assistive technology's cursor is on the control
    /// (`AssistiveFocus`; `true` when the platform cannot tell).
    func decide(
        _ dispatch: ControlActionDispatch, phase: PhysicalActionPhase?, isTextInput: Bool, touchless: TouchlessOrigin,
        isAssistivelyFocused: Bool = true
    ) -> Decision {
        if isTextInput { return .ignore }
        // The events the pair may have been sent for now; all of this phase's when unknown. A
        // touch that ends outside the control sends no `touchUpInside`: a pair registered for the
        // inside and outside lifts alike is sent for `touchUpOutside` then (C1).
        var possible = ControlEvent.sent(during: phase)
        if phase == .ended, dispatch.isTouchInside == false { possible.remove(.touchUpInside) }
        let candidates = dispatch.events.isEmpty ? possible : dispatch.events.intersection(possible)
        let reported = candidates.subtracting(ControlEvent.editing).intersection(reportedEvents)
        if reported.isEmpty {
            let pressedDown = phase == .began && (dispatch.events.isEmpty || candidates.contains(.touchDown))
            return pressedDown && !candidates.contains(where: ControlEvent.editing.contains) ? .reportIfTouchEndsInside : .ignore
        }
        if phase != nil || touchless == .touchInProgress { return .report(nil) }
        if touchless == .settling, reported.contains(.valueChanged) { return .report(.settling) }
        if case .press = dispatch.input { return .report(.keyboard) }
        // An assistive technology activates what it focuses; anything else was sent from code.
        if dispatch.isAssistiveTechnologyRunning, isAssistivelyFocused { return .report(.assistiveTechnology) }
        return .ignore
    }

    /// What the core knows of touches that could own a touchless action.
    enum TouchlessOrigin: Equatable {
        /// A touch on the control (or belonging to it, F7) is in progress.
        case touchInProgress
        /// A touch ended on the control within ``settlingWindow``, and none began since.
        case settling
        /// Neither.
        case none
    }
}
