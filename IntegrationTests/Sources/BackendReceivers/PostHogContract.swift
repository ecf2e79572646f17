import Foundation
import LoopbackHTTP

/// PostHog's `/batch/`: `api_key` in the body (401 otherwise); 413 over 20 MB (or the receiver's
/// smaller limit); each event needs `event`, a non-empty `distinct_id`, a valid `uuid` and an
/// ISO-8601 `timestamp` when present, `properties` an object, at most 1 MB; an invalid event makes
/// the request a 400. Events PostHog would store wrongly are violations (J1): a batch without an
/// ISO-8601 `sent_at` (PostHog's clock correction), a `$session_id` that is not a UUIDv7 or whose
/// time is after the event's, a `$process_person_profile` that is not a boolean.
struct PostHogContract {
    let options: BackendReceiver.Options

    func check(_ request: HTTPRequest) -> BackendReceiver.Verdict {
        let limit = options.maximumRequestBytes ?? 20_000_000
        guard request.body.count <= limit else {
            // The client halving the batch is the contract: not a violation.
            return .init(status: 413, body: #"{"type":"validation_error","code":"payload_too_large"}"#)
        }
        guard let object = JSONCheck.object(request.body), let batch = object["batch"] as? [Any] else {
            return .init(status: 400, body: #"{"type":"validation_error","code":"invalid_payload"}"#, violations: ["not a JSON object with a batch array"])
        }
        guard object["api_key"] as? String == options.apiKey else {
            return .init(status: 401, body: #"{"type":"authentication_error","code":"invalid_api_key"}"#, violations: ["api_key missing or wrong"])
        }
        var events: [BackendReceiver.Event] = []
        var violations: [String] = []
        if JSONCheck.iso8601(object["sent_at"]) == nil { violations.append("batch without an ISO-8601 sent_at") }
        for (index, element) in batch.enumerated() {
            let json = JSONCheck.data(element)
            let event = element as? [String: Any] ?? [:]
            if let problem = element is [String: Any] ? problem(of: event, bytes: json.count) : "not an object" {
                return .init(status: 400, body: #"{"type":"validation_error","code":"invalid_payload","detail":"event \#(index): \#(problem)"}"#,
                             refused: batch.map { (($0 as? [String: Any])?["uuid"] as? String ?? "", problem) }, violations: ["event \(index): \(problem)"])
            }
            if let problem = Self.storedWrongly(event) { violations.append("event \(index): \(problem)") }
            events.append(.init(key: event["uuid"] as? String ?? "", name: event["event"] as? String ?? "", json: json))
        }
        return .init(status: 200, body: #"{"status":1}"#, ingested: events, violations: violations)
    }

    /// What PostHog accepts but stores wrongly: a session id that is not a UUIDv7 no later than the
    /// event, a person-profile flag that is not a boolean.
    static func storedWrongly(_ event: [String: Any]) -> String? {
        let properties = event["properties"] as? [String: Any] ?? [:]
        if let session = properties["$session_id"] {
            guard let text = session as? String, let uuid = UUID(uuidString: text), uuid.uuid.6 >> 4 == 7, uuid.uuid.8 >> 6 == 2 else {
                return "$session_id \(session) is not a UUIDv7"
            }
            let bytes = [uuid.uuid.0, uuid.uuid.1, uuid.uuid.2, uuid.uuid.3, uuid.uuid.4, uuid.uuid.5]
            let start = Date(timeIntervalSince1970: Double(bytes.reduce(UInt64(0)) { $0 << 8 | UInt64($1) }) / 1000)
            if let time = JSONCheck.iso8601(event["timestamp"]), start > time.addingTimeInterval(0.001) {
                return "$session_id's time \(start) is after the event's \(time)"
            }
        }
        if let flag = properties["$process_person_profile"], !JSONCheck.isBoolean(flag) { return "$process_person_profile is not a boolean" }
        return nil
    }

    private func problem(of event: [String: Any], bytes: Int) -> String? {
        if bytes > 1_000_000 { return "event over 1 MB" }
        guard JSONCheck.nonEmptyString(event["event"]) != nil else { return "no event name" }
        guard JSONCheck.nonEmptyString(event["distinct_id"]) != nil else { return "no distinct_id" }
        if event["uuid"] != nil, UUID(uuidString: event["uuid"] as? String ?? "") == nil { return "uuid is not a UUID" }
        if event["timestamp"] != nil, JSONCheck.iso8601(event["timestamp"]) == nil { return "timestamp is not ISO-8601" }
        if event["properties"] != nil, !(event["properties"] is [String: Any]) { return "properties is not an object" }
        return nil
    }
}
