import Foundation

@_spi(Platform) extension Interception: ApplicationEventObserver {
    /// Reserves the touch's place in the event order; events of other kinds emitted before the
    /// touch ends (a page the app opens in response) are delivered after it. A touch still in
    /// progress since longer than ``PhysicalActionPolicy/newTouchClosesAfter`` is closed first:
    /// its end was lost (F6).
    public func physicalActionDidBegin(_ action: PhysicalActionID) {
        // A new touch means the previous touch's run-loop turn is over, whether or not the
        // platform said so (B1). A touch whose end a recognizer waiting for another tap withholds
        // waits for where this one lands (``closeWithheldTouchEnds(awaiting:on:)``).
        if physicalActions.hasEndedTouches {
            for ended in physicalActions.endedTouches(closingAt: now) { physicalActionDidEnd(ended) }
            // The platform reuses a touch object once its touch is over: one still open under
            // this one's identity (its end withheld) is over.
            if physicalActions.contains(action) { physicalActionDidEnd(action) }
        }
        tapSignals.settle(in: self)
        let now = self.now
        closePhysicalActions(beganBefore: now - configuration.physicalActions.newTouchClosesAfter)
        beginHold()
        reportedSelection = nil
        physicalActions.begin(action, slot: reserveHeldSlot(), at: now)
    }

    /// Emits the touch's event, if a source offered one, and releases what was held behind it.
    /// Ending a touch that never began (or was already closed, F6) is a no-op.
    public func physicalActionDidEnd(_ action: PhysicalActionID) {
        let slot = physicalActions.end(action)
        // The event U1 kept for the touch is what a rage or dead tap is about (A1, A2).
        let winner = slot.flatMap(heldEvent(at:))
        if slot != nil { endHold() }
        tapSignals.touchDidEnd(action, winner: winner, in: self)
    }

    /// The touch of `action` ended (the finger lifted, or the touch was cancelled), on a platform
    /// that delivers some of what the touch caused later in the same run-loop turn: UIKit selects
    /// a table's row from a run-loop observer after the touch's `sendEvent` returned (B1). The
    /// action keeps its one event open for them (a late selection still competes with the
    /// recognizer's tap on the same touch, and carries the touch's location) until
    /// `runLoopTurnDidEnd()`, the next touch, or the time limit (F6). The recognizers that saw
    /// the touch still hold their final states: one of the platform's own that recognized it
    /// handled it (A2).
    public func physicalActionDidEndTouch(_ action: PhysicalActionID) {
        endTouch(action, receivedBy: nil)
    }

    /// ``physicalActionDidEndTouch(_:)``, with the recognizers that received the touch (UIKit's
    /// `UITouch.gestureRecognizers`): only one of them still waiting for another tap withholds the
    /// touch's end and keeps its action open past its turn (B1).
    public func physicalActionDidEndTouch(_ action: PhysicalActionID, receivedBy recognizers: [any GestureHost]) {
        endTouch(action, receivedBy: recognizers)
    }

    /// A touch began on `node`: the touches whose end a recognizer waiting for another tap
    /// withholds close when it landed inside that recognizer's view (it is the awaited tap, or
    /// the recognizer takes it and decides); one elsewhere leaves them waiting, and their late
    /// recognition is theirs, not the new touch's (B1, U1).
    func closeWithheldTouchEnds(awaiting action: PhysicalActionID, on node: any ViewNode) {
        guard physicalActions.hasWithheldEnd else { return }
        for withheld in physicalActions.endedTouches where withheld != action && tapSignals.isAwaitedTap(on: node, by: withheld) {
            physicalActionDidEnd(withheld)
        }
    }

    private func endTouch(_ action: PhysicalActionID, receivedBy recognizers: [any GestureHost]?) {
        _ = physicalActions.endTouch(action)
        if tapSignals.touchDispatchDidEnd(action, receivedBy: recognizers, in: self) == .withheldFromView {
            _ = physicalActions.holdWithheldEnd(action, at: now)
        }
    }

    /// The run-loop turn is over: every physical action whose touch ended in it ends, as with
    /// `physicalActionDidEnd(_:)`. Cheap when no touch ended.
    ///
    /// A touch whose end a recognizer still deciding withheld from its view (UIKit's
    /// `delaysTouchesEnded`: a single tap waiting for a double tap to fail) stays open, with no
    /// event yet, until a later turn in which a source offers one (the recognizer's recognition,
    /// the list's selection from the withheld end, UIKit's `touchesEnded` delivered late) has
    /// ended, the next touch, or `PhysicalActionArbiter.withheldEndLimit`: one event for it,
    /// not one per source (B1, U1).
    public func runLoopTurnDidEnd() {
        guard physicalActions.hasEndedTouches else { return }
        let now = self.now
        physicalActions.tick(at: now)
        for action in physicalActions.endedTouches(closingAt: now) { physicalActionDidEnd(action) }
    }

    /// A display frame while a touch's end is withheld (``needsExposureFrames`` asks for them):
    /// its wait grows, and it closes when the wait is over, whether or not a turn ends for
    /// another reason (B1).
    func closeWithheldTouchEnds() {
        guard physicalActions.hasWithheldEnd else { return }
        let now = self.now
        physicalActions.tick(at: now)
        for action in physicalActions.withheldTouchesOver(at: now) { physicalActionDidEnd(action) }
    }

    /// Every touch in progress is over, whether or not its end arrives: the application resigned
    /// active (a call, Control Center, a system alert took the touches) (F6). Each touch's event,
    /// if a source offered one, is emitted, and what was held behind it is released.
    public func physicalActionsWereInterrupted() {
        // The touches that ended (a tap whose end a recognizer withholds) close as taps (A2).
        for action in physicalActions.endedTouches { physicalActionDidEnd(action) }
        for _ in physicalActions.endAll() { endHold() }
        tapSignals.touchesWereInterrupted()
    }

    /// Closes the touches that ended and wait, their end withheld or their turn not over: a
    /// flush delivers what they hold (B1).
    func closeEndedPhysicalActions() {
        guard physicalActions.hasEndedTouches else { return }
        for action in physicalActions.endedTouches { physicalActionDidEnd(action) }
    }

    /// Closes the touches whose end is overdue by ``PhysicalActionPolicy/maximumTouchDuration``
    /// (F6); cheap when no touch is in progress. Run whenever an event is emitted or offered and
    /// before a flush, so a lost end never holds events back for longer than that.
    func closeOverduePhysicalActions() {
        guard !physicalActions.isEmpty else { return }
        closePhysicalActions(beganBefore: now - configuration.physicalActions.maximumTouchDuration)
    }

    private func closePhysicalActions(beganBefore time: Date) {
        guard !physicalActions.isEmpty else { return }
        for _ in physicalActions.endAll(beganBefore: time) { endHold() }
    }
}
