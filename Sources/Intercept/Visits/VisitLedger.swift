/// The declared screens and exposures whose appearance signals were noted since the last settle,
/// and the platform screens that carry declared screens (S1, S5).
///
/// Signals are noted as SwiftUI delivers them, during an update, and settled once the update is
/// over (the platform schedules ``Interception/settleDeclaredAppearances()`` on the main queue):
/// so a push, whose `onAppear` and `onDisappear` come in either order, gives the covered screen's
/// exit before the new screen's entry, and a re-render that disappears and appears a screen in one
/// update gives no visit at all.
@MainActor
final class VisitLedger {
    private(set) var pendingScreens: [ObjectIdentifier: DeclaredScreen] = [:]
    private(set) var pendingExposures: [ObjectIdentifier: DeclaredExposureNode] = [:]
    private var hosts: [ObjectIdentifier: WeakHost] = [:]
    private var declaredCount = 0
    var surfaces: [ObjectIdentifier: DeclaredSurface] = [:]
    /// Exposures that went, kept until a frame looked at them: the platform lets go of a row's
    /// node when SwiftUI drops the row, and exposure holds views weakly, so without this an id
    /// shown by a dropped row would stay visible and its next appearance would not count.
    var retiring: [DeclaredExposureNode] = []
    /// Whether the app is in the background: nothing is seen there, so a visit that begins (a
    /// deep link pushed a screen) is entered when the app comes back (P3).
    var isInBackground = false
    /// Screens whose visit began in the background, to enter in the foreground.
    var begunInBackground: [DeclaredScreen] = []

    private struct WeakHost {
        weak var screen: (any ScreenNode)?
    }

    /// A visit that begins or ends.
    struct Change {
        let screen: DeclaredScreen
        let begins: Bool
    }

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
    func settleScreens() -> [Change] {
        let screens = pendingScreens.values
        pendingScreens.removeAll(keepingCapacity: true)
        var ends: [DeclaredScreen] = []
        var begins: [DeclaredScreen] = []
        for screen in screens {
            screen.latch.settle()
            if screen.latch.isShown != screen.isVisited {
                if screen.latch.isShown { begins.append(screen) } else { ends.append(screen) }
            }
        }
        ends.sort { ($0.depth, $0.order) > ($1.depth, $1.order) }
        begins.sort { ($0.depth, $0.order) < ($1.depth, $1.order) }
        return ends.map { Change(screen: $0, begins: false) } + begins.map { Change(screen: $0, begins: true) }
    }

    /// Settles every noted exposure; returns those whose shown state changed.
    func settleExposures() -> [DeclaredExposureNode] {
        let nodes = pendingExposures.values
        pendingExposures.removeAll(keepingCapacity: true)
        return nodes.filter { $0.latch.settle() }
    }

    // MARK: Hosts (F9)

    func addHost(_ host: any ScreenNode) {
        hosts[ObjectIdentifier(host)] = WeakHost(screen: host)
    }

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
