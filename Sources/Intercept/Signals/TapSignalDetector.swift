import Foundation

/// Turns physical actions into rage taps (A1) and dead taps (A2), and keeps where each touch is
/// for coordinates (A3).
///
/// It works on physical actions, after U1 has chosen one event per touch, so a touch that several
/// recognizers see is one tap, never several. A tap is a touch that ended (not cancelled) soon
/// after it began, near where it began. What the tap is about is the event the touch produced
/// when it produced one, otherwise the view the touch was hit-tested to.
///
/// - Rage: consecutive taps on one element, each close in time and place to the one before, are a
///   burst; when the burst ends (a tap elsewhere, or the interval passes) and it had enough taps,
///   one `rageTap` event carries the count.
/// - Dead: a tap after which nothing handled it (no control action, recognizer, list selection,
///   menu, or page appearing) during the touch or the window after it gives one `deadTap`.
///
/// Both are decided after time passes, so they are settled when the next touch begins and on
/// display frames (the platform asks for frames while ``hasPendingWork``).
@MainActor
final class TapSignalDetector {
    struct WeakHost {
        weak var host: (any GestureHost)?
    }

    var open: [OpenTouch] = []
    var pendingDeadTaps: [(event: PendingEvent, due: Date, touch: EndedTouch, node: WeakNode)] = []
    /// The serial the next ending touch gets: a touch object's identity may be reused by a later
    /// touch, so ended touches are told apart by this.
    private var nextEndedSerial: UInt64 = 0

    /// A touch that ended, told apart from every other (A2).
    struct EndedTouch: Equatable {
        fileprivate let serial: UInt64
    }
    var burst: Burst?

    /// Whether a dead tap or a rage burst waits for time to pass.
    var hasPendingWork: Bool { !pendingDeadTaps.isEmpty || burst != nil }

    // MARK: Touches

    /// Notes where a touch is and the view it was hit-tested to.
    func touch(_ id: PhysicalActionID, isAt location: Point, on node: any ViewNode, phase: PhysicalActionPhase, now: Date) {
        if let touch = open.last(where: { $0.id == id }) {
            touch.location = location
            touch.phase = phase
            touch.node = node
            if phase == .ended || phase == .cancelled { touch.lifted = now }
        } else {
            lastEnded = nil
            // A touch whose end the platform never reported must not pile up: a hand has few fingers.
            if open.count >= 10 { open.removeFirst() }
            open.append(OpenTouch(id: id, began: now, location: location, phase: phase, node: node))
        }
    }

    /// The location of the touch in progress (the most recent one), in window coordinates.
    var currentLocation: Point? { open.last?.location }

    /// The touch in progress that landed on `node` or inside it, most recent first, with its
    /// phase; among `candidates` when given (the touches of the event an action came with).
    func touch(on node: any ViewNode, among candidates: Set<PhysicalActionID>? = nil) -> (id: PhysicalActionID, phase: PhysicalActionPhase)? {
        for touch in open.reversed() where candidates?.contains(touch.id) ?? true {
            if let hit = touch.node, hit === node || ViewTreeWalk.isDescendant(hit, of: node) { return (touch.id, touch.phase) }
        }
        return nil
    }

    /// Where the touch `id` is, while it is in progress.
    func location(of id: PhysicalActionID) -> Point? {
        open.last(where: { $0.id == id })?.location
    }

    /// How long the touch `id` has lasted, how far it is from where it began, and its phase,
    /// while it is in progress: what tells a tap from a hold or a drag (A1, G1).
    func extent(of id: PhysicalActionID, now: Date) -> (duration: TimeInterval, movement: Double, phase: PhysicalActionPhase)? {
        open.last(where: { $0.id == id }).map { (now.timeIntervalSince($0.began), Self.distance($0.start, $0.location), $0.phase) }
    }

    /// The view the touch `id` was hit-tested to, while it is in progress.
    func hitNode(of id: PhysicalActionID) -> (any ViewNode)? {
        open.last(where: { $0.id == id })?.node
    }

    /// The last touch that ended (not cancelled), its view and when; forgotten when a touch begins.
    var lastEnded: (node: WeakNode, at: Date, touch: EndedTouch)?

    struct WeakNode {
        weak var node: (any ViewNode)?
    }

    /// Whether a touch ended and no touch began since: cheap, before asking ``touchEnded(on:within:now:)``.
    var hasEndedTouch: Bool { lastEnded != nil }

    /// The last touch, when it ended on `node` or inside it no longer than `window` ago and no
    /// touch began since: a touchless change then is the control settling after it (H8).
    func touchEnded(on node: any ViewNode, within window: TimeInterval, now: Date) -> EndedTouch? {
        guard open.isEmpty, let last = lastEnded, let hit = last.node.node, now.timeIntervalSince(last.at) <= window else { return nil }
        return hit === node || ViewTreeWalk.isDescendant(hit, of: node) ? last.touch : nil
    }

    /// A control settled after `touch` ended: that tap was handled, and only that one (A2).
    func noteSettled(after touch: EndedTouch) {
        pendingDeadTaps.removeAll { $0.touch == touch }
    }

    /// Something handled the touch in progress, or, between touches, the taps still in their dead
    /// window: a control sent an action, a recognizer recognized, a list selected, a menu opened
    /// or a page appeared.
    ///
    /// A recognizer needing several taps (a double tap) that recognizes answers its earlier taps
    /// too: the ones still in their dead window inside its view are handled, and they are not
    /// taps of their own for a rage burst (A1, A2).
    func noteHandled(now: Date, by recognizer: (any GestureHost)? = nil) {
        if let touch = touch(handledBy: recognizer) {
            touch.isHandled = true
            // Only a recognition in the dispatch of the touch's end is checked for its state when
            // that dispatch returns: one that finished while the finger moved was reset since (B4).
            if let recognizer, touch.phase == .ended, touch.heardRecognizers.count < 4 { touch.heardRecognizers.append(WeakHost(host: recognizer)) }
            if let recognizer, let taps = recognizer.recognizerRequiredTapCount, taps > 1, let view = recognizer.recognizerViewNode {
                touch.earlierTapsConsumed = taps - 1
                pendingDeadTaps.removeAll { entry in
                    guard entry.due >= now, let hit = entry.node.node else { return false }
                    return hit === view || ViewTreeWalk.isDescendant(hit, of: view)
                }
            }
        } else {
            pendingDeadTaps.removeAll { $0.due >= now }
        }
    }

    /// The system took every touch in progress: none of them is a tap.
    func touchesWereInterrupted() {
        open.removeAll()
    }

    /// The touch ended or was cancelled; `winner` is the event U1 kept for it, if any.
    func touchDidEnd(_ id: PhysicalActionID, winner: PendingEvent?, in interception: Interception) {
        guard let index = open.lastIndex(where: { $0.id == id }) else { return }
        let touch = open.remove(at: index)
        let now = interception.now
        nextEndedSerial &+= 1
        let ended = EndedTouch(serial: nextEndedSerial)
        if touch.phase == .ended, let node = touch.node { lastEnded = (WeakNode(node: node), now, ended) }
        let policy = interception.configuration.tapSignals
        guard touch.phase == .ended, policy.isTap(lasting: (touch.lifted ?? now).timeIntervalSince(touch.began), moving: Self.distance(touch.start, touch.location)),
            interception.isEnabled(.signals),
            let tap = tapEvent(for: touch, winner: winner, at: now, in: interception)
        else { return }
        if policy.deadTaps.isEnabled, !touch.isHandled,
            !(touch.mayBeHandledUnseen
                ?? Self.readPath(
                    from: touch.node, receivedBy: [], walking: true, readingFinalStates: false,
                    ignoring: interception.configuration.gestures.touchObservingRecognizers
                ).mayBeHandledUnseen)
        {
            var dead = tap.event
            dead.event.kind = .deadTap
            pendingDeadTaps.append((dead, now.addingTimeInterval(policy.deadTaps.window), ended, WeakNode(node: touch.node)))
        }
        // Repeated taps on a keypad's key are typing, and a burst of them would tell a repeated
        // digit (N4): not counted.
        if policy.rageTaps.isEnabled, tap.event.element?.capture.isKey != true {
            count(tap.event, identity: tap.identity, location: touch.location, consumed: touch.earlierTapsConsumed, at: now, in: interception)
        }
    }

    /// Emits what time has decided: dead taps whose window passed, a rage burst whose interval
    /// passed.
    func settle(in interception: Interception) {
        guard hasPendingWork else { return }
        let now = interception.now
        let enabled = interception.isEnabled(.signals)
        while let first = pendingDeadTaps.first, first.due < now {
            pendingDeadTaps.removeFirst()
            if enabled { interception.emit(first.event) }
        }
        if let current = burst, now.timeIntervalSince(current.lastTap) > interception.configuration.tapSignals.rageTaps.maximumInterval {
            burst = nil
            if enabled { emitRage(current, in: interception) }
        }
    }

    // MARK: Describing

    /// The tap as an event (kind set by the caller), and what identifies its element: the
    /// winner's element when the touch produced an event, otherwise the hit view's.
    private func tapEvent(
        for touch: OpenTouch, winner: PendingEvent?, at now: Date, in interception: Interception
    ) -> (event: PendingEvent, identity: ElementIdentity)? {
        if let winner, let identity = winner.elementIdentity {
            let won = winner.event
            var event = winner
            event.menuTitle = nil
            event.event = InteractionEvent(
                kind: .deadTap, timestamp: now, host: won.host, element: won.element, listPosition: won.listPosition,
                screen: won.screen, customProperties: won.customProperties,
                touch: won.touch ?? (touch.node?.userEntryKind == .textInput ? nil : TouchLocation(window: touch.location))
            )
            return (event, identity)
        }
        guard let node = touch.node, let capture = interception.elementDescriber.captureInteraction(with: node) else { return nil }
        let event = interception.pendingEvent(
            InteractionEvent(kind: .deadTap, timestamp: now, touch: TouchLocation.ofInteraction(at: touch.location, on: node)),
            about: capture
        )
        guard let identity = event.elementIdentity else { return nil }
        return (event, identity)
    }

    static func distance(_ a: Point, _ b: Point) -> Double {
        let dx = a.x - b.x, dy = a.y - b.y
        let distance = (dx * dx + dy * dy).squareRoot()
        return distance.isFinite ? distance : .infinity
    }
}
