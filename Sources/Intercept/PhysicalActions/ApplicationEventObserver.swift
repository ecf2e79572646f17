/// What a platform tells Intercept about physical actions and the actions they trigger.
///
/// The headless `Application` calls it as it dispatches touches and sends actions; the UIKit
/// adapter calls it from its hooks of `UIApplication.sendEvent(_:)` and
/// `UIApplication.sendAction(_:to:from:for:)`. ``Interception`` adopts it.
@MainActor
@_spi(Platform) public protocol ApplicationEventObserver: AnyObject {
    /// A physical action starts (a finger touches down). Until it ends, every event any source
    /// reports for it competes for one place in the event order.
    func physicalActionDidBegin(_ action: PhysicalActionID)

    /// The physical action ended (the finger lifted, or the touch was cancelled): its one event,
    /// if any source reported one, is emitted.
    func physicalActionDidEnd(_ action: PhysicalActionID)

    /// The touch of the physical action ended, and the platform may deliver what it caused later
    /// in the same run-loop turn (UIKit selects a table's row from a run-loop observer after the
    /// touch's `sendEvent` returned, B1): the action ends with `runLoopTurnDidEnd()`. Called
    /// as the dispatch of the touch's end returns, before the platform resets the recognizers
    /// that saw it (A2). By default, `physicalActionDidEnd(_:)`.
    func physicalActionDidEndTouch(_ action: PhysicalActionID)

    /// ``physicalActionDidEndTouch(_:)``, with the recognizers that received the touch (UIKit's
    /// `UITouch.gestureRecognizers`): only one of them still waiting for another tap withholds the
    /// touch's end (B1). By default, ``physicalActionDidEndTouch(_:)``.
    func physicalActionDidEndTouch(_ action: PhysicalActionID, receivedBy recognizers: [any GestureHost])

    /// The run-loop turn is over (UIKit's main run loop is about to wait, after its own observers
    /// ran): the actions whose touch ended in it end. Nothing by default.
    func runLoopTurnDidEnd()

    /// Every physical action in progress is over, whether or not its end arrives: the
    /// application resigned active and the system took the touches (F6).
    func physicalActionsWereInterrupted()

    /// The application is sending a control's action: `dispatch` carries the control events the
    /// action is registered for and the input event it comes with, as the platform has them; the
    /// observer decides whose action it is and whether it is a user action (H8, F16).
    func controlDidSendAction(from control: any ControlHost, _ dispatch: ControlActionDispatch)

    /// The application is about to send a control's action, and will say whether anything
    /// performed it: the observer describes it now, before any target runs (F10), and finishes it
    /// in `controlAction(_:wasPerformed:)` with the send's result (UIKit's
    /// `sendAction(_:to:from:for:)` return value). Returns `nil` when nothing waits for the result.
    /// By default, `controlDidSendAction(from:_:)`.
    func controlWillSendAction(from control: any ControlHost, _ dispatch: ControlActionDispatch) -> SentControlAction?

    /// The send begun with `controlWillSendAction(from:_:)` is over; `performed` is whether a
    /// target performed the action. Nothing by default.
    func controlAction(_ sent: SentControlAction, wasPerformed performed: Bool)

    /// Where the touch of `action` is, in its window's coordinates, and the view it was hit-tested
    /// to: called when the touch begins, moves, lifts or is cancelled, before the touch is
    /// delivered in that phase (A1-A3). Optional: a platform that does not call it gets events
    /// without coordinates, and no rage or dead taps.
    func physicalAction(_ action: PhysicalActionID, isAt location: Point, on view: any ViewNode, phase: PhysicalActionPhase)

    /// The platform is about to perform the menu element titled `title` for `performer` (the
    /// sender UIKit's `performWithSender:target:` is given, translated): the observer decides
    /// whether it is the app's action and whose (M1, F16). Nothing by default.
    func menuElementWillBePerformed(title: String, elementType: String, by performer: MenuElementPerformer)
}

extension ApplicationEventObserver {
    /// Menu elements are ignored unless the observer wants them.
    public func menuElementWillBePerformed(title: String, elementType: String, by performer: MenuElementPerformer) {}
}

extension ApplicationEventObserver {
    /// Locations are ignored unless the observer wants them.
    public func physicalAction(_ action: PhysicalActionID, isAt location: Point, on view: any ViewNode, phase: PhysicalActionPhase) {}
}

extension ApplicationEventObserver {
    /// Nothing by default.
    public func physicalActionsWereInterrupted() {}

    /// `physicalActionDidEnd(_:)`: the action ends at once.
    public func physicalActionDidEndTouch(_ action: PhysicalActionID) {
        physicalActionDidEnd(action)
    }

    /// ``physicalActionDidEndTouch(_:)``: the recognizers are not looked at.
    public func physicalActionDidEndTouch(_ action: PhysicalActionID, receivedBy recognizers: [any GestureHost]) {
        physicalActionDidEndTouch(action)
    }

    /// Nothing by default.
    public func runLoopTurnDidEnd() {}

    /// `controlDidSendAction(from:_:)`, with nothing waiting for the result.
    public func controlWillSendAction(from control: any ControlHost, _ dispatch: ControlActionDispatch) -> SentControlAction? {
        controlDidSendAction(from: control, dispatch)
        return nil
    }

    /// Nothing by default.
    public func controlAction(_ sent: SentControlAction, wasPerformed performed: Bool) {}
}
