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
    private final class OpenTouch {
        let id: PhysicalActionID
        let began: Date
        let start: Point
        var location: Point
        var phase: PhysicalActionPhase
        weak var node: (any ViewNode)?
        var isHandled = false
        /// When the finger lifted: a touch's action may end later (its end withheld, B1), and a
        /// tap is measured to the lift.
        var lifted: Date?
        /// The recognizers Intercept heard recognize this touch, for the check that their state
        /// lasts through the touch's dispatch (a few at most: a hand has few recognizers).
        var heardRecognizers: [WeakHost] = []
        /// How many of the taps before this one a recognizer needing several taps counted when it
        /// recognized this one (a double tap's first): they are not taps of their own (A1).
        var earlierTapsConsumed = 0
        /// The views of the recognizers waiting for another tap that withhold this touch's end:
        /// a next touch inside one of them is that tap, one elsewhere leaves them waiting (B1).
        var waitingViews: [WeakNode] = []
        /// Whether the app's code or a tap recognizer Intercept does not hear may have handled it,
        /// read with the rest of its path when its dispatch returned (A2).
        var mayBeHandledUnseen: Bool?

        init(id: PhysicalActionID, began: Date, location: Point, phase: PhysicalActionPhase, node: any ViewNode) {
            self.id = id
            self.began = began
            self.start = location
            self.location = location
            self.phase = phase
            self.node = node
        }
    }

    private struct WeakHost {
        weak var host: (any GestureHost)?
    }

    private struct Burst {
        var identity: ElementIdentity
        var count: Int
        var lastTap: Date
        var location: Point
        var event: PendingEvent
    }

    private var open: [OpenTouch] = []
    private var pendingDeadTaps: [(event: PendingEvent, due: Date, touch: EndedTouch, node: WeakNode)] = []
    /// The serial the next ending touch gets: a touch object's identity may be reused by a later
    /// touch, so ended touches are told apart by this.
    private var nextEndedSerial: UInt64 = 0

    /// A touch that ended, told apart from every other (A2).
    struct EndedTouch: Equatable {
        fileprivate let serial: UInt64
    }
    private var burst: Burst?

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
    private var lastEnded: (node: WeakNode, at: Date, touch: EndedTouch)?

    private struct WeakNode {
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

    /// The platform finished dispatching the end of the touch `id` (UIKit's `sendEvent` returned),
    /// while the recognizers that saw it still hold their final states (A2, B4).
    ///
    /// - A recognizer Intercept heard recognize it that reads `possible` already means the
    ///   platform reset it inside the dispatch: counted against
    ///   ``PlatformAssumption/recognizerStateLastsThroughTouchDispatch``. One heard while the
    ///   platform's list for the touch was empty (it had received the touch) is counted against
    ///   ``PlatformAssumption/touchListsRecognizersBeforeItsEnd``.
    /// - A touch nothing was heard handling is handled when a recognizer Intercept does not hear
    ///   (the platform's own, of any class: a selection or highlight recognizer, B2), on the hit
    ///   view or above it, recognized it: it reads `ended` or is in progress. Touch observers
    ///   (``GestureTrackingPolicy/touchObservingRecognizers``) handle nothing.
    ///
    /// - A touch nothing handled yet whose end a recognizer that received it (`recognizers`, the
    ///   platform's list for the touch; `nil`: those on the hit view and above it) still waiting
    ///   for another tap withholds (UIKit's `delaysTouchesEnded`) is withheld from its view (B1).
    ///   A recognizer that never got the touch (its delegate refused it) reads `possible` too, as
    ///   every idle recognizer does: that alone holds nothing.
    ///
    /// Once the platform was seen resetting a heard recognizer inside the dispatch, states read
    /// then mean nothing in this process: no unheard recognizer counts as having handled a tap
    /// (the rule before states were read: only unheard tap recognizers do, A2).
    func touchDispatchDidEnd(_ id: PhysicalActionID, receivedBy recognizers: [any GestureHost]?, in interception: Interception) -> DispatchedTouchEnd {
        guard let touch = open.last(where: { $0.id == id }), touch.phase == .ended else { return .handledOrNotTouch }
        for heard in touch.heardRecognizers {
            guard let host = heard.host, host.recognizerViewNode != nil, host.currentRecognizerState == .possible else { continue }
            interception.assumptionChecks.record(
                .recognizerStateLastsThroughTouchDispatch, "\(host.recognizerTypeName) read possible when its touch's dispatch returned", at: interception.now)
        }
        if let recognizers, recognizers.isEmpty, open.count == 1, let heard = touch.heardRecognizers.lazy.compactMap(\.host).first {
            interception.assumptionChecks.record(
                .touchListsRecognizersBeforeItsEnd, "\(heard.recognizerTypeName) recognized a touch that listed no recognizer before its end", at: interception.now)
        }
        touch.heardRecognizers = []
        guard !touch.isHandled else { return .handledOrNotTouch }
        // Dead taps switched off, the path is walked only for the recognizers waiting for another
        // tap, and not at all when the platform names those that received the touch.
        let wantsDeadTaps = interception.configuration.tapSignals.deadTaps.isEnabled && interception.isEnabled(.signals)
        let path = Self.readPath(
            from: touch.node, receivedBy: recognizers, walking: wantsDeadTaps || recognizers == nil,
            readingFinalStates: interception.assumptionChecks.violations(of: .recognizerStateLastsThroughTouchDispatch) == 0,
            ignoring: interception.configuration.gestures.touchObservingRecognizers)
        if wantsDeadTaps { touch.mayBeHandledUnseen = path.mayBeHandledUnseen }
        if path.recognizedUnheard {
            touch.isHandled = true
            return .handledOrNotTouch
        }
        guard !path.waiting.isEmpty else { return .unhandled }
        touch.waitingViews = path.waiting.map { WeakNode(node: $0) }
        return .withheldFromView
    }

    /// The touch a recognition answers: the latest in progress, or, while another touch is down
    /// as a withheld one waits (B1), the latest that landed inside the recognizer's view.
    private func touch(handledBy recognizer: (any GestureHost)?) -> OpenTouch? {
        guard open.count > 1, let view = recognizer?.recognizerViewNode else { return open.last }
        return open.last { touch in touch.node.map { $0 === view || ViewTreeWalk.isDescendant($0, of: view) } ?? false } ?? open.last
    }

    /// Whether a touch that began on `node` is the next tap the recognizers withholding the end of
    /// `id` wait for: it landed inside one of their views (B1).
    func isAwaitedTap(on node: any ViewNode, by id: PhysicalActionID) -> Bool {
        guard let touch = open.last(where: { $0.id == id }), !touch.waitingViews.isEmpty else { return true }
        return touch.waitingViews.contains { waiting in
            guard let view = waiting.node else { return false }
            return node === view || ViewTreeWalk.isDescendant(node, of: view)
        }
    }

    /// Whether the touch `id` landed on `view` or inside it.
    func touch(_ id: PhysicalActionID, landedInside view: any ViewNode) -> Bool {
        guard let hit = open.last(where: { $0.id == id })?.node else { return false }
        return hit === view || ViewTreeWalk.isDescendant(hit, of: view)
    }

    /// What the end of a touch's dispatch found (B1, A2).
    enum DispatchedTouchEnd {
        /// Something handled the touch, or it was not a finger lifting.
        case handledOrNotTouch
        /// Nothing handled it, and nothing holds it back.
        case unhandled
        /// Nothing handled it yet: a recognizer still deciding withholds the touch's end from its
        /// view (UIKit's `delaysTouchesEnded`), which gets it when the recognizer decides.
        case withheldFromView
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

    // MARK: Rage

    /// Counts a tap into the burst; `consumed` of the burst's taps were this one's earlier taps
    /// (a double tap's first), one gesture with it (A1).
    private func count(
        _ event: PendingEvent, identity: ElementIdentity, location: Point, consumed: Int, at now: Date, in interception: Interception
    ) {
        let policy = interception.configuration.tapSignals.rageTaps
        if var current = burst, current.identity == identity,
            now.timeIntervalSince(current.lastTap) <= policy.maximumInterval,
            Self.distance(current.location, location) <= policy.maximumDistance
        {
            current.count = max(1, current.count + 1 - consumed)
            current.lastTap = now
            current.location = location
            current.event.event.touch = event.event.touch
            burst = current
            return
        }
        if let finished = burst { emitRage(finished, in: interception) }
        var first = event
        first.event.kind = .rageTap
        burst = Burst(identity: identity, count: 1, lastTap: now, location: location, event: first)
    }

    private func emitRage(_ burst: Burst, in interception: Interception) {
        guard burst.count >= interception.configuration.tapSignals.rageTaps.minimumTapCount else { return }
        var event = burst.event
        event.event.tapCount = burst.count
        interception.emit(event)
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

    private static func distance(_ a: Point, _ b: Point) -> Double {
        let dx = a.x - b.x, dy = a.y - b.y
        let distance = (dx * dx + dy * dy).squareRoot()
        return distance.isFinite ? distance : .infinity
    }

    /// What the hit view's path, up to its window, says about a touch nothing was heard handling,
    /// read in one walk when its dispatch returns (A2, B1).
    private struct PathReading {
        /// A recognizer Intercept does not hear recognized it: it reads `ended`, `began` or
        /// `changed` (read only while final states last through the dispatch).
        var recognizedUnheard = false
        /// The app's code handles touches on the path (a touch not handled by a view goes up the
        /// responder chain), or a tap recognizer Intercept does not hear (the platform's own, B2:
        /// a text caret's) is there: the tap may have been handled.
        var mayBeHandledUnseen = false
        /// The views of the recognizers that received it (`receivedBy`; `nil`: those on the path)
        /// still waiting for another tap (a double tap after its first), which withhold its end
        /// from the view (B1).
        var waiting: [any ViewNode] = []
    }

    /// Reads the path from `node` up; `walking` false reads only `received`.
    private static func readPath(
        from node: (any ViewNode)?, receivedBy received: [any GestureHost]?, walking: Bool, readingFinalStates: Bool,
        ignoring observers: Set<String>
    ) -> PathReading {
        var reading = PathReading()
        if let received { reading.waiting = received.filter(isWaitingForAnotherTap).compactMap(\.recognizerViewNode) }
        guard walking else { return reading }
        var current = node
        var level = 0
        while let view = current, level < ViewTreeWalk.maximumDepth {
            if view.handlesTouchesInCode { reading.mayBeHandledUnseen = true }
            for host in (view as? any GestureHostsProviding)?.attachedGestureHosts ?? [] {
                let isUnheard = host.gestureTrackingHook == nil && !observers.contains(host.recognizerTypeName)
                if isUnheard, host.isUnheardTapRecognizer { reading.mayBeHandledUnseen = true }
                switch host.currentRecognizerState {
                case .ended?, .began?, .changed?:
                    if readingFinalStates, isUnheard { reading.recognizedUnheard = true }
                case .possible?:
                    if received == nil, isWaitingForAnotherTap(host), let view = host.recognizerViewNode { reading.waiting.append(view) }
                default: continue
                }
            }
            current = view.parentNode
            level += 1
        }
        return reading
    }

    /// An enabled tap recognizer needing more than one tap, still `possible`, that withholds
    /// touch ends from its view while it waits (B1).
    private static func isWaitingForAnotherTap(_ host: any GestureHost) -> Bool {
        host.currentRecognizerState == .possible && (host.recognizerRequiredTapCount ?? 1) > 1 && host.recognizerDelaysTouchesEnded
    }
}
