@_spi(Platform) import Intercept

extension Interception {
    /// Installs interception on every gesture recognizer attached to `root` and its subviews, the
    /// headless counterpart of the UIKit adapter's hooks that reach every recognizer. Recognizers
    /// another interception tracks are left to it. Like intercepting any host, it connects this
    /// interception to the application `root` is in (or joins). Returns how many recognizers are
    /// tracked by this interception afterwards; recognizers inside the platform's interface
    /// (keyboard and input windows, context menus, ...) are left alone, as the hooks leave them (F15).
    @discardableResult
    public func interceptGestureRecognizers(in root: View) -> Int {
        root.interceptionDidInstall(self)
        var tracked = 0
        var pending = [root]
        while let view = pending.popLast() {
            for recognizer in view.gestureRecognizers where interceptAutomatically(recognizer) != nil {
                tracked += 1
            }
            pending.append(contentsOf: view.subviews)
        }
        return tracked
    }
}
