import Foundation

/// The declared screens and exposures whose appearance signals were noted since the last settle,
/// and the platform screens that carry declared screens (S1, S5).
///
/// Signals are noted as SwiftUI delivers them, during an update, and settled once the update is
/// over (the platform schedules `Interception.settleDeclaredAppearances()` on the main queue):
/// so a push, whose `onAppear` and `onDisappear` come in either order, gives the covered screen's
/// exit before the new screen's entry, and a re-render that disappears and appears a screen in one
/// update gives no visit at all.
@MainActor
final class VisitLedger {
    private(set) var pendingScreens: [ObjectIdentifier: DeclaredScreen] = [:]
    private(set) var pendingExposures: [ObjectIdentifier: DeclaredExposureNode] = [:]
    private var hosts: [ObjectIdentifier: WeakHost] = [:]
    /// How many screens were declared so far: a declared screen's `DeclaredScreen.order`.
    private(set) var declaredCount = 0
    /// Hosting controllers' pages held for their first turns (S7).
    var provisionalHostPages = ProvisionalHostPages()
    /// How those pages wait for their turns.
    var hostPageWork = DeferredMainWork.mainQueue
    /// The declared views' window surfaces, by window (S3, S12).
    var surfaces: [ObjectIdentifier: DeclaredSurface] = [:]
    private var surfaceSweepThreshold = 64
    /// The windows each scene had when it last went to the background, to drop their surfaces
    /// when it disconnects (S12).
    var sceneWindows: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
    /// The keyboard shown now, if any (S11).
    var keyboard: KeyboardCover?
    /// Violations of the SwiftUI adapter's assumptions seen so far (B4).
    var assumptionViolations: [SwiftUIAssumption: Int] = [:]
    /// Whether a settle is scheduled for after the current run-loop turn (`DeferredMainWork`).
    var isSettleScheduled = false
    /// The platform's transitions running now (S8), by identity, with when each was first seen:
    /// visits wait for their end. One that never ends (its end was never told) stops holding
    /// them after ``maximumTransitionDuration``.
    private var transitions: [ObjectIdentifier: Date] = [:]
    /// Longer than any animated or interactive transition a user sees to its end.
    static let maximumTransitionDuration: TimeInterval = 10
    /// Whether the app is in the background: nothing is seen there, so a visit that begins (a
    /// deep link pushed a screen) is entered when the app comes back (P3).
    var isInBackground = false
    /// Screens whose visit began in the background and is still open, to enter in the
    /// foreground: one entry per screen, however often its visit flips while the app stays in
    /// the background, and none for screens gone or no longer visited (S12).
    private(set) var begunInBackground: [WeakScreen] = []

    struct WeakScreen {
        weak var screen: DeclaredScreen?
    }

    private struct WeakHost {
        weak var screen: (any ScreenNode)?
    }

    /// Notes that `screen`'s visit began in the background.
    func noteBegunInBackground(_ screen: DeclaredScreen) {
        begunInBackground.removeAll { entry in entry.screen.map { $0 === screen || !$0.isVisited } ?? true }
        begunInBackground.append(WeakScreen(screen: screen))
    }

    /// The screens whose visit began in the background and is still open, in the order they
    /// began; the list is emptied.
    func takeBegunInBackground() -> [DeclaredScreen] {
        defer { begunInBackground = [] }
        return begunInBackground.compactMap(\.screen).filter(\.isVisited)
    }

    /// Keeps `surface` for `window`; surfaces holding no declared view are dropped when the table
    /// has doubled since the last sweep (S12).
    func addSurface(_ surface: DeclaredSurface, for window: ObjectIdentifier) {
        surfaces[window] = surface
        guard surfaces.count >= surfaceSweepThreshold else { return }
        surfaces = surfaces.filter { $0.value.holdsDeclaredViews || $0.value === surface }
        surfaceSweepThreshold = max(64, surfaces.count * 2)
    }

    /// A visit that begins or ends.
    struct Change {
        let screen: DeclaredScreen
        let begins: Bool
        /// Set when the screen joins or leaves a visit another instance of its declaration
        /// carries (that instance, or the one it hands its open page over to): no page changes.
        var sharedWith: DeclaredScreen?
    }

    /// The declared screens carrying an open visit, in the order they began: where another
    /// instance of the same declaration takes part (`shareVisits`).
    var openVisits: [DeclaredScreen.WeakScreen] = []

    var hasPendingWork: Bool { !pendingScreens.isEmpty || !pendingExposures.isEmpty }

    func nextOrder() -> Int {
        declaredCount += 1
        return declaredCount
    }

    func note(_ screen: DeclaredScreen) {
        pendingScreens[ObjectIdentifier(screen)] = screen
    }

    func note(_ node: DeclaredExposureNode) {
        pendingExposures[ObjectIdentifier(node)] = node
    }

    /// Settles every noted screen: the visits that end, innermost (deepest) first, then the visits
    /// that begin, outermost first; among equals, in the order the screens were declared.
    func settleScreens(now: Date) -> [Change] {
        guard !isInTransition(now: now) else { return [] }
        let screens = pendingScreens.values
        pendingScreens.removeAll(keepingCapacity: true)
        var ends: [DeclaredScreen] = []
        var begins: [DeclaredScreen] = []
        for screen in screens {
            screen.latch.settle()
            if screen.latch.isShown != screen.isVisited {
                if screen.latch.isShown { begins.append(screen) } else { ends.append(screen) }
            } else if screen.startsNewVisit, screen.isVisited {
                // Another visit of a screen still shown (S9): the open one ends, the new one begins.
                ends.append(screen)
                begins.append(screen)
            }
            screen.startsNewVisit = false
        }
        ends.sort { ($0.depth, $0.order) > ($1.depth, $1.order) }
        begins.sort { ($0.depth, $0.order) < ($1.depth, $1.order) }
        return shareVisits(ends: ends, begins: begins)
    }

    /// Settles every noted exposure; returns those whose shown state changed.
    func settleExposures() -> [DeclaredExposureNode] {
        let nodes = pendingExposures.values
        pendingExposures.removeAll(keepingCapacity: true)
        return nodes.filter { $0.latch.settle() }
    }

    // MARK: Transitions (S8)

    /// Notes that transition `id` runs; returns whether it is new.
    func beginTransition(_ id: ObjectIdentifier, now: Date) -> Bool {
        guard transitions[id] == nil else { return false }
        transitions[id] = now
        return true
    }

    func endTransition(_ id: ObjectIdentifier) {
        transitions[id] = nil
    }

    /// Whether a transition holds the visits now; those older than the bound are dropped.
    func isInTransition(now: Date) -> Bool {
        guard !transitions.isEmpty else { return false }
        transitions = transitions.filter { now.timeIntervalSince($0.value) < Self.maximumTransitionDuration }
        return !transitions.isEmpty
    }

    // MARK: Hosts (F9)

    /// Hosts whose controllers are gone are dropped when the table has doubled since the last
    /// sweep, so it stays as large as the live hosts, however many come and go.
    private var hostSweepThreshold = 64

    func addHost(_ host: any ScreenNode) {
        hosts[ObjectIdentifier(host)] = WeakHost(screen: host)
        if hosts.count >= hostSweepThreshold {
            hosts = hosts.filter { $0.value.screen != nil }
            hostSweepThreshold = max(64, hosts.count * 2)
        }
    }

    /// How many hosts are kept (for tests of the bound).
    var hostCount: Int { hosts.count }

    /// Whether `screen` is a platform screen (a hosting controller) that carries declared screens.
    func isHost(_ screen: any ScreenNode) -> Bool {
        guard let entry = hosts[ObjectIdentifier(screen)] else { return false }
        // An identifier outlives its object: a new screen at the same address is not a host.
        guard let live = entry.screen, live === screen else {
            hosts[ObjectIdentifier(screen)] = nil
            return false
        }
        return true
    }
}
