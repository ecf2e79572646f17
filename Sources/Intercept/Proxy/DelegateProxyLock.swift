import Foundation

/// The lock that guards what a proxy or host of a nonisolated delegate protocol shares between
/// threads: its weak `forwardee` (a weak reference read while another thread writes it is a data
/// race) and, in a host, which proxy it calls (D17).
public final class DelegateProxyLock: @unchecked Sendable {
    private let lock = NSLock()

    /// Creates an unlocked lock.
    public init() {}

    /// Runs `body` holding the lock.
    @inlinable
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lockForBody()
        defer { unlockAfterBody() }
        return try body()
    }

    @usableFromInline
    func lockForBody() { lock.lock() }

    @usableFromInline
    func unlockAfterBody() { lock.unlock() }
}
