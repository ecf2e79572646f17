/// The touchless activation of a control in progress (C3): one keyboard press, one
/// assistive technology's activation, one picker settling. UIKit sends each of the control's
/// target-actions and action handlers for it in turn, so a control with an `@IBAction` and
/// RxCocoa's `rx.tap` target sends twice; like a touch's sends (C3), they are one user action
/// and give one event.
///
/// A send belongs to the activation in progress when it comes from the same control, in the same
/// main-queue turn (the interception closes the activation at the turn's end), with the same
/// input event dispatch (`InputEventIdentity`) or none: a `UIAction` handler gets no event,
/// and neither does an assistive technology's activation. Two key presses are two dispatches,
/// so two activations, even when UIKit dispatches both in one turn.
struct TouchlessActivation {
    private weak var control: (any ControlHost)?
    private var inputEvent: InputEventIdentity?
    /// Counts activations, so that the end of a turn closes only the one it was scheduled for.
    private(set) var generation: UInt64 = 0
    /// Whether an activation's turn is still open: its event was offered in this turn.
    private(set) var isOpen = false

    /// Whether a send of `control` with `inputEvent` begins an activation, its event reported;
    /// `false` when it belongs to the one in progress, whose event was reported.
    mutating func begins(from control: any ControlHost, with inputEvent: InputEventIdentity?) -> Bool {
        if isOpen, self.control === control, self.inputEvent == nil || inputEvent == nil || self.inputEvent == inputEvent {
            self.inputEvent = self.inputEvent ?? inputEvent
            return false
        }
        self.control = control
        self.inputEvent = inputEvent
        isOpen = true
        generation &+= 1
        return true
    }

    /// The turn in which activation `generation` began is over.
    mutating func close(_ generation: UInt64) {
        guard generation == self.generation else { return }
        isOpen = false
        control = nil
        inputEvent = nil
    }
}
