import Foundation

/// Hands every event to every tracker: in order, without blocking the caller, with bounded memory,
/// counting and reporting whatever could not be delivered (T1-T3, T5).
///
/// Each tracker gets its own channel: a buffer of at most ``capacityPerTracker`` events and a
/// serial queue. ``submit(_:)`` only appends to the buffers under short locks; delivery happens on
/// the channels' queues. A tracker that is slower than the event rate loses the newest events once
/// its buffer is full (counted as dropped, reported through the problem handler), and the others
/// are unaffected.
public final class EventDispatcher: @unchecked Sendable {
    /// The most events buffered per tracker.
    public let capacityPerTracker: Int

    private let onProblem: (@Sendable (DeliveryProblem) -> Void)?
    private let lock = NSLock()
    private var channels: [TrackerChannel]

    /// Creates a dispatcher.
    ///
    /// - Parameters:
    ///   - trackers: The trackers, each of which receives every event exactly once, in order.
    ///   - capacityPerTracker: The buffer size per tracker (at least 1).
    ///   - onProblem: Called, on a tracker's queue, for each delivery problem.
    public init(
        trackers: [any Tracker] = [],
        capacityPerTracker: Int = 10_000,
        onProblem: (@Sendable (DeliveryProblem) -> Void)? = nil
    ) {
        self.capacityPerTracker = max(1, capacityPerTracker)
        self.onProblem = onProblem
        self.channels = trackers.map { TrackerChannel(tracker: $0, capacity: max(1, capacityPerTracker), onProblem: onProblem) }
    }

    /// Adds a tracker; it receives the events submitted from now on.
    public func add(_ tracker: any Tracker) {
        let channel = TrackerChannel(tracker: tracker, capacity: capacityPerTracker, onProblem: onProblem)
        lock.lock()
        channels.append(channel)
        lock.unlock()
    }

    /// Queues `event` for every tracker. Never waits for a tracker.
    public func submit(_ event: InteractionEvent) {
        for channel in currentChannels() { channel.enqueue(event) }
    }

    /// Returns once every event submitted before the call has reached every tracker (or was
    /// counted as undelivered) and every tracker was asked to flush (T5).
    @discardableResult
    public func flush() async -> DeliveryReport {
        let current = currentChannels()
        await withTaskGroup(of: Void.self) { group in
            for channel in current { group.addTask { await channel.flush() } }
        }
        return report()
    }

    /// The delivery counts so far.
    public func report() -> DeliveryReport {
        DeliveryReport(trackers: currentChannels().map(\.counts))
    }

    private func currentChannels() -> [TrackerChannel] {
        lock.lock()
        defer { lock.unlock() }
        return channels
    }
}
