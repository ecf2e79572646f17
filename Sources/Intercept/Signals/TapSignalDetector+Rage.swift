import Foundation

/// Rage taps: consecutive taps on one element, counted into a burst (A1).
@MainActor
extension TapSignalDetector {
    struct Burst {
        var identity: ElementIdentity
        var count: Int
        var lastTap: Date
        var location: Point
        var event: PendingEvent
    }

    /// Counts a tap into the burst; `consumed` of the burst's taps were this one's earlier taps
    /// (a double tap's first), one gesture with it (A1).
    func count(
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

    func emitRage(_ burst: Burst, in interception: Interception) {
        guard burst.count >= interception.configuration.tapSignals.rageTaps.minimumTapCount else { return }
        var event = burst.event
        event.event.tapCount = burst.count
        interception.emit(event)
    }
}
