import Foundation

/// Keeps one event per physical action (U1): every source that sees a touch offers its event,
/// the most specific source's (the one on the deepest view, then by kind; among equals the
/// latest, which describes the final state, C2) is kept, and it is emitted in the place in the event order the touch took when it began.
///
/// UIKit delivers some of a touch's consequences after the touch's dispatch returned, from a
/// run-loop observer in the same turn (a table's row selection, B1): a touch that ended stays
/// open for them until the platform says the turn ended, or the next touch begins.
///
/// A touch's end can be lost: the platform may never deliver its ended or cancelled phase (the
/// system takes the touch over, the window goes away). Each action therefore remembers when it
/// began, so that the ones whose end is overdue can be closed (F6).
struct PhysicalActionArbiter {
    /// A touch in progress: where its event goes in the held events, which source holds it, and
    /// when it began.
    private struct OpenAction {
        let id: PhysicalActionID
        let slot: Int
        let began: Date
        var source: OfferingSource?
        /// Whether the touch ended and only its run-loop turn keeps it open (B1).
        var touchEnded = false
        /// Since when a recognizer waiting for another tap withholds the touch's end from its
        /// view, with no event offered yet: the action stays open past its turn (B1).
        var withheld: WithheldEnd?
        /// Whether a source offered its event after the touch ended.
        var offeredAfterEnd = false
    }

    /// How long an action whose touch's end a recognizer withholds stays open past its turn with
    /// no event: UIKit's double tap waits about 0.35 s for a second tap before it fails and the
    /// single tap waiting on it recognizes.
    static let withheldEndLimit: TimeInterval = 0.5

    /// An action whose touch's end is withheld closes this long after the finger lifted, at the
    /// first tick that came on time (within ``withheldEndTickLimit`` of the one before), however
    /// little the main thread ran.
    static let withheldEndHardLimit: TimeInterval = 2

    /// The most one tick (a run-loop turn's end, a display frame) adds to a withheld end's wait: a
    /// longer gap is a main thread that was busy, whose recognizer's timer could not fire then;
    /// it fires in the first turn after (B1).
    static let withheldEndTickLimit: TimeInterval = 0.1
    /// The wall-clock bound past which a withheld touch closes whatever its ticks were: the hard
    /// limit closes only at a tick that came on time (a stalled main thread's first tick may come
    /// before the platform's overdue timer), so this bounds the wait when ticks keep coming late.
    static let withheldEndAbsoluteLimit: TimeInterval = 5

    /// A withheld end's wait: since when, and how much of it the main thread ran. The limit is
    /// counted in time the main thread ran, so a stall does not close the action before the
    /// late timer's turn.
    struct WithheldEnd {
        let since: Date
        var lastTick: Date
        var ran: TimeInterval = 0
        var lastGap: TimeInterval = 0

        init(since: Date) {
            self.since = since
            lastTick = since
        }

        /// Whether the wait is over at `time`.
        func isOver(at time: Date) -> Bool {
            let waited = time.timeIntervalSince(since)
            return ran > PhysicalActionArbiter.withheldEndLimit
                || (waited > PhysicalActionArbiter.withheldEndHardLimit && lastGap <= PhysicalActionArbiter.withheldEndTickLimit)
                || waited > PhysicalActionArbiter.withheldEndAbsoluteLimit
        }
    }

    private var open: [OpenAction] = []

    /// The touch offers are attributed to: the most recent one still in progress.
    var current: PhysicalActionID? { open.last?.id }

    /// Whether `id` is in progress (its touch may have ended, waiting for its turn).
    func contains(_ id: PhysicalActionID) -> Bool {
        open.contains { $0.id == id }
    }

    /// Whether any touch is in progress.
    var isEmpty: Bool { open.isEmpty }

    mutating func begin(_ id: PhysicalActionID, slot: Int, at time: Date) {
        open.append(OpenAction(id: id, slot: slot, began: time))
    }

    /// Notes that the touch of `id` ended; its action stays open until its turn ends. Returns
    /// whether `id` was in progress.
    mutating func endTouch(_ id: PhysicalActionID) -> Bool {
        guard let index = open.firstIndex(where: { $0.id == id }) else { return false }
        open[index].touchEnded = true
        return true
    }

    /// Notes that a recognizer still deciding withholds the end of `id`'s touch from its view
    /// (UIKit's `delaysTouchesEnded`): with no event offered yet, the action stays open past the
    /// turn, until a source offers one and that turn ends, the next touch, or
    /// ``withheldEndLimit``. Returns whether it is held.
    mutating func holdWithheldEnd(_ id: PhysicalActionID, at time: Date) -> Bool {
        guard let index = open.firstIndex(where: { $0.id == id }), open[index].touchEnded, open[index].source == nil else { return false }
        open[index].withheld = WithheldEnd(since: time)
        return true
    }

    /// Whether an action waits for a recognizer that withholds its touch's end: the platform
    /// keeps ticking (display frames) until it closes, so an idle app does not hold it (B1).
    var hasWithheldEnd: Bool { open.contains { $0.withheld != nil } }

    /// Time passed to `time` (a turn ended, a frame ran): each withheld end's wait grows by the
    /// time since the last tick, at most ``withheldEndTickLimit``.
    mutating func tick(at time: Date) {
        for index in open.indices {
            guard var withheld = open[index].withheld else { continue }
            withheld.lastGap = max(0, time.timeIntervalSince(withheld.lastTick))
            withheld.ran += min(withheld.lastGap, Self.withheldEndTickLimit)
            withheld.lastTick = time
            open[index].withheld = withheld
        }
    }

    /// Whether a touch in progress has not ended: a touchless action (a key press, VoiceOver)
    /// never joins a touch whose finger already lifted (U1).
    var hasTouchDown: Bool { open.contains { !$0.touchEnded } }

    /// Whether a touch ended and waits for the end of its run-loop turn.
    var hasEndedTouches: Bool { open.contains(where: \.touchEnded) }

    /// The touches that ended and wait for the end of their turn, oldest first; at `time`, a
    /// touch whose end is withheld only once a source offered its event or its wait is over.
    func endedTouches(closingAt time: Date) -> [PhysicalActionID] {
        open.filter { action in
            guard action.touchEnded else { return false }
            guard let withheld = action.withheld else { return true }
            return action.offeredAfterEnd || withheld.isOver(at: time)
        }.map(\.id)
    }

    /// The withheld touches with no offer whose wait is over at `time` (a frame closes only these).
    func withheldTouchesOver(at time: Date) -> [PhysicalActionID] {
        open.filter { action in
            guard action.touchEnded, !action.offeredAfterEnd, let withheld = action.withheld else { return false }
            return withheld.isOver(at: time)
        }.map(\.id)
    }

    /// The touches that ended, however they wait, oldest first: a new touch closes them all.
    var endedTouches: [PhysicalActionID] { open.filter(\.touchEnded).map(\.id) }

    /// The slot of `id` when it is in progress, removing it.
    mutating func end(_ id: PhysicalActionID) -> Int? {
        guard let index = open.firstIndex(where: { $0.id == id }) else { return nil }
        return open.remove(at: index).slot
    }

    /// Removes and returns the touches that began before `time` (their end is overdue), oldest
    /// first.
    mutating func endAll(beganBefore time: Date) -> [PhysicalActionID] {
        guard let first = open.first, first.began < time else { return [] }
        let overdue = open.filter { $0.began < time }.map(\.id)
        open.removeAll { $0.began < time }
        return overdue
    }

    /// Removes and returns every touch in progress.
    mutating func endAll() -> [PhysicalActionID] {
        defer { open.removeAll() }
        return open.map(\.id)
    }

    /// Where an event from `source` goes: the current touch's slot when it beats what the touch
    /// holds (or is as specific and so newer), `.dropped` when it loses, `.alone` when no touch is in
    /// progress and the event is emitted on its own. The deepest view's source is the most
    /// specific, kinds break ties (``OfferingSource``).
    ///
    /// While several are open (a touch whose end is withheld, and a new one elsewhere: B1), the
    /// source's is the latest one `landedInside` its view says landed there, else the latest.
    @MainActor mutating func place(from source: OfferingSource, landedInside: (PhysicalActionID) -> Bool = { _ in false }) -> Placement {
        guard var index = open.indices.last else { return .alone }
        if open.count > 1, let inside = open.indices.last(where: { landedInside(open[$0].id) }) { index = inside }
        if open[index].touchEnded { open[index].offeredAfterEnd = true }
        if let holder = open[index].source, holder.beats(source) { return .dropped }
        open[index].source = source
        return .slot(open[index].slot)
    }

    enum Placement: Equatable {
        case alone
        case slot(Int)
        case dropped
    }
}
