/// What a platform knows about one control action it is about to send (H8, F16): the control
/// events its target-action (or action handler) is registered for, and the input event it comes
/// with. Everything here is a platform value translated; ``ControlActionPolicy`` decides.
public struct ControlActionDispatch: Sendable, Hashable {
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

    /// Whether something will receive the action: a target, or for a `nil` target an object of
    /// the responder chain that implements it. An action nobody receives did nothing, and is not
    /// reported (review R19).
    public var hasReceiver: Bool

    /// Creates a dispatch.
    public init(events: Set<ControlEvent>, input: Input, isAssistiveTechnologyRunning: Bool = false, hasReceiver: Bool = true) {
        self.events = events
        self.input = input
        self.isAssistiveTechnologyRunning = isAssistiveTechnologyRunning
        self.hasReceiver = hasReceiver
    }
}
