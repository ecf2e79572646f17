import Foundation

extension Application {
    /// Plays a hardware keyboard's key press activating `control` (Full Keyboard Access): the
    /// application dispatches its presses event, restamped for this press, and the control sends
    /// each of its primary target-actions with it (``Control/pressesEnded(with:)``), as UIKit does
    /// (C3).
    ///
    /// - Returns: `false` (and does nothing) when the control is not in a window of this
    ///   application or is disabled.
    @discardableResult
    public func simulateKeyPress(on control: Control) -> Bool {
        guard control.window?.application === self, control.isEnabled else { return false }
        // UIKit stamps each dispatch with the time of its input, in system uptime: two presses
        // never share a timestamp.
        pressesEvent.timestamp = max(ProcessInfo.processInfo.systemUptime, pressesEvent.timestamp.nextUp)
        control.pressesEnded(with: pressesEvent)
        return true
    }
}
