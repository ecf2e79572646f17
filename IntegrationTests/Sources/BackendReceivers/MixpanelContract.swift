import Foundation
import LoopbackHTTP

/// Mixpanel's `/import?strict=1`: HTTP Basic with the project token; 413 over 10 MB; at most
/// 2,000 events; each needs `event` and `properties` with `time` (after 1971, at most an hour
/// ahead), a `distinct_id` that is not a placeholder, and an `$insert_id` of at most 36 letters,
/// digits and dashes; at most 1 MB. Failing events are named in a 400's `failed_records`; every
/// other event was imported.
struct MixpanelContract {
    let options: BackendReceiver.Options

    static let placeholders: Set<String> = ["anon", "anonymous", "nil", "none", "null", "n/a", "na", "undefined", "unknown", "<nil>", "0", "-1", "00000000-0000-0000-0000-000000000000", "[]", "{}"]

    func check(_ request: HTTPRequest) -> BackendReceiver.Verdict {
        guard request.headers["authorization"] == JSONCheck.basicAuthorization(user: options.apiKey) else {
            return .init(status: 401, body: #"{"code":401,"error":"Invalid credentials"}"#, violations: ["no Basic authorization with the project token"])
        }
        var violations: [String] = []
        if !request.path.contains("strict=1") { violations.append("no strict=1: failures would not be named") }
        let limit = options.maximumRequestBytes ?? 10_000_000
        guard request.body.count <= limit else { return .init(status: 413, body: #"{"code":413,"error":"request too large"}"#) }
        guard let events = (try? JSONSerialization.jsonObject(with: request.body)) as? [Any], events.count <= 2_000 else {
            return .init(status: 400, body: #"{"code":400,"error":"invalid JSON or more than 2000 events"}"#, violations: violations + ["not a JSON array of at most 2000 events"])
        }
        var verdict = BackendReceiver.Verdict(status: 200, body: "", violations: violations)
        var failed: [[String: Any]] = []
        for (index, element) in events.enumerated() {
            let json = JSONCheck.data(element)
            let event = element as? [String: Any] ?? [:]
            let properties = event["properties"] as? [String: Any] ?? [:]
            let insertID = properties["$insert_id"] as? String ?? ""
            if let (field, message) = problem(of: event, properties: properties, bytes: json.count) {
                failed.append(["index": index, "$insert_id": insertID, "field": field, "message": message])
                verdict.refused.append((insertID, "\(field): \(message)"))
            } else {
                verdict.ingested.append(.init(key: insertID, name: event["event"] as? String ?? "", json: json))
            }
        }
        if failed.isEmpty {
            verdict.body = #"{"code":200,"num_records_imported":\#(events.count),"status":"OK"}"#
        } else {
            verdict.status = 400
            let answer: [String: Any] = [
                "code": 400, "error": "some data points in the request failed validation", "status": "Bad Request",
                "num_records_imported": events.count - failed.count, "failed_records": failed,
            ]
            verdict.body = String(decoding: JSONCheck.data(answer), as: UTF8.self)
        }
        return verdict
    }

    private func problem(of event: [String: Any], properties: [String: Any], bytes: Int) -> (String, String)? {
        if bytes > 1_000_000 { return ("event", "event over 1 MB") }
        guard JSONCheck.nonEmptyString(event["event"]) != nil else { return ("event", "'event' is required") }
        guard event["properties"] is [String: Any] else { return ("properties", "'properties' must be an object") }
        guard let time = properties["time"] as? Double, !JSONCheck.isBoolean(properties["time"]) else {
            return ("properties.time", "'properties.time' is required, in seconds or milliseconds since epoch")
        }
        let seconds = time > 1e11 ? time / 1000 : time
        if seconds < 31_536_000 || seconds > Date().timeIntervalSince1970 + 3_600 {
            return ("properties.time", "'properties.time' is invalid: before 1971 or more than an hour in the future")
        }
        guard let distinctID = properties["distinct_id"] as? String else { return ("properties.distinct_id", "'properties.distinct_id' is required") }
        if Self.placeholders.contains(distinctID.lowercased()) { return ("properties.distinct_id", "'properties.distinct_id' is a placeholder value") }
        guard let insertID = properties["$insert_id"] as? String, (1...36).contains(insertID.count),
            insertID.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
        else { return ("properties.$insert_id", "'properties.$insert_id' must be 1-36 letters, digits or dashes") }
        return nil
    }
}
