/// The headless counterpart of a presses `UIEvent` (`UIPressesEvent`): a hardware keyboard's key,
/// pressed to activate the focused control (Full Keyboard Access's space, return). The
/// application keeps one and restamps it for each press, as UIKit does, and each of the
/// control's target-actions is sent with it (C3).
@MainActor
public final class PressesEvent: Event {
    override init() {
        super.init()
    }
}
