import Foundation
@_spi(Platform) import Intercept

/// Who events are about and which session they belong to (I1-I4): an anonymous id made once and
/// kept across launches, the user an app ``identify(userId:traits:)``s, sessions that end after
/// ``sessionTimeout`` seconds of inactivity, and global properties added to every event.
///
/// Persisted as JSON in a file the app chooses (an ``UploadTracker`` keeps it beside its queue by
/// default). A missing file starts a new identity (the first launch); an unreadable one starts a new
/// identity too, reported as `DeliveryProblem.Reason.identityFile(path:problem:)`, never a crash.
/// The file is written when the identity or the session changes and on ``persist()`` (an
/// ``UploadTracker`` calls it on flush and close), not on every event: after a kill, the session's
/// last activity may be read back a little early, so its end event is dated a little early too.
///
/// Global properties are kept in memory only: set them at launch.
public final class IdentityStore: @unchecked Sendable {
    /// Where the identity is kept.
    public let file: URL
    /// Seconds without an event after which the session ends (I3); 30 minutes by default.
    public let sessionTimeout: TimeInterval

    private let lock = NSLock()
    private var record: IdentityRecord
    private var globals: [String: PropertyValue] = [:]
    /// Bumped on every change of what encoders cache (ids, traits, globals), not on session moves.
    private var generation = 0
    private let onProblem: @Sendable (DeliveryProblem) -> Void
    private let name: String

    /// Reads the identity in `file`, or starts a new one.
    ///
    /// - Parameters:
    ///   - file: The JSON file the identity is kept in (its folder is created if needed).
    ///   - sessionTimeout: Seconds of inactivity that end a session (at least 1).
    ///   - name: Names the identity in problem reports.
    ///   - onProblem: Where a missing or damaged file is reported.
    public convenience init(
        file: URL,
        sessionTimeout: TimeInterval = 30 * 60,
        name: String = "identity",
        onProblem: @escaping @Sendable (DeliveryProblem) -> Void = DeliveryProblemLog.report
    ) {
        self.init(file: file, sessionTimeout: sessionTimeout, name: name, reportsMissingFile: false, onProblem: onProblem)
    }

    /// As the public initializer; with `reportsMissingFile`, a missing file is reported too (an
    /// ``UploadTracker`` whose queue existed before expected to find one).
    init(file: URL, sessionTimeout: TimeInterval, name: String, reportsMissingFile: Bool, onProblem: @escaping @Sendable (DeliveryProblem) -> Void) {
        self.file = file
        self.sessionTimeout = max(1, sessionTimeout.isFinite ? sessionTimeout : 30 * 60)
        self.name = name
        self.onProblem = onProblem
        if let data = FileManager.default.contents(atPath: file.path) {
            if var decoded = try? JSONDecoder().decode(IdentityRecord.self, from: data), !decoded.anonymousID.isEmpty {
                // A session an older version started has a random (v4) id: it goes on under a
                // UUIDv7 of its own start, which PostHog requires (J1).
                if let session = decoded.session, !SessionID.isUUIDv7(session.id) {
                    decoded.session?.id = SessionID.uuidV7(at: session.start)
                    record = decoded
                    write(decoded)
                    return
                }
                record = decoded
                return
            }
            record = .anonymous()
            onProblem(DeliveryProblem(trackerName: name, reason: .identityFile(path: file.path, problem: "unreadable, a new anonymous identity was started")))
        } else {
            record = .anonymous()
            if reportsMissingFile {
                onProblem(DeliveryProblem(trackerName: name, reason: .identityFile(path: file.path, problem: "missing, a new anonymous identity was started")))
            }
        }
        write(record)
    }

    /// The anonymous id: a random UUID made on the first launch (or by ``reset()``).
    public var anonymousID: String { withLock { record.anonymousID } }
    /// The identified user, if any.
    public var userID: String? { withLock { record.userID } }
    /// The identified user's traits.
    public var traits: [String: PropertyValue] { withLock { record.traits } }
    /// The current session, once an event started one.
    public var session: Session? { withLock { record.session } }

    /// Properties added to every later event (an event's own properties win over them); kept in
    /// memory only.
    public var globalProperties: [String: PropertyValue] {
        get { withLock { globals } }
        set {
            withLock {
                globals = newValue
                generation += 1
            }
        }
    }

    /// Sets the user later events are about, with their traits (merged into the traits known).
    public func identify(userId: String, traits: [String: PropertyValue] = [:]) {
        let snapshot: IdentityRecord = withLock {
            record.userID = userId
            record.traits.merge(traits) { _, new in new }
            generation += 1
            return record
        }
        write(snapshot)
    }

    /// Forgets the user and starts a new anonymous identity and a new session (a log-out): later
    /// events share nothing with earlier ones.
    public func reset() {
        let snapshot: IdentityRecord = withLock {
            record = .anonymous()
            generation += 1
            return record
        }
        write(snapshot)
    }

    /// Deletes the identity and the session (N2): the file goes, and a new anonymous identity
    /// starts in memory, written when the next event starts its session. Global properties (the
    /// app's, set at launch) stay. Returns whether a session was deleted with the identity.
    @discardableResult
    public func erase() -> (identity: Bool, session: Bool) {
        let hadSession: Bool = withLock {
            let hadSession = record.session != nil
            record = .anonymous()
            generation += 1
            return hadSession
        }
        do {
            if FileManager.default.fileExists(atPath: file.path) { try FileManager.default.removeItem(at: file) }
        } catch {
            onProblem(DeliveryProblem(trackerName: name, reason: .identityFile(path: file.path, problem: "could not be deleted (\(error)); it holds the identity before the erasure until the next event replaces it")))
        }
        return (true, hadSession)
    }

    /// Writes the session's latest activity to the file.
    public func persist() {
        write(withLock { record })
    }

    // MARK: For destinations

    /// What an event at `time` belongs to: the session (started or continued by it), the session
    /// it ended, if any, and the generation of the cached fields.
    func touch(at time: Date) -> (session: Session, ended: Session?, generation: Int) {
        lock.lock()
        let current = record.session
        let (session, ended) = current.map { $0.advanced(to: time, timeout: sessionTimeout) } ?? (Session(start: time), nil)
        record.session = session
        let generation = self.generation
        let changed = session.id != current?.id
        let snapshot = changed ? record : nil
        lock.unlock()
        if let snapshot { write(snapshot) }
        return (session, ended, generation)
    }

    /// The fields destinations encode once per change.
    func snapshot() -> (anonymousID: String, userID: String?, traits: [String: PropertyValue], globals: [String: PropertyValue], generation: Int) {
        withLock { (record.anonymousID, record.userID, record.traits, globals, generation) }
    }

    private func withLock<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    private func write(_ record: IdentityRecord) {
        do {
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(record).write(to: file, options: .atomic)
        } catch {
            onProblem(DeliveryProblem(trackerName: name, reason: .identityFile(path: file.path, problem: "could not be written (\(error)); the identity is kept in memory")))
        }
    }
}
