extension Interception: ApplicationEventObserver {
    /// Reserves the touch's place in the event order; events of other kinds emitted before the
    /// touch ends (a page the app opens in response) are delivered after it.
    public func physicalActionDidBegin(_ action: PhysicalActionID) {
        tapSignals.settle(in: self)
        beginHold()
        physicalActions.begin(action, slot: reserveHeldSlot())
    }

    /// Emits the touch's event, if a source offered one, and releases what was held behind it.
    /// Ending a touch that never began is a no-op.
    public func physicalActionDidEnd(_ action: PhysicalActionID) {
        let slot = physicalActions.end(action)
        // The event U1 kept for the touch is what a rage or dead tap is about (A1, A2).
        let winner = slot.flatMap(heldEvent(at:))
        if slot != nil { endHold() }
        tapSignals.touchDidEnd(action, winner: winner, in: self)
    }

    /// Reports a control action sent during a touch as a `controlAction` event (C1-C5): one per
    /// touch however many target-actions fire (C3), describing the control's state when the touch
    /// ends (a dragged slider reports once, its final value, C2). Actions sent from code are not
    /// tracked, and neither is anything while controls are switched off (U2).
    public func controlDidSendAction(from control: any ControlHost, during action: PhysicalActionID?) {
        if action != nil { noteTouchHandled() }
        guard action != nil, isEnabled(.controls), let node = control.controlElementNode,
            let description = elementDescriber.describe(node)
        else { return }
        offer(
            InteractionEvent(
                kind: .controlAction,
                timestamp: now,
                element: description.element,
                screen: description.screen,
                customProperties: description.customProperties,
                touch: touchLocation(relativeTo: node)
            ),
            from: .control
        )
    }
}
