/// What a platform knows about one control action it is about to send (H8, F16): the control
/// events its target-action (or action handler) is registered for, and the input event it comes
/// with. Everything here is a platform value translated; ``ControlActionPolicy`` decides.
@_spi(Platform) public struct ControlActionDispatch: Sendable, Hashable {
    /// The input event the action is sent with.
    public enum Input: Sendable, Hashable {
        /// A touches event, with the phase of each of its touches; the core picks the one on the
        /// control.
        case touches([PhysicalActionID: PhysicalActionPhase])
        /// A presses event: a hardware keyboard (Full Keyboard Access) or a remote.
        case press
        /// No event, or one without touches: an assistive technology activated the control, a
        /// picker settled after the finger lifted, or the app sent it from code.
        case none
    }

    /// The events the sent pair is registered for; empty when the platform cannot tell.
    public var events: Set<ControlEvent>
    /// The event the action comes with.
    public var input: Input
    /// Whether an assistive technology that activates controls without touches is running
    /// (VoiceOver, Switch Control).
    public var isAssistiveTechnologyRunning: Bool

    /// The class of the object the action is sent to; `nil` for the responder chain or when the
    /// platform cannot tell. A platform's private control sending to the platform's own object is
    /// the platform's internal hop, never the app's action (a bar button's private control
    /// triggering its item, C5).
    public var targetType: AnyClass?

    /// Which dispatch of its input event the action comes with; `nil` when it comes with none.
    /// The touchless sends of one control for one dispatch are one activation, one event (C3).
    public var inputEvent: InputEventIdentity?

    /// Where VoiceOver's or Switch Control's cursor is as the action is sent: the identities of the
    /// view holding the focused element and of that view's ancestors, nearest first
    /// (`AssistiveFocus`); `nil` when no such technology runs or the platform cannot tell. An
    /// assistive technology activates the element it focuses, so a touchless action of a control
    /// it does not focus was sent from code (H8: a programmatic `sendActions(for:)` is no user action).
    public var assistiveFocus: AssistiveFocus?

    /// Whether the touch the control tracks is inside it as the action is sent (UIKit's
    /// `UIControl.isTouchInside`, its `pointMostlyInside` answer for the touch that ends, which the
    /// pair registered for `touchUpInside` and `touchUpOutside` alike cannot tell); `nil` when the
    /// platform cannot tell. A touch ending outside sends no `touchUpInside` (C1).
    public var isTouchInside: Bool?

    /// Creates a dispatch. Whether anything performs the action is not part of it: only the send
    /// tells, after the fact (`SentControlAction`, C1).
    @_spi(Platform) public init(
        events: Set<ControlEvent>, input: Input, isAssistiveTechnologyRunning: Bool = false, targetType: AnyClass? = nil,
        inputEvent: InputEventIdentity? = nil, isTouchInside: Bool? = nil, assistiveFocus: AssistiveFocus? = nil
    ) {
        self.assistiveFocus = assistiveFocus
        self.events = events
        self.input = input
        self.isAssistiveTechnologyRunning = isAssistiveTechnologyRunning
        self.targetType = targetType
        self.inputEvent = inputEvent
        self.isTouchInside = isTouchInside
    }

    public static func == (lhs: ControlActionDispatch, rhs: ControlActionDispatch) -> Bool {
        lhs.events == rhs.events && lhs.input == rhs.input && lhs.isAssistiveTechnologyRunning == rhs.isAssistiveTechnologyRunning
            && lhs.targetType.map(ObjectIdentifier.init) == rhs.targetType.map(ObjectIdentifier.init) && lhs.inputEvent == rhs.inputEvent
            && lhs.isTouchInside == rhs.isTouchInside && lhs.assistiveFocus == rhs.assistiveFocus
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(events)
        hasher.combine(input)
        hasher.combine(isAssistiveTechnologyRunning)
        hasher.combine(targetType.map(ObjectIdentifier.init))
        hasher.combine(inputEvent)
        hasher.combine(isTouchInside)
        hasher.combine(assistiveFocus)
    }
}
