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
/// The declared event is held, in its place in the event order, until the turn ends. A touchless
/// control action offered in that turn is the same activation: it gives no event of its own, and
/// its ``InputMethod`` goes onto the declared event. A declared action that comes after a
/// touchless control action of the same turn gives no event: the control's was that activation.
struct TouchlessDeclaredAction {
    /// The held event's slot in the interception's held events, while its turn is open.
    private(set) var slot: Int?
    /// Counts held actions, so that the end of a turn releases only the one it was scheduled for.
    private(set) var generation: UInt64 = 0

    /// Holds a declared action's event in `slot`; returns its generation.
    mutating func hold(in slot: Int) -> UInt64 {
        self.slot = slot
        generation &+= 1
        return generation
    }

    /// The slot of action `generation`, which is released: `nil` when it was released already.
    mutating func release(_ generation: UInt64) -> Int? {
        guard generation == self.generation, let slot else { return nil }
        self.slot = nil
        return slot
    }
}

extension Interception {
    /// Reports a declared action that no touch is in progress for: held until the end of the turn
    /// (or the next flush), unless a touchless control action of this turn already gave its event.
    func reportTouchless(_ event: PendingEvent) {
        if touchlessActivation.isOpen { return }
        guard touchlessDeclaredAction.slot == nil else { return offer(event, from: .declared) }
        beginHold()
        let slot = reserveHeldSlot()
        fillHeldSlot(slot, with: event)
        let generation = touchlessDeclaredAction.hold(in: slot)
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.releaseTouchlessDeclaredAction(generation) }
        }
    }

    /// A touchless control action with `inputMethod` was offered: when a declared action of this
    /// turn is held, it is that activation; the held event takes the input method and the
    /// control's is dropped. Returns whether it was absorbed.
    func absorbTouchlessControlAction(_ inputMethod: InputMethod) -> Bool {
        guard let slot = touchlessDeclaredAction.slot, var held = heldEvent(at: slot) else { return false }
        if held.event.inputMethod == nil { held.event.inputMethod = inputMethod }
        fillHeldSlot(slot, with: held)
        return true
    }

    /// Delivers the held declared action (of `generation`, or whichever is held), and what was
    /// emitted after it, in order.
    func releaseTouchlessDeclaredAction(_ generation: UInt64? = nil) {
        guard touchlessDeclaredAction.release(generation ?? touchlessDeclaredAction.generation) != nil else { return }
        endHold()
    }
}
