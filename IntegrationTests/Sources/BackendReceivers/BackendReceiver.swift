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

        /// Whether the back end documents taking gzip bodies (`Content-Encoding: gzip`, T16):
        /// Segment's HTTP API, PostHog, Mixpanel's `/import` and OTLP/HTTP; Amplitude's HTTP V2
        /// documents no request compression, so a gzip body there is a violation.
        public var acceptsGzip: Bool { self != .amplitude }

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
        /// Answer this many first requests with `throttleStatus` (and `Retry-After` when set).
        public var throttledRequests: Int
        public var retryAfter: String?
        /// The status of those answers: 429 by default (a 500 or 502, say, to check which a client retries).
        public var throttleStatus: Int
        /// OTLP: log records with these event names are refused in a `partialSuccess`.
        public var rejectedEventNames: Set<String>

        public init(
            apiKey: String = "test-key", maximumRequestBytes: Int? = nil, throttledRequests: Int = 0, retryAfter: String? = nil, throttleStatus: Int = 429,
            rejectedEventNames: Set<String> = []
        ) {
            self.apiKey = apiKey
            self.maximumRequestBytes = maximumRequestBytes
            self.throttledRequests = throttledRequests
            self.retryAfter = retryAfter
            self.throttleStatus = throttleStatus
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
        /// The answer's body as bytes (a protobuf answer), instead of `body`.
        var binaryBody: Data?
        var ingested: [Event] = []
        var refused: [(key: String, reason: String)] = []
        var violations: [String] = []
    }

    public let backend: Backend
    public let options: Options
    private(set) var server: LoopbackServer!
    private let lock = NSLock()
    private var state = (
        ingested: [Event](), refused: [(key: String, reason: String)](), violations: [String](), bodies: [Data](), statuses: [Int](),
        wireSizes: [Int](), encodings: [String?]()
    )

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
    /// Every request body, in arrival order, as sent before any `Content-Encoding` (inflated).
    public var bodies: [Data] { lock.withLock { state.bodies } }
    /// The size of every request body on the wire (compressed, when it was), in arrival order.
    public var wireSizes: [Int] { lock.withLock { state.wireSizes } }
    /// Every request's `Content-Encoding`, in arrival order.
    public var contentEncodings: [String?] { lock.withLock { state.encodings } }
    /// Every answer's status, in arrival order.
    public var statuses: [Int] { lock.withLock { state.statuses } }

    public func stop() { server.stop() }

    private func answer(_ received: HTTPRequest, index: Int) -> HTTPAnswer {
        var request = received
        let encoding = request.headers["content-encoding"]
        var verdict: Verdict
        do throws(Gunzip.Failure) {
            if let encoding {
                guard encoding == "gzip", backend.acceptsGzip else {
                    throw Gunzip.Failure(description: "Content-Encoding \(encoding), which \(backend.rawValue) does not document taking")
                }
                request.body = try Gunzip.decompress(request.body)
            }
            if index < options.throttledRequests {
                verdict = Verdict(status: options.throttleStatus, body: #"{"code":\#(options.throttleStatus),"error":"Too many requests for some devices and users"}"#,
                                  headers: options.retryAfter.map { ["Retry-After": $0] } ?? [:])
            } else {
                verdict = check(request)
            }
        } catch {
            verdict = Verdict(status: 400, body: #"{"error":"undecodable body"}"#, violations: ["\(error)"])
        }
        lock.withLock {
            state.wireSizes.append(received.body.count)
            state.encodings.append(encoding)
            state.bodies.append(request.body)
            state.statuses.append(verdict.status)
            state.ingested += verdict.ingested
            state.refused += verdict.refused
            state.violations += verdict.violations
        }
        var headers = verdict.headers
        headers["Content-Type"] = verdict.binaryBody == nil ? "application/json" : "application/x-protobuf"
        return .respond(status: verdict.status, headers: headers, body: verdict.binaryBody ?? Data(verdict.body.utf8))
    }

    private func check(_ request: HTTPRequest) -> Verdict {
        let path = request.path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? request.path
        if backend == .mixpanel, request.method == "POST", path == "/engage" {
            return MixpanelContract(options: options).checkProfileUpdates(request)
        }
        guard request.method == "POST", path == backend.path else {
            return Verdict(status: 404, body: "{}", violations: ["\(request.method) \(request.path): not \(backend.path)"])
        }
        if backend == .otlp, request.headers["content-type"] == "application/x-protobuf" {
            return OTLPContract(options: options).checkProtobuf(request)
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
