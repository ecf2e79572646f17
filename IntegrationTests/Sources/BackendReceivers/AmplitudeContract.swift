import Foundation
import LoopbackHTTP

/// Amplitude's HTTP V2 `/2/httpapi`: `api_key` in the body; 413 at 1 MB or more than 2,000
/// events; each event needs `event_type` and a `user_id` or `device_id` (strings of at least 5
/// characters), `time` and `session_id` integers, `insert_id` a string, property bags objects. Any
/// invalid event makes a 400 naming the failing indices under `events_with_invalid_fields` and
/// `events_with_missing_fields`; then no event of the request was ingested.
struct AmplitudeContract {
    let options: BackendReceiver.Options

    func check(_ request: HTTPRequest) -> BackendReceiver.Verdict {
        let limit = options.maximumRequestBytes ?? 1_000_000 - 1
        guard request.body.count <= limit else {
            return .init(status: 413, body: #"{"code":413,"error":"Payload too large"}"#)
        }
        guard let object = JSONCheck.object(request.body), let events = object["events"] as? [Any] else {
            return .init(status: 400, body: #"{"code":400,"error":"Request missing required field","missing_field":"events"}"#, violations: ["no events array"])
        }
        guard object["api_key"] as? String == options.apiKey else {
            return .init(status: 400, body: #"{"code":400,"error":"Invalid API key"}"#, violations: ["api_key missing or wrong"])
        }
        guard events.count <= 2_000 else { return .init(status: 413, body: #"{"code":413,"error":"Too many events"}"#) }
        var invalid: [String: [Int]] = [:]
        var missing: [String: [Int]] = [:]
        var ingested: [BackendReceiver.Event] = []
        for (index, element) in events.enumerated() {
            let event = element as? [String: Any] ?? [:]
            if JSONCheck.nonEmptyString(event["event_type"]) == nil { missing["event_type", default: []].append(index) }
            let ids = ["user_id", "device_id"].filter { event[$0] != nil }
            if ids.isEmpty { missing["user_id or device_id", default: []].append(index) }
            for id in ids where (event[id] as? String)?.count ?? 0 < 5 { invalid[id, default: []].append(index) }
            for field in ["time", "session_id"] where event[field] != nil && JSONCheck.integer(event[field]) == nil { invalid[field, default: []].append(index) }
            if event["insert_id"] != nil, JSONCheck.nonEmptyString(event["insert_id"]) == nil { invalid["insert_id", default: []].append(index) }
            for field in ["event_properties", "user_properties"] where event[field] != nil && !(event[field] is [String: Any]) {
                invalid[field, default: []].append(index)
            }
            ingested.append(.init(key: event["insert_id"] as? String ?? "", name: event["event_type"] as? String ?? "", json: JSONCheck.data(element)))
        }
        if invalid.isEmpty && missing.isEmpty {
            return .init(status: 200, body: #"{"code":200,"events_ingested":\#(events.count),"payload_size_bytes":\#(request.body.count)}"#, ingested: ingested)
        }
        let failing = Set(invalid.values.joined()).union(missing.values.joined())
        let answer: [String: Any] = [
            "code": 400, "error": "Invalid field values on some events",
            "events_with_invalid_fields": invalid, "events_with_missing_fields": missing,
        ]
        return .init(
            status: 400, body: String(decoding: JSONCheck.data(answer), as: UTF8.self),
            refused: failing.sorted().map { (ingested[$0].key, "invalid or missing fields") })
    }
}
