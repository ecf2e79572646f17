import Foundation
import LoopbackHTTP

/// A loopback receiver that enforces one back end's documented contract: its path and
/// authentication, its size limits, the required fields and their types, and its answers,
/// partial failures included (Segment's silent 200, PostHog's 413, Amplitude's indexed 400,
/// Mixpanel's `failed_records`, OTLP's `partialSuccess`).
///
/// It keeps what the back end would have ingested (by dedup key), what it refused and why, and
/// every contract violation it saw: a test of a correct client expects no violations.
public final class BackendReceiver: @unchecked Sendable {
    /// The back ends.
    public enum Backend: String, Sendable, CaseIterable {
        case segment, posthog, amplitude, mixpanel, otlp

        /// The path the back end documents.
        public var path: String {
            switch self {
            case .segment: "/v1/batch"
            case .posthog: "/batch/"
            case .amplitude: "/2/httpapi"
            case .mixpanel: "/import"
            case .otlp: "/v1/logs"
            }
        }
    }

    /// How the receiver behaves beyond the documented contract, to exercise a client.
    public struct Options: Sendable {
        /// The key the client must present (write key, API key, project token).
        public var apiKey: String
        /// A request size limit below the back end's own, to make it answer 413 sooner.
        public var maximumRequestBytes: Int?
        /// Answer this many first requests with 429 (and `Retry-After` when set).
        public var throttledRequests: Int
        public var retryAfter: String?
        /// OTLP: log records with these event names are refused in a `partialSuccess`.
        public var rejectedEventNames: Set<String>

        public init(apiKey: String = "test-key", maximumRequestBytes: Int? = nil, throttledRequests: Int = 0, retryAfter: String? = nil, rejectedEventNames: Set<String> = []) {
            self.apiKey = apiKey
            self.maximumRequestBytes = maximumRequestBytes
            self.throttledRequests = throttledRequests
            self.retryAfter = retryAfter
            self.rejectedEventNames = rejectedEventNames
        }
    }

    /// An event the back end ingested.
    public struct Event: Sendable {
        /// Its dedup key (`messageId`, `uuid`, `insert_id`, `$insert_id`, `intercept.event.id`).
        public var key: String
        /// Its name (`event`, `event_type`, `eventName`; a Segment screen's `name`).
        public var name: String
        /// The event as received.
        public var json: Data
    }

    /// What one request's check concluded.
    struct Verdict {
        var status: Int
        var body: String
        var headers: [String: String] = [:]
        var ingested: [Event] = []
        var refused: [(key: String, reason: String)] = []
        var violations: [String] = []
    }

    public let backend: Backend
    public let options: Options
    private(set) var server: LoopbackServer!
    private let lock = NSLock()
    private var state = (ingested: [Event](), refused: [(key: String, reason: String)](), violations: [String](), bodies: [Data](), statuses: [Int]())

    /// Starts a receiver for `backend` on 127.0.0.1 (`port` 0: any free port).
    public init(_ backend: Backend, options: Options = Options(), port: UInt16 = 0) throws {
        self.backend = backend
        self.options = options
        server = try LoopbackServer(port: port) { [unowned self] request, index in answer(request, index: index) }
    }

    /// The full endpoint URL, as a client is configured with it.
    public var url: URL { URL(string: "http://127.0.0.1:\(server.port)\(backend.path)")! }

    /// Events ingested, in arrival order (copies included: a back end drops them by key).
    public var ingested: [Event] { lock.withLock { state.ingested } }
    /// Events refused, with the back end's reason.
    public var refused: [(key: String, reason: String)] { lock.withLock { state.refused } }
    /// Contract violations: what the back end would refuse or drop that a correct client never sends.
    public var violations: [String] { lock.withLock { state.violations } }
    /// Every request body, in arrival order.
    public var bodies: [Data] { lock.withLock { state.bodies } }
    /// Every answer's status, in arrival order.
    public var statuses: [Int] { lock.withLock { state.statuses } }

    public func stop() { server.stop() }

    private func answer(_ request: HTTPRequest, index: Int) -> HTTPAnswer {
        let verdict: Verdict
        if index < options.throttledRequests {
            verdict = Verdict(status: 429, body: #"{"code":429,"error":"Too many requests for some devices and users"}"#,
                              headers: options.retryAfter.map { ["Retry-After": $0] } ?? [:])
        } else {
            verdict = check(request)
        }
        lock.withLock {
            state.bodies.append(request.body)
            state.statuses.append(verdict.status)
            state.ingested += verdict.ingested
            state.refused += verdict.refused
            state.violations += verdict.violations
        }
        var headers = verdict.headers
        headers["Content-Type"] = "application/json"
        return .respond(status: verdict.status, headers: headers, body: Data(verdict.body.utf8))
    }

    private func check(_ request: HTTPRequest) -> Verdict {
        let path = request.path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? request.path
        guard request.method == "POST", path == backend.path else {
            return Verdict(status: 404, body: "{}", violations: ["\(request.method) \(request.path): not \(backend.path)"])
        }
        guard request.headers["content-type"]?.hasPrefix("application/json") == true else {
            return Verdict(status: 415, body: "{}", violations: ["Content-Type \(request.headers["content-type"] ?? "missing")"])
        }
        switch backend {
        case .segment: return SegmentContract(options: options).check(request)
        case .posthog: return PostHogContract(options: options).check(request)
        case .amplitude: return AmplitudeContract(options: options).check(request)
        case .mixpanel: return MixpanelContract(options: options).check(request)
        case .otlp: return OTLPContract(options: options).check(request)
        }
    }
}

/// Checks shared by the contracts.
enum JSONCheck {
    static func object(_ data: Data) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    static func data(_ value: Any) -> Data {
        (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data()
    }

    static func nonEmptyString(_ value: Any?) -> String? {
        guard let text = value as? String, !text.isEmpty else { return nil }
        return text
    }

    /// Whether `value` is a JSON boolean (Foundation reads `true` as a number that is also a Bool).
    static func isBoolean(_ value: Any?) -> Bool {
        guard let value else { return false }
        return String(describing: type(of: value)).contains("Bool")
    }

    /// `value` as an integer, if it is a JSON number without a fraction (not a boolean).
    static func integer(_ value: Any?) -> Int64? {
        guard !isBoolean(value), !(value is String), let number = value as? Int else { return nil }
        return Int64(number)
    }

    static func iso8601(_ value: Any?) -> Date? {
        guard let text = value as? String else { return nil }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }

    static func basicAuthorization(user: String) -> String {
        "Basic " + Data((user + ":").utf8).base64EncodedString()
    }
}
