import Foundation

/// Decodes an `ExportLogsServiceRequest` in binary protobuf into the shape of its JSON mapping,
/// field numbers from `opentelemetry-proto` (`collector/logs/v1`, `logs/v1`, `common/v1`,
/// `resource/v1`). Written apart from Intercept's encoder: a wrong wire type, a truncated field or
/// an unknown `LogRecord` field is an error. The tests also parse the bodies with
/// `opentelemetry-proto` itself (`scripts/validate-otlp.py`).
enum OTLPProtobufDecoder {
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    enum Value {
        case varint(UInt64)
        case fixed64(UInt64)
        case bytes(Data)
    }

    static func fields(_ data: Data) throws -> [(Int, Value)] {
        var result: [(Int, Value)] = []
        var index = data.startIndex
        func varint() throws -> UInt64 {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while index < data.endIndex {
                let byte = data[index]
                index += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
                if shift >= 64 { break }
            }
            throw Malformed(description: "truncated varint")
        }
        while index < data.endIndex {
            let tag = try varint()
            let number = Int(tag >> 3)
            switch tag & 7 {
            case 0: result.append((number, .varint(try varint())))
            case 1:
                guard data.endIndex - index >= 8 else { throw Malformed(description: "truncated fixed64") }
                var value: UInt64 = 0
                for offset in 0..<8 { value |= UInt64(data[index + offset]) << UInt64(8 * offset) }
                index += 8
                result.append((number, .fixed64(value)))
            case 2:
                let length = Int(try varint())
                guard data.endIndex - index >= length else { throw Malformed(description: "field \(number) longer than the message") }
                result.append((number, .bytes(Data(data[index..<index + length]))))
                index += length
            default: throw Malformed(description: "wire type \(tag & 7) of field \(number)")
            }
        }
        return result
    }

    static func exportLogsServiceRequest(_ data: Data) throws -> [String: Any] {
        var resourceLogs: [[String: Any]] = []
        for case (1, .bytes(let bytes)) in try fields(data) { resourceLogs.append(try resourceLog(bytes)) }
        return ["resourceLogs": resourceLogs]
    }

    private static func resourceLog(_ data: Data) throws -> [String: Any] {
        var object: [String: Any] = [:]
        var scopeLogs: [[String: Any]] = []
        for (number, value) in try fields(data) {
            switch (number, value) {
            case (1, .bytes(let resource)):
                object["resource"] = ["attributes": try fields(resource).compactMap { field -> [String: Any]? in
                    guard case (1, .bytes(let keyValue)) = field else { return nil }
                    return try self.keyValue(keyValue)
                }]
            case (2, .bytes(let scope)):
                var records: [[String: Any]] = []
                for case (2, .bytes(let record)) in try fields(scope) { records.append(try logRecord(record)) }
                scopeLogs.append(["logRecords": records])
            case (3, .bytes): break  // schema_url
            default: throw Malformed(description: "ResourceLogs field \(number)")
            }
        }
        object["scopeLogs"] = scopeLogs
        return object
    }

    private static func logRecord(_ data: Data) throws -> [String: Any] {
        var record: [String: Any] = [:]
        var attributes: [[String: Any]] = []
        for (number, value) in try fields(data) {
            switch (number, value) {
            case (1, .fixed64(let time)): record["timeUnixNano"] = String(time)
            case (11, .fixed64(let time)): record["observedTimeUnixNano"] = String(time)
            case (2, .varint(let severity)): record["severityNumber"] = Int(severity)
            case (3, .bytes(let text)): record["severityText"] = try string(text)
            case (6, .bytes(let keyValue)): attributes.append(try self.keyValue(keyValue))
            case (12, .bytes(let name)): record["eventName"] = try string(name)
            default: throw Malformed(description: "LogRecord field \(number) with an unexpected wire type or unknown")
            }
        }
        record["attributes"] = attributes
        return record
    }

    private static func keyValue(_ data: Data) throws -> [String: Any] {
        var object: [String: Any] = [:]
        for (number, value) in try fields(data) {
            switch (number, value) {
            case (1, .bytes(let key)): object["key"] = try string(key)
            case (2, .bytes(let any)):
                var typed: [String: Any] = [:]
                for (kind, content) in try fields(any) {
                    switch (kind, content) {
                    case (1, .bytes(let text)): typed["stringValue"] = try string(text)
                    case (2, .varint(let bool)): typed["boolValue"] = bool != 0
                    case (3, .varint(let integer)): typed["intValue"] = String(Int64(bitPattern: integer))
                    case (4, .fixed64(let bits)): typed["doubleValue"] = Double(bitPattern: bits)
                    default: throw Malformed(description: "AnyValue field \(kind)")
                    }
                }
                object["value"] = typed
            default: throw Malformed(description: "KeyValue field \(number)")
            }
        }
        return object
    }

    private static func string(_ data: Data) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else { throw Malformed(description: "a string that is not UTF-8") }
        return text
    }

    /// `ExportLogsServiceResponse { partial_success (1): { rejected_log_records (1), error_message (2) } }`.
    static func partialSuccessResponse(rejected: Int, message: String) -> Data {
        func varint(_ value: UInt64) -> [UInt8] {
            var value = value
            var bytes: [UInt8] = []
            while value >= 0x80 {
                bytes.append(UInt8(value & 0x7F) | 0x80)
                value >>= 7
            }
            return bytes + [UInt8(value)]
        }
        let text = [UInt8](message.utf8)
        let partial = [0x08] + varint(UInt64(rejected)) + [0x12] + varint(UInt64(text.count)) + text
        return Data([0x0A] + varint(UInt64(partial.count)) + partial)
    }
}
