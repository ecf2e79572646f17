@_spi(Platform) import Intercept

/// The headless counterpart of a touch `UIEvent`: what the application dispatches and passes to
/// `sendAction(_:to:from:for:)`, so that every action knows the physical action it belongs to.
@MainActor
public final class TouchEvent {
    /// The touch.
    public let touch: Touch

    init(touch: Touch) {
        self.touch = touch
    }

    /// The identity of the physical action.
    public var physicalAction: PhysicalActionID { PhysicalActionID(touch) }
}
