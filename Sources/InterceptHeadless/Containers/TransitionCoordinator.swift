/// The headless counterpart of `UIViewControllerTransitionCoordinator` (S8): it exists while a
/// container runs a transition (``ViewController/transitionCoordinator``, which a child answers
/// from its parent, as UIKit's does), and runs the blocks given to
/// ``animateAlongsideTransition(completion:)`` once the transition ended, finished or cancelled,
/// after the views are where the outcome leaves them (UIKit's
/// `animate(alongsideTransition:completion:)` completion: "executed after the transition
/// completes", Apple's documentation of `UIViewControllerTransitionCoordinator`).
///
/// Its completion phase runs while the controllers still answer it as their
/// `transitionCoordinator`; a block given then is refused (`false`, never run), as UIKit's
/// `animate(alongsideTransition:completion:)` returns `false` when "the animations could not be
/// queued".
@MainActor
public final class TransitionCoordinator {
    /// Whether the user drives it (an interactive swipe-back).
    public let isInteractive: Bool
    /// Whether it ended cancelled.
    public internal(set) var isCancelled = false
    /// Whether its completion phase began: blocks given from now on are refused.
    public private(set) var isCompleting = false
    private var completions: [@MainActor () -> Void] = []

    init(isInteractive: Bool) {
        self.isInteractive = isInteractive
    }

    /// Runs `block` when the transition ended; returns whether it was queued (`false` once the
    /// completion phase began: then `block` never runs).
    @discardableResult
    public func animateAlongsideTransition(completion block: @escaping @MainActor () -> Void) -> Bool {
        guard !isCompleting else { return false }
        completions.append(block)
        return true
    }

    /// The completion phase: the blocks queued run, in order; a block queued meanwhile is refused.
    func end(cancelled: Bool) {
        isCancelled = cancelled
        isCompleting = true
        let blocks = completions
        completions = []
        for block in blocks { block() }
    }
}

/// An interactive pop under way (S8): the user's finger drives it; it finishes or is cancelled.
@MainActor
public final class InteractivePop {
    /// The transition's coordinator, as the controllers see it.
    public let coordinator: TransitionCoordinator
    private unowned let navigation: NavigationController
    private let top: ViewController
    private let below: ViewController
    private var isOver = false

    init(navigation: NavigationController, top: ViewController, below: ViewController, coordinator: TransitionCoordinator) {
        self.navigation = navigation
        self.top = top
        self.below = below
        self.coordinator = coordinator
    }

    /// The user lifted the finger past the threshold: the top controller's view leaves, its
    /// `viewDidDisappear`, the one below's `viewDidAppear`, the top is popped, then the
    /// coordinator's completions run, the controllers still answering it; then it is gone.
    public func finish() {
        guard !isOver else { return }
        isOver = true
        navigation.finishInteractivePop(top: top, below: below)
        coordinator.end(cancelled: false)
        navigation.transitionCoordinatorOwned = nil
    }

    /// The user gave up: the controller below gets `viewWillDisappear` and `viewDidDisappear`
    /// and its view leaves the window, the top one `viewWillAppear` and `viewDidAppear` (it never
    /// stopped being on screen), then the coordinator's completions run with `isCancelled`, the
    /// controllers still answering it; then it is gone.
    public func cancel() {
        guard !isOver else { return }
        isOver = true
        navigation.cancelInteractivePop(top: top, below: below)
        coordinator.end(cancelled: true)
        navigation.transitionCoordinatorOwned = nil
    }
}
