import Foundation
import LoopbackHTTP

/// Segment's `/v1/batch`: HTTP Basic with the write key; 400 for a body over 500 KB or not JSON;
/// otherwise 200, even for calls it then drops (over 32 KB, no `userId`/`anonymousId`, a `track`
/// without `event`, a bad type or timestamp): those are violations, never ingested.
struct SegmentContract {
    let options: BackendReceiver.Options

    static let types: Set<String> = ["track", "screen", "identify", "page", "group", "alias"]

    func check(_ request: HTTPRequest) -> BackendReceiver.Verdict {
        guard request.headers["authorization"] == JSONCheck.basicAuthorization(user: options.apiKey) else {
            return .init(status: 401, body: #"{"error":"invalid write key"}"#, violations: ["no Basic authorization with the write key"])
        }
        let limit = options.maximumRequestBytes ?? 500_000
        guard request.body.count <= limit else {
            return .init(status: 400, body: #"{"error":"payload too large"}"#, violations: ["request of \(request.body.count) bytes over \(limit)"])
        }
        guard let object = JSONCheck.object(request.body), let batch = object["batch"] as? [Any] else {
            return .init(status: 400, body: #"{"error":"invalid JSON"}"#, violations: ["not a JSON object with a batch array"])
        }
        var verdict = BackendReceiver.Verdict(status: 200, body: #"{"success":true}"#)
        if object["sentAt"] != nil, JSONCheck.iso8601(object["sentAt"]) == nil { verdict.violations.append("sentAt is not ISO-8601") }
        for (index, element) in batch.enumerated() {
            let json = JSONCheck.data(element)
            let problem = problem(of: element as? [String: Any], bytes: json.count)
            let message = element as? [String: Any] ?? [:]
            let key = message["messageId"] as? String ?? ""
            if let problem {
                // Segment answers 200 and drops the call: the worst outcome for a client.
                verdict.violations.append("call \(index) dropped: \(problem)")
                verdict.refused.append((key, problem))
            } else {
                let name = (message["type"] as? String == "screen" ? message["name"] : message["event"]) as? String ?? message["type"] as? String ?? ""
                verdict.ingested.append(.init(key: key, name: name, json: json))
            }
        }
        return verdict
    }

    private func problem(of message: [String: Any]?, bytes: Int) -> String? {
        guard let message else { return "not an object" }
        if bytes > 32_000 { return "call of \(bytes) bytes over 32 KB" }
        guard let type = message["type"] as? String, Self.types.contains(type) else { return "type missing or unknown" }
        guard JSONCheck.nonEmptyString(message["messageId"]) != nil else { return "no messageId" }
        guard JSONCheck.nonEmptyString(message["userId"]) != nil || JSONCheck.nonEmptyString(message["anonymousId"]) != nil else {
            return "neither userId nor anonymousId"
        }
        if type == "track", JSONCheck.nonEmptyString(message["event"]) == nil { return "track without event" }
        if type == "screen", JSONCheck.nonEmptyString(message["name"]) == nil { return "screen without name" }
        if type == "alias", JSONCheck.nonEmptyString(message["previousId"]) == nil || JSONCheck.nonEmptyString(message["userId"]) == nil {
            return "alias without previousId and userId"
        }
        if JSONCheck.iso8601(message["timestamp"]) == nil { return "timestamp missing or not ISO-8601" }
        for field in ["properties", "context", "traits"] where message[field] != nil && !(message[field] is [String: Any]) {
            return "\(field) is not an object"
        }
        return nil
    }
}
