#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The lock that guards what a proxy or host of a nonisolated delegate protocol shares between
/// threads: its weak `forwardee` (a weak reference read while another thread writes it is a data
/// race) and, in a host, which proxy it calls (D17).
///
/// The platform's cheapest lock (`os_unfair_lock` on Apple platforms, a `pthread_mutex_t`
/// elsewhere), uncontended on every call of such a delegate, held only for a load or a store.
public final class DelegateProxyLock: @unchecked Sendable {
    #if canImport(Darwin)
    @usableFromInline
    let primitive: UnsafeMutablePointer<os_unfair_lock>
    #else
    @usableFromInline
    let primitive: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    /// Creates an unlocked lock.
    public init() {
        primitive = .allocate(capacity: 1)
        #if canImport(Darwin)
        primitive.initialize(to: os_unfair_lock())
        #else
        primitive.initialize(to: pthread_mutex_t())
        pthread_mutex_init(primitive, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
        pthread_mutex_destroy(primitive)
        #endif
        primitive.deinitialize(count: 1)
        primitive.deallocate()
    }

    /// Runs `body` holding the lock.
    @inlinable
    public func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        #if canImport(Darwin)
        os_unfair_lock_lock(primitive)
        defer { os_unfair_lock_unlock(primitive) }
        #else
        pthread_mutex_lock(primitive)
        defer { pthread_mutex_unlock(primitive) }
        #endif
        return try body()
    }
}
