/// The headless counterpart of `UIRefreshControl`: a list's pull-to-refresh. The finger that pulls
/// is on the list's content, never on the control; once pulled past the threshold the control
/// starts refreshing and sends `valueChanged` with no event, as UIKit's does
/// (`sendActionsForControlEvents:` from `-_setRefreshControlState:notify:`), while that finger is
/// still down (C1).
@MainActor
open class RefreshControl: Control {
    /// Whether the control is refreshing.
    public private(set) var isRefreshing = false

    /// Plays the pull passing the threshold: refreshing begins and `valueChanged` is sent.
    public func simulatePullPastThreshold() {
        guard !isRefreshing else { return }
        isRefreshing = true
        sendActions(for: .valueChanged, with: nil)
    }

    /// Ends refreshing, as the app does when its data has loaded: nothing is sent.
    public func endRefreshing() {
        isRefreshing = false
    }
}
