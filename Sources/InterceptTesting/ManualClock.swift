import Foundation

/// A clock that only moves when told to, for exact durations and dwell times in tests (never
/// sleep in a test). Give it to `InterceptionConfiguration.clock` as `{ clock.now }`.
public final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    /// Creates a clock showing `start`.
    public init(start: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
        current = start
    }

    /// The time now.
    public var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// Moves the clock forward by `seconds` (negative values are ignored).
    public func advance(by seconds: TimeInterval) {
        lock.lock()
        current += max(0, seconds)
        lock.unlock()
    }
}
