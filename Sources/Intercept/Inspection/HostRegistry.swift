/// The hosts an interception installed on or was asked to, held weakly, with what it noted about
/// each, for the coexistence report (Q1).
///
/// Hosts are UI objects the app owns: the registry never keeps one alive, and forgets it once it
/// is gone. What each entry can tell about its host is captured, typed, when the host is
/// registered, so the report needs no type tests on hosts.
@MainActor
final class HostRegistry {
    /// What the report needs to describe one live host.
    typealias Inspect = @MainActor (
        _ interception: Interception, _ isOpaqueForwarder: (AnyObject) -> Bool, _ runtimeClass: (AnyObject) -> AnyClass
    ) -> CoexistenceReport.Host?
    /// Removes the interception from the host, if it still owns it (D9), handing it over to
    /// `next` when the platform's hooks feed that one now (F18).
    typealias Release = @MainActor (_ interception: Interception, _ next: Interception?) -> Void

    /// The most unwrapped proxies and noted conflicts kept per host (the latest ones).
    static let maximumNotesPerHost = 8

    private struct Entry {
        weak var host: AnyObject?
        let order: Int
        let inspect: Inspect
        let release: Release
        var unwrapped: [CoexistenceReport.Unwrapped] = []
        var conflicts: [CoexistenceReport.Conflict] = []
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var nextOrder = 0
    private var countAtLastPrune = 0

    /// Registers `host` (once; a dead host's identifier reused by a new object starts afresh).
    func register(_ host: AnyObject, inspect: @escaping Inspect, release: @escaping Release) {
        let key = ObjectIdentifier(host)
        if let entry = entries[key], entry.host === host { return }
        nextOrder += 1
        entries[key] = Entry(host: host, order: nextOrder, inspect: inspect, release: release)
        if entries.count >= max(64, 2 * countAtLastPrune) {
            entries = entries.filter { $0.value.host != nil }
            countAtLastPrune = entries.count
        }
    }

    /// Notes that a proxy of Intercept's, assigned to `host`, was unwrapped.
    func noteUnwrapped(_ unwrapped: CoexistenceReport.Unwrapped, on host: AnyObject) {
        modify(host) { Self.append(unwrapped, to: &$0.unwrapped) }
    }

    /// Notes a conflict seen when it happened (it leaves no trace in the host to find later).
    func noteConflict(_ conflict: CoexistenceReport.Conflict, on host: AnyObject) {
        modify(host) { Self.append(conflict, to: &$0.conflicts) }
    }

    /// The live hosts, in the order they were registered, with what was noted.
    func report(
        for interception: Interception, isOpaqueForwarder: (AnyObject) -> Bool, runtimeClass: (AnyObject) -> AnyClass
    ) -> [CoexistenceReport.Host] {
        entries.values.filter { $0.host != nil }.sorted { $0.order < $1.order }.compactMap { entry in
            guard var host = entry.inspect(interception, isOpaqueForwarder, runtimeClass) else { return nil }
            host.unwrapped = entry.unwrapped
            host.conflicts = entry.conflicts + host.conflicts
            return host
        }
    }

    /// Removes `interception` from every live host, in the order they were registered, handing
    /// each over to `next`; a host another interception owns now is left alone (its release is a
    /// no-op).
    func releaseAll(from interception: Interception, handingOverTo next: Interception?) {
        let live = entries.values.filter { $0.host != nil }.sorted { $0.order < $1.order }
        for entry in live { entry.release(interception, next) }
    }

    private func modify(_ host: AnyObject, _ change: (inout Entry) -> Void) {
        let key = ObjectIdentifier(host)
        guard var entry = entries[key], entry.host === host else { return }
        change(&entry)
        entries[key] = entry
    }

    private static func append<Note>(_ note: Note, to notes: inout [Note]) {
        notes.append(note)
        if notes.count > maximumNotesPerHost { notes.removeFirst(notes.count - maximumNotesPerHost) }
    }
}
