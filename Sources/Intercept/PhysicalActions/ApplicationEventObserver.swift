/// What a platform tells Intercept about physical actions and the actions they trigger.
///
/// The headless `Application` calls it as it dispatches touches and sends actions; the UIKit
/// adapter calls it from its hooks of `UIApplication.sendEvent(_:)` and
/// `UIApplication.sendAction(_:to:from:for:)`. ``Interception`` adopts it.
@MainActor
public protocol ApplicationEventObserver: AnyObject {
    /// A physical action starts (a finger touches down). Until it ends, every event any source
    /// reports for it competes for one place in the event order.
    func physicalActionDidBegin(_ action: PhysicalActionID)

    /// The physical action ended (the finger lifted, or the touch was cancelled): its one event,
    /// if any source reported one, is emitted.
    func physicalActionDidEnd(_ action: PhysicalActionID)

    /// Every physical action in progress is over, whether or not its end arrives: the
    /// application resigned active and the system took the touches (F6).
    func physicalActionsWereInterrupted()

    /// The application sent a control's action to a target, as part of `action` (a touch), or
    /// of none (`nil`: the action was sent from code, which is not tracked, or by a control that
    /// dispatches without a touch, ``ControlHost/sendsActionsWithoutTouch``).
    func controlDidSendAction(from control: any ControlHost, during action: PhysicalActionID?)
}

extension ApplicationEventObserver {
    /// Nothing by default.
    public func physicalActionsWereInterrupted() {}
}
