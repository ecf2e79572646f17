import Foundation
import LoopbackHTTP

/// OTLP/HTTP JSON logs at `/v1/logs`: an `ExportLogsServiceRequest` (`resourceLogs` ->
/// `scopeLogs` -> `logRecords`, attributes as `KeyValue`s with one typed value, 64-bit integers
/// as decimal strings), or a 400. Records that miss an attribute their event's semantic
/// convention requires (`app.widget.id` for `app.widget.click`, `app.screen.coordinate.x/y` for
/// `app.screen.click`, `session.id` for `session.start`/`session.end`), and records whose event
/// name the receiver was told to refuse, are counted in a `partialSuccess` answer. The protocol's
/// own strict parse is `opentelemetry-proto`'s, run on ``BackendReceiver/bodies`` by the tests.
struct OTLPContract {
    let options: BackendReceiver.Options

    static let valueKinds: Set<String> = ["stringValue", "boolValue", "intValue", "doubleValue", "arrayValue", "kvlistValue", "bytesValue"]

    func check(_ request: HTTPRequest) -> BackendReceiver.Verdict {
        if let limit = options.maximumRequestBytes, request.body.count > limit { return .init(status: 413, body: "{}") }
        guard let object = JSONCheck.object(request.body) else {
            return .init(status: 400, body: #"{"message":"not an ExportLogsServiceRequest"}"#, violations: ["no resourceLogs"])
        }
        return check(object)
    }

    /// A binary protobuf request (`application/x-protobuf`), answered in protobuf: decoded field by
    /// field as `opentelemetry-proto` defines it, then checked as a JSON one.
    func checkProtobuf(_ request: HTTPRequest) -> BackendReceiver.Verdict {
        if let limit = options.maximumRequestBytes, request.body.count > limit { return .init(status: 413, body: "", binaryBody: Data()) }
        var verdict: BackendReceiver.Verdict
        do {
            verdict = check(try OTLPProtobufDecoder.exportLogsServiceRequest(request.body))
        } catch {
            return .init(status: 400, body: "", binaryBody: Data(), violations: ["protobuf: \(error)"])
        }
        if let answer = JSONCheck.object(Data(verdict.body.utf8))?["partialSuccess"] as? [String: Any] {
            verdict.binaryBody = OTLPProtobufDecoder.partialSuccessResponse(
                rejected: Int((answer["rejectedLogRecords"] as? String) ?? "0") ?? 0, message: answer["errorMessage"] as? String ?? "")
        } else {
            verdict.binaryBody = Data()
        }
        return verdict
    }

    private func check(_ object: [String: Any]) -> BackendReceiver.Verdict {
        guard let resources = object["resourceLogs"] as? [[String: Any]] else {
            return .init(status: 400, body: #"{"message":"not an ExportLogsServiceRequest"}"#, violations: ["no resourceLogs"])
        }
        var verdict = BackendReceiver.Verdict(status: 200, body: "{}")
        var rejected: [String] = []
        for resource in resources {
            if let problem = attributesProblem((resource["resource"] as? [String: Any])?["attributes"]) {
                return .init(status: 400, body: #"{"message":"resource: \#(problem)"}"#, violations: ["resource: \(problem)"])
            }
            for scope in resource["scopeLogs"] as? [[String: Any]] ?? [] {
                for record in scope["logRecords"] as? [[String: Any]] ?? [] {
                    if let problem = attributesProblem(record["attributes"]) {
                        return .init(status: 400, body: #"{"message":"\#(problem)"}"#, violations: [problem])
                    }
                    let attributes = Dictionary((record["attributes"] as? [[String: Any]] ?? []).map { ($0["key"] as? String ?? "", $0["value"] as? [String: Any] ?? [:]) }) { first, _ in first }
                    let name = record["eventName"] as? String ?? ""
                    let key = attributes["intercept.event.id"]?["stringValue"] as? String ?? ""
                    let json = JSONCheck.data(record)
                    if let problem = semanticProblem(name: name, record: record, attributes: attributes) {
                        verdict.violations.append(problem)
                        verdict.refused.append((key, problem))
                        rejected.append(problem)
                    } else if options.rejectedEventNames.contains(name) {
                        verdict.refused.append((key, "refused by the receiver: \(name)"))
                        rejected.append("\(name) refused")
                    } else {
                        verdict.ingested.append(.init(key: key, name: name, json: json))
                    }
                }
            }
        }
        if !rejected.isEmpty {
            let answer: [String: Any] = ["partialSuccess": ["rejectedLogRecords": String(rejected.count), "errorMessage": rejected.first ?? ""]]
            verdict.body = String(decoding: JSONCheck.data(answer), as: UTF8.self)
        }
        return verdict
    }

    private func attributesProblem(_ value: Any?) -> String? {
        guard let value else { return nil }
        guard let list = value as? [[String: Any]] else { return "attributes is not a list of KeyValue" }
        for item in list {
            guard JSONCheck.nonEmptyString(item["key"]) != nil, let any = item["value"] as? [String: Any], any.count == 1,
                let kind = any.keys.first, Self.valueKinds.contains(kind)
            else { return "attribute \(item["key"] ?? "?") has no single typed value" }
            if kind == "intValue", !(any[kind] is String) || Int64(any[kind] as? String ?? "") == nil { return "intValue of \(item["key"] ?? "?") is not a decimal string" }
            if kind == "stringValue", !(any[kind] is String) { return "stringValue of \(item["key"] ?? "?") is not a string" }
        }
        return nil
    }

    private func semanticProblem(name: String, record: [String: Any], attributes: [String: [String: Any]]) -> String? {
        guard !name.isEmpty else { return "log record without eventName" }
        guard let time = record["timeUnixNano"] as? String, UInt64(time) != nil else { return "\(name): timeUnixNano is not a decimal string" }
        let required: [String]
        switch name {
        case "app.widget.click": required = ["app.widget.id"]
        case "app.screen.click": required = ["app.screen.coordinate.x", "app.screen.coordinate.y"]
        case "session.start", "session.end": required = ["session.id"]
        case "device.app.lifecycle": required = ["ios.app.state"]
        default: required = []
        }
        for key in required where attributes[key] == nil { return "\(name) without \(key)" }
        for key in ["app.screen.coordinate.x", "app.screen.coordinate.y"] where attributes[key] != nil && attributes[key]?["intValue"] == nil {
            return "\(name): \(key) is not an int"
        }
        return nil
    }
}
