#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

/// Tells the core when the main run loop's turn is over (B1), so a touch that ended in it ends
/// only after what UIKit delivers later in the same turn.
///
/// UIKit selects a table's row after the touch's `sendEvent` returned: `_afterCACommitHandler`,
/// a main run-loop observer for before-waiting and exit at order 2001000, runs
/// `_runAfterCACommitDeferredBlocks`, which calls `-[UITableView _userSelectRowAtPendingSelectionIndexPath:]`
/// (public stack traces: RocketChat/Rocket.Chat.iOS issue 2181, wordpress-mobile/WordPress-iOS
/// issue 6771; the observer's order as printed by `CFRunLoopGetMain()` in public write-ups).
/// This observer runs for the same activities at a higher order, so after UIKit's in the same
/// pass, as Bugsnag's app-hang detector orders its own for the same reason
/// (`BSGAppHangDetector`: "-[UITableView tableView:didSelectRowAtIndexPath:] ... is run in a
/// _afterCACommitHandler"). A turn whose before-waiting observers do not run (the main queue had
/// blocks) runs neither UIKit's nor ours: the next touch closes it, or the time limit (F6).
///
/// Lives for the rest of the process once the hooks are installed; costs one check per turn when
/// no touch ended.
@MainActor
enum RunLoopTurnObserver {
    /// After UIKit's after-commit observer (2001000), before the autorelease pool's pop
    /// (2147483647).
    static let order: CFIndex = 2_100_000

    private static var observer: CFRunLoopObserver?

    /// Adds the observer to the main run loop, once per process.
    static func installIfNeeded() {
        guard observer == nil else { return }
        let activities = CFRunLoopActivity.beforeWaiting.rawValue | CFRunLoopActivity.exit.rawValue
        let observer = CFRunLoopObserverCreateWithHandler(nil, activities, true, order) { _, _ in
            PlatformHook.intercept { UIKitHooks.interception?.runLoopTurnDidEnd() }
        }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
        self.observer = observer
    }
}
#endif
