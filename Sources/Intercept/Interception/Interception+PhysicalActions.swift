import Foundation

extension Interception: ApplicationEventObserver {
    /// Reserves the touch's place in the event order; events of other kinds emitted before the
    /// touch ends (a page the app opens in response) are delivered after it. A touch still in
    /// progress since longer than ``PhysicalActionPolicy/newTouchClosesAfter`` is closed first:
    /// its end was lost (F6).
    public func physicalActionDidBegin(_ action: PhysicalActionID) {
        tapSignals.settle(in: self)
        let now = self.now
        closePhysicalActions(beganBefore: now - configuration.physicalActions.newTouchClosesAfter)
        beginHold()
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

    /// Every touch in progress is over, whether or not its end arrives: the application resigned
    /// active (a call, Control Center, a system alert took the touches) (F6). Each touch's event,
    /// if a source offered one, is emitted, and what was held behind it is released.
    public func physicalActionsWereInterrupted() {
        for _ in physicalActions.endAll() { endHold() }
        tapSignals.touchesWereInterrupted()
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

    /// Reports a control action sent during a touch as a `controlAction` event (C1-C5): one per
    /// touch however many target-actions fire (C3), describing the control's state when the touch
    /// ends (a dragged slider reports once, its final value, C2). Actions sent from code are not
    /// tracked, and neither is anything while controls are switched off (U2).
    ///
    /// A control that dispatches without a touch in its event (a standard bar button item,
    /// ``ControlHost/sendsActionsWithoutTouch``) belongs to the touch in progress, if any (F7); it
    /// is reported with its own type name and title, whatever view shows it.
    public func controlDidSendAction(from control: any ControlHost, during action: PhysicalActionID?) {
        let touch = action ?? (control.sendsActionsWithoutTouch ? physicalActions.current : nil)
        if touch != nil { noteTouchHandled() }
        let describer = elementDescriber
        guard touch != nil, isEnabled(.controls), let node = control.controlElementNode,
            var capture = describer.capture(node)
        else { return }
        if let type = control.controlTypeName, node.trackingAttributes.displayType == nil { capture.type = type }
        if let title = control.controlTitle, !describer.isContentWithheld(for: node), !title.isEmpty {
            capture.content = .screened(title)
        }
        offer(
            pendingEvent(InteractionEvent(kind: .controlAction, timestamp: now, touch: touchLocation(relativeTo: node)), about: capture),
            from: .control
        )
    }
}
