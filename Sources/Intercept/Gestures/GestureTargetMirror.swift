/// What Intercept knows of a recognizer's targets on a platform that does not let anyone read
/// them (UIKit), and where its state relay must go among them (G1-G3, F10, F16).
///
/// The platform tells the mirror what its hooks saw (a pair added by `addTarget` or an
/// initializer, pairs restored from an archive, pairs removed) and runs the ``RelayMove`` it gets
/// back through the recognizer's own, unhooked, `removeTarget` and `addTarget`; every decision is
/// here:
///
/// - The relay goes in front of the business pairs (``StateRelayOrder``), once: before a pair
///   `addTarget` is about to add, after a pair an initializer already added; only for a
///   recognizer whose class produces events (``relayGoesInFront``, F10 asks for nothing more),
///   and never in front of a pair whose target is the system's code (``ClassImages``): UIKit's own
///   handler keeps its place, so code that reads a recognizer's first target (the "full-screen
///   swipe back" trick, which sends `handleNavigationTransition:` to it) still finds UIKit's
///   (G7). Any other recognizer gets the relay appended, with no pair moved (G7).
/// - Pairs restored from an archive (or present when interception was installed explicitly) are
///   unseen: the relay comes after them, and the recognizer counts as having a live business
///   target until everything is removed (`removeTarget(nil, action: nil)`), approximating G2 in
///   the direction that loses no taps.
/// - A removal that also matches the relay (a `nil` target and the relay's action, or everything)
///   detaches it; it is put back in front when business pairs remain.
/// - A message the relay does not implement goes to the first mirrored target that answers it
///   (``forwardee(for:responds:)``), and the relay says it responds to exactly those
///   (``relayResponds(to:implementsItself:forwardee:)``).
@_spi(Platform) public struct GestureTargetMirror<Action> {
    /// Where the relay is among the recognizer's targets.
    @_spi(Platform) public enum RelayPlacement: Equatable, Sendable {
        /// Not among them.
        case detached
        /// Among them; in front of every business pair, or, after unseen pairs, not known to be.
        case attached(isInFront: Bool)
    }

    /// Moves that put the relay in front of the business pairs: run them through the
    /// recognizer's own `removeTarget`/`addTarget` with ``apply(removeRelay:addRelay:remove:add:)``.
    @_spi(Platform) public struct RelayMove {
        /// Whether the relay is among the targets already and is taken out first.
        @_spi(Platform) public let removesRelayFirst: Bool
        /// The business pairs to take out and add back after the relay, in their order.
        @_spi(Platform) public let pairs: [(target: AnyObject, action: Action)]

        /// Runs the moves: the relay out (if it was in), the pairs out, the relay in, the pairs back.
        @_spi(Platform) public func apply(removeRelay: () -> Void, addRelay: () -> Void, remove: ((target: AnyObject, action: Action)) -> Void, add: ((target: AnyObject, action: Action)) -> Void) {
            if removesRelayFirst { removeRelay() }
            StateRelayOrder.attach(relay: addRelay, inFrontOf: pairs, remove: remove, add: add)
        }
    }

    /// The business pairs the hooks saw.
    @_spi(Platform) public private(set) var businessTargets = TargetActionList<Action>()
    /// Whether the recognizer may hold pairs no hook saw (from an archive, or from before
    /// interception).
    @_spi(Platform) public private(set) var hasUnseenTargets = false
    /// Where the relay is.
    @_spi(Platform) public private(set) var relay = RelayPlacement.detached
    /// Whether the relay goes in front of the business pairs (a tracked recognizer, F10), or is
    /// appended after them, moving nothing.
    @_spi(Platform) public let relayGoesInFront: Bool

    /// An empty mirror: no pairs, no relay; `relayGoesInFront` as
    /// `Interception.placesRelayInFront(of:)` decides.
    @_spi(Platform) public init(relayGoesInFront: Bool = true) {
        self.relayGoesInFront = relayGoesInFront
    }

    /// An empty mirror for `recognizer`, its relay placed as `interception` decides
    /// (`Interception.placesRelayInFront(of:)`: the hooks' interception, or the one intercepting
    /// the recognizer explicitly). With no interception to decide, in front: a relay placed then
    /// comes after the unseen pairs anyway, and a pair added later is described before its handler
    /// runs (F10).
    @MainActor
    @_spi(Platform) public init(for recognizer: any GestureHost, placedBy interception: Interception?) {
        self.init(relayGoesInFront: interception?.placesRelayInFront(of: recognizer) ?? true)
    }

    /// Whether a business pair has a live target, or unseen pairs may (G2).
    @_spi(Platform) public var hasLiveBusinessTarget: Bool { businessTargets.hasLiveTarget || hasUnseenTargets }

    /// Whether a pair the hooks saw has a live target of the app's (G1).
    @MainActor
    @_spi(Platform) public var hasLiveAppTarget: Bool { businessTargets.hasLiveAppTarget }

    /// `addTarget(_:action:)` is about to add a pair: the relay goes in front first.
    @MainActor
    @_spi(Platform) public mutating func pairWillBeAdded(target: AnyObject?, name: ActionName?, action: Action?) -> RelayMove? {
        guard target != nil, name != nil, action != nil else { return nil }
        let move = placeRelayInFront()
        businessTargets.add(target: target, name: name, action: action)
        return move
    }

    /// An initializer added a pair before any hook ran: the relay goes in front of it.
    @MainActor
    @_spi(Platform) public mutating func pairWasAdded(target: AnyObject?, name: ActionName?, action: Action?) -> RelayMove? {
        guard target != nil, name != nil, action != nil else { return nil }
        businessTargets.add(target: target, name: name, action: action)
        return placeRelayInFront()
    }

    /// The recognizer holds pairs no hook saw (decoded from an archive, or intercepted explicitly
    /// after its pairs were added): the relay is added after them.
    @MainActor
    @_spi(Platform) public mutating func hasUnseenPairs() -> RelayMove? {
        hasUnseenTargets = true
        return placeRelayInFront()
    }

    /// An interception was installed on the recognizer explicitly (G1: swizzling off, a recognizer
    /// made before the hooks or configured off the main thread): the pairs it has passed through
    /// no hook, so they count as unseen and the relay comes after them; nothing changes when the
    /// relay is among the targets already (the hooks mirrored the recognizer).
    @MainActor
    @_spi(Platform) public mutating func interceptedExplicitly() -> RelayMove? {
        guard relay == .detached else { return nil }
        return hasUnseenPairs()
    }

    /// `removeTarget(_:action:)` removed the pairs matching `target` and `name` (`nil` matches
    /// all), which may include the relay, `relayTarget` with `relayName`.
    @MainActor
    @_spi(Platform) public mutating func pairsWereRemoved(target: AnyObject?, name: ActionName?, relayTarget: AnyObject?, relayName: ActionName) -> RelayMove? {
        if target == nil, name == nil { hasUnseenTargets = false }
        businessTargets.remove(target: target, name: name)
        let matchesRelay = (target == nil || target === relayTarget) && (name == nil || name == relayName)
        guard matchesRelay, relay != .detached else { return nil }
        relay = .detached
        return hasLiveBusinessTarget ? placeRelayInFront() : nil
    }

    /// Of a recognizer's pairs, those taken out and added back behind the relay put in front:
    /// every pair but the system's own (a target whose declared class was loaded from a system
    /// image keeps its place, G7). The declared class, not the runtime's: a key-value observed
    /// system target (`NSKVONotifying_…`, made at run time, in no system image) is still the
    /// system's (G7, F8).
    @MainActor
    @_spi(Platform) public static func pairsMovedBehindRelay(_ pairs: [(target: AnyObject, action: Action)]) -> [(target: AnyObject, action: Action)] {
        pairs.filter { !ClassImages.isSystemClass(TypeNames.declaredClass(of: type(of: $0.target))) }
    }

    /// Where the state relay sends a message it does not implement itself (G7's backstop:
    /// code that reads a recognizer's first target takes the relay for a handler, as the
    /// "full-screen swipe back" trick sends `handleNavigationTransition:` to it): the live target
    /// of the first business pair, in the order the pairs were added, that `responds` to
    /// `selector`. `nil` when none does: the platform then answers as a message to `nil` would (its
    /// absorber), so nothing raises "unrecognized selector".
    @MainActor
    @_spi(Platform) public func forwardee(for selector: Action, responds: (AnyObject, Action) -> Bool) -> AnyObject? {
        businessTargets.liveEntries.first { responds($0.target, selector) }?.target
    }

    /// The relay's answer to `respondsToSelector:` (G7): no for a NULL selector; yes
    /// for what it implements itself, and for exactly the selectors the relay forwards to a target
    /// (`forwardee`, the platform's reading of ``forwardee(for:responds:)``, `nil` where the mirror
    /// cannot be read), so code that asks before it sends ("does the first target respond? then
    /// send") reaches the handler a plain send reaches. Never for what only the absorber takes:
    /// it is there so that nothing raises, not to pretend the relay handles the message.
    @_spi(Platform) public static func relayResponds(
        to selector: Action?, implementsItself: (Action) -> Bool, forwardee: (Action) -> AnyObject?
    ) -> Bool {
        guard let selector else { return false }
        return implementsItself(selector) || forwardee(selector) != nil
    }

    @MainActor
    private mutating func placeRelayInFront() -> RelayMove? {
        guard relayGoesInFront else {
            guard relay == .detached else { return nil }
            relay = .attached(isInFront: false)
            return RelayMove(removesRelayFirst: false, pairs: [])
        }
        if case .attached(let isInFront) = relay, isInFront || hasUnseenTargets { return nil }
        let pairs = Self.pairsMovedBehindRelay(businessTargets.liveEntries.map { (target: $0.target, action: $0.entry.action) })
        let move = RelayMove(removesRelayFirst: relay != .detached, pairs: pairs)
        relay = .attached(isInFront: !hasUnseenTargets)
        return move
    }
}
