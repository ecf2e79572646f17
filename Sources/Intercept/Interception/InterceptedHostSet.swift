import Foundation

/// The hosts an ``Interception`` has installed its proxy on and not removed it from, held weakly,
/// so that releasing the interception while some of them live is reported (T11). Read once more by
/// the interception's `deinit`, which may run on any thread: hence the lock.
final class InterceptedHostSet: @unchecked Sendable {
    private struct Entry {
        weak var host: AnyObject?
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func insert(_ host: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        entries[ObjectIdentifier(host)] = Entry(host: host)
        if entries.count >= 64, entries.count & (entries.count - 1) == 0 { entries = entries.filter { $0.value.host != nil } }
    }

    func remove(_ host: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        entries[ObjectIdentifier(host)] = nil
    }

    /// How many of the hosts are still alive.
    var liveCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.values.filter { $0.host != nil }.count
    }
}
