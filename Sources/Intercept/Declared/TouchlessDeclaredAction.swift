import Dispatch

/// A declared action reported while no touch is in progress (S2, U1): a SwiftUI `Toggle`,
/// `Slider`, `Stepper` or segmented `Picker` that VoiceOver, Switch Control, a hardware keyboard
/// or a settling wheel activated. SwiftUI draws these with a private UIKit control, so the UIKit
/// hooks report the same activation as that control's touchless action (C3), while the tracked
/// binding reports it as the SwiftUI control. Inside a touch the two compete for the touch and
/// the declared one wins (U1); without one there is nothing to compete for, so this is the slot
/// they compete for instead: the main-queue turn of the activation, the span UIKit sends one
/// activation's actions in (``TouchlessActivation``).
///
/// Whichever of the two comes first is held, in its place in the event order, until the turn
/// ends; the other, in the same turn, is the same activation, so the turn gives one event, the
/// declared one, with the control's ``InputMethod``:
/// - the declared action first (SwiftUI sets the binding inside the control's action): the
///   control's action gives no event of its own, and its input method goes onto the held event;
/// - the control's action first (SwiftUI sets the binding later in the turn): the declared event
///   takes the held slot and the input method, and the order is counted
///   (``SwiftUIAssumption/bindingSetInsideControlAction``).
struct TouchlessDeclaredAction {
    /// Which source's event is held.
    enum Source {
        case declared
        case control(InputMethod)
    }

    /// The held event's slot in the interception's held events, while its turn is open.
    private(set) var slot: Int?
    /// Whose event the slot holds.
    private(set) var source: Source?
    /// Counts held actions, so that the end of a turn releases only the one it was scheduled for.
    private(set) var generation: UInt64 = 0

    /// Holds `source`'s event in `slot`; returns its generation.
    mutating func hold(in slot: Int, from source: Source) -> UInt64 {
        self.slot = slot
        self.source = source
        generation &+= 1
        return generation
    }

    /// The declared action of the same activation took the slot of the control's held event.
    mutating func replaceWithDeclared() {
        source = .declared
    }

    /// The slot of action `generation`, which is released: `nil` when it was released already.
    mutating func release(_ generation: UInt64) -> Int? {
        guard generation == self.generation, let slot else { return nil }
        self.slot = nil
        self.source = nil
        return slot
    }
}

extension Interception {
    /// Reports a declared action that no touch is in progress for: held until the end of the turn
    /// (or the next flush). A touchless control action held in this turn is the same activation:
    /// the declared event takes its place and its input method.
    func reportTouchless(_ event: PendingEvent) {
        switch touchlessDeclaredAction.source {
        case .control(let inputMethod):
            guard let slot = touchlessDeclaredAction.slot else { return }
            var declared = event
            if declared.event.inputMethod == nil { declared.event.inputMethod = inputMethod }
            fillHeldSlot(slot, with: declared)
            touchlessDeclaredAction.replaceWithDeclared()
            swiftUIAssumptionWasViolated(.bindingSetInsideControlAction)
        case .declared:
            offer(event, from: .declared)
        case nil:
            // A touchless activation whose control's event was already delivered.
            if touchlessActivation.isOpen { return }
            holdTouchless(event, from: .declared)
        }
    }

    /// A touchless control action with `inputMethod` was offered: when a declared action of this
    /// turn is held, it is that activation; the held event takes the input method and the
    /// control's is dropped. Returns whether it was absorbed.
    func absorbTouchlessControlAction(_ inputMethod: InputMethod) -> Bool {
        guard case .declared = touchlessDeclaredAction.source, let slot = touchlessDeclaredAction.slot,
            var held = heldEvent(at: slot)
        else { return false }
        if held.event.inputMethod == nil { held.event.inputMethod = inputMethod }
        fillHeldSlot(slot, with: held)
        return true
    }

    /// Reports a touchless control action that begins an activation: held to the end of the turn
    /// when no finger is down, so a declared action later in the turn can take its place. A touch
    /// whose finger lifted and whose action stays open (its end withheld, B1) is not this action's:
    /// a key press then is its own event, in its own place (U1).
    func reportTouchlessControlAction(_ event: PendingEvent, inputMethod: InputMethod, on node: any ViewNode) {
        guard !physicalActions.hasTouchDown, touchlessDeclaredAction.slot == nil else { return offer(event, from: .control, on: node) }
        holdTouchless(event, from: .control(inputMethod))
    }

    private func holdTouchless(_ event: PendingEvent, from source: TouchlessDeclaredAction.Source) {
        beginHold()
        let slot = reserveHeldSlot()
        fillHeldSlot(slot, with: event)
        let generation = touchlessDeclaredAction.hold(in: slot, from: source)
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.releaseTouchlessDeclaredAction(generation) }
        }
    }

    /// Delivers the held touchless action (of `generation`, or whichever is held), and what was
    /// emitted after it, in order.
    func releaseTouchlessDeclaredAction(_ generation: UInt64? = nil) {
        guard touchlessDeclaredAction.release(generation ?? touchlessDeclaredAction.generation) != nil else { return }
        endHold()
    }
}
