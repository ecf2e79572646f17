import Foundation

/// A session: the span of use between two pauses longer than the inactivity timeout (I3).
public struct Session: Sendable, Hashable, Codable {
    /// A UUIDv7, lowercase, whose time is the session's start (J1): PostHog requires one whose
    /// time is no later than the session's first event, and any back end takes it as a UUID.
    public var id: String
    /// When its first event happened.
    public var start: Date
    /// When its latest event happened.
    public var lastActivity: Date

    /// Creates a session; by default its id is a new UUIDv7 of `start`.
    public init(id: String? = nil, start: Date, lastActivity: Date? = nil) {
        self.id = id ?? SessionID.uuidV7(at: start)
        self.start = start
        self.lastActivity = lastActivity ?? start
    }

    /// The session id as milliseconds since 1970 of its start, for back ends that want a number
    /// (Amplitude's `session_id`).
    public var startMilliseconds: Int64 {
        let milliseconds = (start.timeIntervalSince1970 * 1000).rounded()
        return milliseconds.isFinite ? Int64(min(max(milliseconds, -9.2e18), 9.2e18)) : 0
    }

    /// The decision of I3: an event at `time` continues this session unless more than `timeout`
    /// seconds passed since its latest event; then it ends, and a new one starts at `time`. An
    /// event dated before the latest (a clock moved back) continues the session.
    func advanced(to time: Date, timeout: TimeInterval) -> (current: Session, ended: Session?) {
        if time.timeIntervalSince(lastActivity) > timeout {
            return (Session(start: time), self)
        }
        var current = self
        if time > lastActivity { current.lastActivity = time }
        return (current, nil)
    }
}
