@_spi(Platform) import Intercept

/// The headless counterpart of a touch `UIEvent`: what the application dispatches and passes to
/// `sendAction(_:to:from:for:)`, so that every action knows the physical action it belongs to.
@MainActor
public final class TouchEvent: Event {
    /// The touch.
    public let touch: Touch

    /// The long presses that began when the finger touched down (a zero minimum duration, as
    /// UIKit's alert action selection and touch-down highlights use): they change as the finger
    /// moves and end or are cancelled with the touch, whatever it turns out to be (G1).
    var pressesBegunAtTouchDown: [LongPressGestureRecognizer] = []

    init(touch: Touch) {
        self.touch = touch
        super.init()
    }

    /// The identity of the physical action.
    @_spi(Platform) public var physicalAction: PhysicalActionID { PhysicalActionID(touch) }
}
