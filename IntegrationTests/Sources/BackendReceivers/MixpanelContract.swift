import Foundation
import LoopbackHTTP

/// Mixpanel's `/import?strict=1`: HTTP Basic with the project token; 413 over 10 MB; at most
/// 2,000 events; each needs `event` and `properties` with `time` (after 1971, at most an hour
/// ahead), a `distinct_id` that is not a placeholder, and an `$insert_id` of at most 36 letters,
/// digits and dashes; at most 1 MB. Failing events are named in a 400's `failed_records`; every
/// other event was imported. Profile updates go to `/engage` (``checkProfileUpdates(_:)``).
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

    /// `/engage`: a JSON array of profile updates, each with this project's `$token`, a
    /// `$distinct_id` that is not a placeholder, and an operation (`$set`, ...) whose value is an
    /// object; a gzip body is refused (none is documented). Answers `{"error":null,"status":1}`;
    /// otherwise a 400 with `status: 0` and the first error, and no update of the request applied.
    /// Each update is ingested under the key `profile:<distinct id>`.
    func checkProfileUpdates(_ request: HTTPRequest) -> BackendReceiver.Verdict {
        let operations: Set<String> = ["$set", "$set_once", "$add", "$union", "$append", "$remove", "$unset", "$delete"]
        var violations: [String] = []
        if request.headers["content-encoding"] != nil { violations.append("/engage documents no Content-Encoding") }
        guard request.headers["content-type"]?.hasPrefix("application/json") == true,
            let updates = (try? JSONSerialization.jsonObject(with: request.body)) as? [Any], (1...2_000).contains(updates.count)
        else {
            return .init(status: 400, body: #"{"error":"not a JSON array of 1 to 2000 updates","status":0}"#, violations: violations + ["/engage body is not a JSON array of updates"])
        }
        var ingested: [BackendReceiver.Event] = []
        for (index, element) in updates.enumerated() {
            let update = element as? [String: Any] ?? [:]
            let distinctID = update["$distinct_id"] as? String ?? ""
            var problem: String?
            if update["$token"] as? String != options.apiKey {
                problem = "$token missing or not this project's"
            } else if distinctID.isEmpty || Self.placeholders.contains(distinctID.lowercased()) {
                problem = "$distinct_id missing or a placeholder"
            } else if !update.keys.contains(where: { operations.contains($0) }) || update.contains(where: { operations.contains($0.key) && !($0.value is [String: Any]) && $0.key != "$unset" && $0.key != "$delete" }) {
                problem = "no profile operation with an object value"
            }
            if let problem {
                return .init(
                    status: 400, body: #"{"error":"update \#(index): \#(problem)","status":0}"#,
                    refused: updates.map { ("profile:" + ((($0 as? [String: Any])?["$distinct_id"] as? String) ?? ""), problem) }, violations: violations)
            }
            ingested.append(.init(key: "profile:" + distinctID, name: "$set", json: JSONCheck.data(element)))
        }
        return .init(status: 200, body: #"{"error":null,"status":1}"#, ingested: ingested, violations: violations)
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
        // Mixpanel's own clients put the project token in every event's properties (J3); another
        // project's token there is refused.
        if let token = properties["token"], token as? String != options.apiKey {
            return ("properties.token", "'properties.token' is not this project's token")
        }
        guard let distinctID = properties["distinct_id"] as? String else { return ("properties.distinct_id", "'properties.distinct_id' is required") }
        if Self.placeholders.contains(distinctID.lowercased()) { return ("properties.distinct_id", "'properties.distinct_id' is a placeholder value") }
        guard let insertID = properties["$insert_id"] as? String, (1...36).contains(insertID.count),
            insertID.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
        else { return ("properties.$insert_id", "'properties.$insert_id' must be 1-36 letters, digits or dashes") }
        return nil
    }
}
