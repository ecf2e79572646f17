import Foundation

/// Hands every event to every tracker: in order, without blocking the caller, with bounded memory,
/// counting and reporting whatever could not be delivered (T1-T3, T5, T9, H7).
///
/// Each tracker gets its own channel: a buffer of at most ``capacityPerTracker`` events and a
/// serial queue. ``submit(_:)`` only appends to the buffers under short locks; delivery happens on
/// the channels' queues. A tracker that is slower than the event rate loses the newest events once
/// its buffer is full (counted as dropped, reported through the problem handler while it happens),
/// and the others are unaffected. A ``DurableTracker`` takes each event before `submit` returns.
///
/// A tracker that submits from inside its own delivery does not get those events back (they go to
/// the other trackers, counted as dropped for it and reported), and one that waits for a flush from
/// inside its own delivery is not waited for: neither can livelock or deadlock the pipeline (H7).
public final class EventDispatcher: @unchecked Sendable {
    /// The most events buffered per tracker.
    public let capacityPerTracker: Int

    /// The longest ``flush()`` waits, in seconds: a tracker blocked for good cannot make it hang
    /// (T11); the trackers not finished by then are named in the report and reported.
    public let flushTimeout: TimeInterval

    private let onProblem: (@Sendable (DeliveryProblem) -> Void)?
    private let lock = NSLock()
    private var channels: [TrackerChannel]
    /// Events that carried a trim mark (N6), counted as they are submitted.
    private var trimmedEvents = 0

    /// Creates a dispatcher.
    ///
    /// - Parameters:
    ///   - trackers: The trackers, each of which receives every event exactly once, in order.
    ///   - capacityPerTracker: The buffer size per tracker (at least 1).
    ///   - onProblem: Called, off the caller's thread, for each delivery problem; by default
    ///     ``DeliveryProblemLog/report(_:)`` (the unified log, or standard error), so a problem is
    ///     seen without configuring anything (T8). Pass `nil` to ignore problems. Trackers that
    ///     report problems of their own (``DeliveryProblemSource``) are connected to it.
    ///   - flushTimeout: The longest ``flush()`` waits (30 s by default).
    public init(
        trackers: [any Tracker] = [],
        capacityPerTracker: Int = 10_000,
        onProblem: (@Sendable (DeliveryProblem) -> Void)? = DeliveryProblemLog.report,
        flushTimeout: TimeInterval = 30
    ) {
        self.capacityPerTracker = max(1, capacityPerTracker)
        self.flushTimeout = max(0, flushTimeout)
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
        let chain = DeliveryChain.current
        lock.lock()
        let channels = self.channels
        if event.trim != nil { trimmedEvents += 1 }
        lock.unlock()
        if chain.isEmpty {
            for channel in channels { channel.enqueue(event, chain: chain) }
        } else {
            for channel in channels {
                if chain.contains(channel.id) { channel.refuseReentrant() } else { channel.enqueue(event, chain: chain) }
            }
        }
    }

    /// Returns once every event submitted before the call has reached every tracker (or was
    /// counted as undelivered) and every tracker was asked to flush (T5), or after
    /// ``flushTimeout`` seconds: a tracker blocked for good cannot make it hang (T11); one not
    /// finished by then is named in ``DeliveryReport/unfinishedTrackers`` and reported. A tracker
    /// that calls it from inside its own delivery is not waited for (H7).
    @discardableResult
    public func flush() async -> DeliveryReport {
        await flush(timeLimit: flushTimeout)
    }

    /// Like ``flush()``, but returns after at most `timeout` seconds: the trackers that had not
    /// finished by then are listed in ``DeliveryReport/unfinishedTrackers`` and reported (their
    /// events stay buffered and are delivered later) (T9, H7).
    @discardableResult
    public func flush(timeout: TimeInterval) async -> DeliveryReport {
        await flush(timeLimit: timeout)
    }

    /// ``flush(timeout:)`` for callers that must block: `applicationWillTerminate`, where the
    /// process ends when the call returns. Never call it from a tracker's queue with a long timeout.
    @discardableResult
    public func flushAndWait(timeout: TimeInterval) -> DeliveryReport {
        let current = currentChannels()
        let results = FlushResults(count: current.count)
        let group = DispatchGroup()
        for (index, channel) in current.enumerated() {
            group.enter()
            channel.flush(timeout: timeout) { finished in
                results.set(index, finished)
                group.leave()
            }
        }
        _ = group.wait(timeout: .now() + max(0, timeout) + 0.05)
        return report(unfinished: results.unfinished(of: current))
    }

    private func flush(timeLimit: TimeInterval?) async -> DeliveryReport {
        let current = currentChannels()
        let results = FlushResults(count: current.count)
        await withTaskGroup(of: Void.self) { group in
            for (index, channel) in current.enumerated() {
                group.addTask {
                    let finished = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
                        channel.flush(timeout: timeLimit) { continuation.resume(returning: $0) }
                    }
                    results.set(index, finished)
                }
            }
        }
        return report(unfinished: results.unfinished(of: current))
    }

    /// The delivery counts so far.
    public func report() -> DeliveryReport {
        report(unfinished: [])
    }

    private func report(unfinished: [String]) -> DeliveryReport {
        lock.lock()
        let trimmed = trimmedEvents
        lock.unlock()
        return DeliveryReport(trackers: currentChannels().map(\.counts), unfinishedTrackers: unfinished, trimmedEvents: trimmed)
    }

    // MARK: Consent and erasure

    /// The user opted out (N1): every tracker's buffer is emptied and the tracker asked to delete
    /// what it keeps, each counted as dropped for consent; `droppedBefore` events deleted before
    /// reaching the trackers are counted for each of them. Call it where nothing is being
    /// submitted concurrently (``Interception`` calls it in order on its describing queue), so no
    /// event submitted before it survives it.
    func withdrawConsent(droppedBefore: Int) {
        for channel in currentChannels() { channel.withdrawConsent(droppedBefore: droppedBefore) }
    }

    /// Deletes the events waiting in every tracker's buffer and stops the batches being delivered
    /// at their next event, at once; the deletion that follows counts them (N1, N2).
    func discardPending() {
        for channel in currentChannels() { channel.discardPending() }
    }

    /// Counts `count` events the user's opt-out stopped for every tracker (N1).
    func countDroppedForConsent(_ count: Int) {
        guard count > 0 else { return }
        for channel in currentChannels() { channel.countDroppedForConsent(count) }
    }

    /// The user asked for their data to be erased (N2): every tracker's buffer is emptied and the
    /// tracker asked to delete what it keeps; returns what each deleted, within `timeout` seconds.
    func erase(timeout: TimeInterval, completion: @escaping @Sendable ([DataErasure.TrackerErasure]) -> Void) {
        let current = currentChannels()
        let results = ErasureResults(names: current.map(\.tracker.name))
        let group = DispatchGroup()
        for (index, channel) in current.enumerated() {
            group.enter()
            channel.erase(timeout: timeout) { erasure in
                results.set(index, erasure)
                group.leave()
            }
        }
        group.notify(queue: .global()) { completion(results.all) }
    }

    private func currentChannels() -> [TrackerChannel] {
        lock.lock()
        defer { lock.unlock() }
        return channels
    }
}

/// What each channel of one erasure deleted, written from their completions.
private final class ErasureResults: @unchecked Sendable {
    private let lock = NSLock()
    private var erasures: [DataErasure.TrackerErasure]

    init(names: [String]) {
        erasures = names.map { DataErasure.TrackerErasure(trackerName: $0, erased: ErasedData(), problem: "not answered") }
    }

    func set(_ index: Int, _ erasure: DataErasure.TrackerErasure) {
        lock.lock()
        erasures[index] = erasure
        lock.unlock()
    }

    var all: [DataErasure.TrackerErasure] {
        lock.lock()
        defer { lock.unlock() }
        return erasures
    }
}

/// Which channels of one flush finished, written from their completions.
private final class FlushResults: @unchecked Sendable {
    private let lock = NSLock()
    private var finished: [Bool]

    init(count: Int) { finished = Array(repeating: false, count: count) }

    func set(_ index: Int, _ value: Bool) {
        lock.lock()
        finished[index] = value
        lock.unlock()
    }

    func unfinished(of channels: [TrackerChannel]) -> [String] {
        lock.lock()
        defer { lock.unlock() }
        return zip(channels, finished).filter { !$0.1 }.map { $0.0.tracker.name }
    }
}
