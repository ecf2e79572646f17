import Foundation

/// A tracker that keeps every event in memory, for tests and debugging (T4).
public final class RecordingTracker: Tracker, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [InteractionEvent] = []

    /// The name in delivery reports.
    public let name: String

    /// Creates an empty recorder.
    public init(name: String = "RecordingTracker") {
        self.name = name
    }

    public func track(_ event: InteractionEvent) {
        lock.lock()
        recorded.append(event)
        lock.unlock()
    }

    /// Everything received so far, in order.
    public var events: [InteractionEvent] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// How many events were received, without copying them.
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return recorded.count
    }

    /// The last event received, if any.
    public var lastEvent: InteractionEvent? {
        lock.lock()
        defer { lock.unlock() }
        return recorded.last
    }

    /// The events of one kind, in order.
    public func events(ofKind kind: InteractionKind) -> [InteractionEvent] {
        events.filter { $0.kind == kind }
    }

    /// Forgets everything received so far.
    public func removeAll() {
        lock.lock()
        recorded.removeAll()
        lock.unlock()
    }
}
