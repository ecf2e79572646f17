import Foundation
@_spi(Platform) import Intercept

/// How an OTLP/HTTP body is encoded (J2). The specification lets a receiver take binary protobuf
/// alone, and the official exporters send it; JSON is easier to read on the way.
public enum OTLPEncoding: String, Sendable, Hashable, CaseIterable {
    /// `application/json`, protobuf's JSON mapping as OTLP specifies it (64-bit integers as strings).
    case json
    /// `application/x-protobuf`, binary protobuf: written by hand (the library resolves no
    /// package), field by field as `opentelemetry-proto` defines `ExportLogsServiceRequest`.
    case protobuf

    var contentType: String {
        switch self {
        case .json: "application/json"
        case .protobuf: "application/x-protobuf"
        }
    }
}

/// Writes the parts of an OTLP log record and request in one encoding: the record's attribute
/// choice is the format's (one place), the bytes are the encoder's.
protocol OTLPRecordEncoder {
    /// The record's start: times, severity and event name; its attributes follow.
    static func begin(nanoseconds: UInt64, eventName: String, into writer: inout EventJSONWriter)
    /// The first attribute of a record (the installation id, which every record has).
    static func firstAttribute(_ key: StaticString, _ value: String, into writer: inout EventJSONWriter)
    static func attribute(_ key: StaticString, _ value: String, into writer: inout EventJSONWriter)
    static func attribute(_ key: StaticString, integer value: Int, into writer: inout EventJSONWriter)
    static func attribute(_ key: String, _ value: PropertyValue, into writer: inout EventJSONWriter)
    static func attribute(_ key: StaticString, id: EventID, into writer: inout EventJSONWriter)
    /// The record's end.
    static func end(into writer: inout EventJSONWriter)
    /// An `ExportLogsServiceRequest` holding `records` under one resource and one scope.
    static func body(of records: [Data], resource: [(key: String, value: String)], scopeVersion: String) -> Data
}

/// OTLP's JSON mapping.
enum OTLPJSONEncoder: OTLPRecordEncoder {
    static func begin(nanoseconds: UInt64, eventName: String, into writer: inout EventJSONWriter) {
        writer.raw("{\"timeUnixNano\":\"")
        writer.integer(Int64(bitPattern: nanoseconds))
        writer.raw("\",\"observedTimeUnixNano\":\"")
        writer.integer(Int64(bitPattern: nanoseconds))
        writer.raw("\",\"severityNumber\":9,\"severityText\":\"INFO\",\"eventName\":")
        writer.string(eventName)
        writer.raw(",\"attributes\":[")
    }

    static func firstAttribute(_ key: StaticString, _ value: String, into writer: inout EventJSONWriter) {
        writer.raw("{\"key\":\"")
        writer.raw(key)
        writer.raw("\",\"value\":{\"stringValue\":")
        writer.string(value)
        writer.raw("}}")
    }

    static func attribute(_ key: StaticString, _ value: String, into writer: inout EventJSONWriter) {
        writer.constantAttribute(key, value)
    }

    static func attribute(_ key: StaticString, integer value: Int, into writer: inout EventJSONWriter) {
        writer.constantAttribute(key, integer: value)
    }

    static func attribute(_ key: String, _ value: PropertyValue, into writer: inout EventJSONWriter) {
        writer.attribute(key, value)
    }

    static func attribute(_ key: StaticString, id: EventID, into writer: inout EventJSONWriter) {
        writer.raw(",{\"key\":\"")
        writer.raw(key)
        writer.raw("\",\"value\":{\"stringValue\":")
        writer.id(id)
        writer.raw("}}")
    }

    static func end(into writer: inout EventJSONWriter) {
        writer.raw("]}")
    }

    static func body(of records: [Data], resource: [(key: String, value: String)], scopeVersion: String) -> Data {
        var writer = EventJSONWriter(capacity: 512)
        writer.raw("{\"resourceLogs\":[{\"resource\":{\"attributes\":[")
        for (index, attribute) in resource.enumerated() {
            writer.attribute(attribute.key, attribute.value, first: index == 0)
        }
        writer.raw("]},\"scopeLogs\":[{\"scope\":{\"name\":\"intercept\",\"version\":")
        writer.string(scopeVersion)
        writer.raw("},\"logRecords\":[")
        return JSONArrayBody.make(records, prefix: String(decoding: writer.bytes, as: UTF8.self), suffix: "]}]}]}")
    }
}

/// Binary protobuf, field numbers from `opentelemetry/proto/logs/v1/logs.proto` and
/// `common/v1/common.proto`: a queued record is a `LogRecord`'s fields, and the body nests the
/// records in `ScopeLogs.log_records` (2), `ResourceLogs.scope_logs` (2) and
/// `ExportLogsServiceRequest.resource_logs` (1).
enum OTLPProtobufEncoder: OTLPRecordEncoder {
    static func begin(nanoseconds: UInt64, eventName: String, into writer: inout EventJSONWriter) {
        writer.protoFixed64(field: 1, nanoseconds)  // time_unix_nano
        writer.protoFixed64(field: 11, nanoseconds)  // observed_time_unix_nano
        writer.protoTag(field: 2, wireType: 0)  // severity_number: SEVERITY_NUMBER_INFO
        writer.protoVarint(9)
        writer.protoBytes(field: 3, "INFO".utf8)  // severity_text
        writer.protoBytes(field: 12, eventName.utf8)  // event_name
    }

    static func firstAttribute(_ key: StaticString, _ value: String, into writer: inout EventJSONWriter) {
        attribute(key, value, into: &writer)
    }

    static func attribute(_ key: StaticString, _ value: String, into writer: inout EventJSONWriter) {
        writer.protoAttribute(key: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount), .string(value))
    }

    static func attribute(_ key: StaticString, integer value: Int, into writer: inout EventJSONWriter) {
        writer.protoAttribute(key: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount), .integer(value))
    }

    static func attribute(_ key: String, _ value: PropertyValue, into writer: inout EventJSONWriter) {
        var key = key
        key.withUTF8 { writer.protoAttribute(key: $0, value) }
    }

    static func attribute(_ key: StaticString, id: EventID, into writer: inout EventJSONWriter) {
        attribute(key, id.description, into: &writer)
    }

    static func end(into writer: inout EventJSONWriter) {}

    static func body(of records: [Data], resource: [(key: String, value: String)], scopeVersion: String) -> Data {
        var writer = EventJSONWriter(capacity: 512)
        for attribute in resource { Self.attribute(attribute.key, .string(attribute.value), into: &writer) }
        // Resource.attributes is field 1 where LogRecord.attributes is 6: the same KeyValues.
        let resourceAttributes = ProtobufBytes.renumbered(writer.bytes, from: 6, to: 1)
        writer.removeAll()
        writer.protoBytes(field: 1, "intercept".utf8)
        writer.protoBytes(field: 2, scopeVersion.utf8)
        let scope = writer.bytes
        var scopeLogs = ProtobufBytes.field(1, scope)
        for record in records { scopeLogs += ProtobufBytes.field(2, [UInt8](record)) }
        let resourceLogs = ProtobufBytes.field(1, resourceAttributes) + ProtobufBytes.field(2, scopeLogs)
        return Data(ProtobufBytes.field(1, resourceLogs))
    }
}
