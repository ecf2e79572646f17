@_spi(Platform) import Intercept

/// The headless counterpart of the main run loop's end of turn (B1): UIKit runs deferred work from
/// its after-commit observer after `sendEvent` returned, and the UIKit adapter hears the turn end
/// from an observer ordered after UIKit's.
extension Application {
    /// Runs `block` at the end of the run-loop turn `turns` from now, as UIKit's after-commit
    /// observer runs its deferred blocks.
    func afterCommit(turnsLater turns: Int = 0, _ block: @escaping () -> Void) {
        deferredBlocks.append((max(0, turns), block))
    }

    /// Plays the end of a run-loop turn, as UIKit's main run loop before it waits: the blocks
    /// deferred to it run first (UIKit's `_afterCACommitHandler`, observer order 2001000), then
    /// the event observers hear that the turn ended (the UIKit adapter's observer, ordered after
    /// UIKit's). A touch's end plays one; apps and tests play more to let time pass.
    public func runLoopTurn() {
        let due = deferredBlocks.filter { $0.turnsLeft == 0 }
        deferredBlocks = deferredBlocks.filter { $0.turnsLeft > 0 }.map { ($0.turnsLeft - 1, $0.block) }
        for entry in due { entry.block() }
        for entry in eventObservers { entry.observer?.runLoopTurnDidEnd() }
    }

    /// The list cell the touch ended on is selected as UIKit selects it (B1): a collection view
    /// while it handles the touch's end (`-[UICollectionView touchesEnded:withEvent:]` calls
    /// `_userSelectItemAtIndexPath:`, public stack trace in zhangao0086/DKImagePickerController
    /// issue 316); a table only notes the pending row then, and selects it after `sendEvent`
    /// returned, from UIKit's after-commit run-loop observer (`_afterCACommitHandler` ->
    /// `_runAfterCACommitDeferredBlocks` -> `-[UITableView _userSelectRowAtPendingSelectionIndexPath:]`,
    /// from `__CFRUNLOOP_IS_CALLING_OUT_TO_AN_OBSERVER_CALLBACK_FUNCTION__`: public stack traces in
    /// RocketChat/Rocket.Chat.iOS issue 2181 and wordpress-mobile/WordPress-iOS issue 6771).
    func selectListCell(containing view: View) {
        var current: View? = view
        while let candidate = current {
            if let cell = candidate as? ReusableCell, let indexPath = cell.indexPath {
                if let table = cell.superview as? TableView {
                    afterCommit(turnsLater: tableSelectionTurnDelay) { [weak table] in table?.simulateUserTap(onRowAt: indexPath) }
                } else if let collection = cell.superview as? CollectionView {
                    collection.simulateUserTap(onItemAt: indexPath)
                }
                return
            }
            current = candidate.superview
        }
    }
}
