import Foundation
import LoopbackHTTP

/// PostHog's `/batch/`: `api_key` in the body (401 otherwise); 413 over 20 MB (or the receiver's
/// smaller limit); each event needs `event`, a non-empty `distinct_id`, a valid `uuid` and an
/// ISO-8601 `timestamp` when present, `properties` an object, at most 1 MB; an invalid event makes
/// the request a 400.
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
        for (index, element) in batch.enumerated() {
            let json = JSONCheck.data(element)
            let event = element as? [String: Any] ?? [:]
            if let problem = element is [String: Any] ? problem(of: event, bytes: json.count) : "not an object" {
                return .init(status: 400, body: #"{"type":"validation_error","code":"invalid_payload","detail":"event \#(index): \#(problem)"}"#,
                             refused: batch.map { (($0 as? [String: Any])?["uuid"] as? String ?? "", problem) }, violations: ["event \(index): \(problem)"])
            }
            events.append(.init(key: event["uuid"] as? String ?? "", name: event["event"] as? String ?? "", json: json))
        }
        return .init(status: 200, body: #"{"status":1}"#, ingested: events)
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
