import Foundation
@_spi(Platform) import Intercept

/// OTLP/HTTP with JSON: an `ExportLogsServiceRequest` whose log records are events named by the
/// semantic conventions (W5): a tap or selection on an element is `app.widget.click`
/// (`app.widget.id`: the tracking id, else the element's path; `app.widget.name`: its content,
/// else its type), a tap on no element `app.screen.click`, both with `app.screen.coordinate.x/y`
/// in screen pixels; sessions give `session.start` and `session.end`. Every record carries
/// `app.installation.id` (the anonymous id), `session.id`, `user.id` once identified, and
/// `app.screen.name` when the event has a screen. Kinds the conventions do not name are
/// `intercept.<kind>` (`intercept.pageEnter`, ...). The context is the resource: `service.name`,
/// `service.version`, `os.*`, `device.*`, `telemetry.sdk.*`.
///
/// OTLP has no dedup key: the event id goes along as `intercept.event.id`. A `partialSuccess`
/// answer counts `rejectedLogRecords` without naming them: that many are counted as rejected.
struct OpenTelemetryWireFormat: WireFormat {
    let headers: [String: String]

    var carriesIdentity: Bool { true }

    func prepare(_ identity: IdentityFields, context: DeviceContext) -> PreparedIdentity {
        var prepared = PreparedIdentity(fields: identity)
        var writer = EventJSONWriter(capacity: 128)
        writer.attribute("app.installation.id", identity.anonymousID, first: true)
        if let userID = identity.userID { writer.attribute("user.id", userID) }
        prepared.identity = writer.bytes
        prepared.screenScale = context.screenScale
        // Global properties as attributes, with the event's own winning (as for the other formats).
        prepared.globals = identity.globals.keys.sorted().compactMap { key in
            guard !Self.reservedKeys.contains(key), let value = identity.globals[key] else { return nil }
            var writer = EventJSONWriter(capacity: 64)
            writer.attribute(key, value)
            return (key, writer.bytes)
        }
        prepared.allGlobals = prepared.globals.flatMap(\.bytes)
        return prepared
    }

    func writeEvent(_ event: InteractionEvent, identity: PreparedIdentity, session: Session, into writer: inout EventJSONWriter) {
        let scale = identity.screenScale
        let isClick: Bool
        switch event.kind {
        case .rowSelected, .itemSelected, .tap, .longPress, .controlAction: isClick = true
        default: isClick = false
        }
        head(at: event.timestamp, into: &writer)
        if isClick, event.element != nil {
            writer.string("app.widget.click")
        } else if isClick, event.touch != nil {
            writer.string("app.screen.click")
        } else {
            writer.raw("\"intercept.")
            writer.append(contentsOf: event.kind.rawValue.utf8)
            writer.raw("\"")
        }
        attributes(session: session, identity: identity, into: &writer)
        writer.raw(",{\"key\":\"intercept.event.id\",\"value\":{\"stringValue\":")
        writer.id(event.id)
        writer.raw("}}")
        if isClick, let element = event.element {
            writer.constantAttribute("app.widget.id", element.trackingID ?? element.path)
            writer.constantAttribute("app.widget.name", element.content ?? element.type)
        }
        if let touch = event.touch {
            writer.constantAttribute("app.screen.coordinate.x", integer: Self.pixels(touch.window.x, scale: scale))
            writer.constantAttribute("app.screen.coordinate.y", integer: Self.pixels(touch.window.y, scale: scale))
        }
        if let screen = event.screen { writer.constantAttribute("app.screen.name", screen.name) }
        writer.constantAttribute("intercept.kind", event.kind.rawValue)
        if let element = event.element {
            writer.constantAttribute("intercept.element.type", element.type)
            writer.constantAttribute("intercept.element.path", element.path)
            if let position = element.position { writer.constantAttribute("intercept.element.position", position) }
        }
        if let duration = event.duration { writer.attribute("intercept.duration", .double(duration)) }
        if let tapCount = event.tapCount { writer.attribute("intercept.tap_count", .integer(tapCount)) }
        if let trim = event.trim {
            writer.attribute("intercept.trimmed_properties", .integer(trim.droppedProperties))
            writer.attribute("intercept.trimmed_texts", .integer(trim.cutTexts))
        }
        for key in event.customProperties.keys.sorted() where !Self.reservedKeys.contains(key) {
            if let value = event.customProperties[key] { writer.attribute(key, value) }
        }
        writer.globals(of: identity, for: event)
        writer.raw("]}")
    }

    func writeSession(_ phase: SessionPhase, of session: Session, at time: Date, id: EventID, identity: PreparedIdentity, into writer: inout EventJSONWriter) {
        head(at: time, into: &writer)
        writer.string(phase == .start ? "session.start" : "session.end")
        attributes(session: session, identity: identity, into: &writer)
        writer.raw(",{\"key\":\"intercept.event.id\",\"value\":{\"stringValue\":")
        writer.id(id)
        writer.raw("}}]}")
    }

    /// OTLP has no identify call: the user goes on each record as `user.id`.
    func writeIdentify(at time: Date, id: EventID, identity: PreparedIdentity, session: Session?, into writer: inout EventJSONWriter) -> Bool { false }

    /// `{"timeUnixNano":"...","observedTimeUnixNano":"...","severityNumber":9,...,"eventName":`.
    private func head(at time: Date, into writer: inout EventJSONWriter) {
        let nanoseconds = UInt64(max(0, AutotrackEvent.milliseconds(since1970: time.timeIntervalSince1970))) &* 1_000_000
        writer.raw("{\"timeUnixNano\":\"")
        writer.integer(Int64(bitPattern: nanoseconds))
        writer.raw("\",\"observedTimeUnixNano\":\"")
        writer.integer(Int64(bitPattern: nanoseconds))
        writer.raw("\",\"severityNumber\":9,\"severityText\":\"INFO\",\"eventName\":")
    }

    private func attributes(session: Session, identity: PreparedIdentity, into writer: inout EventJSONWriter) {
        writer.raw(",\"attributes\":[")
        writer.append(contentsOf: identity.identity)
        writer.constantAttribute("session.id", session.id)
    }

    /// The attribute keys this format writes itself; an app's property of the same name is left out.
    static let reservedKeys: Set<String> = [
        "app.installation.id", "user.id", "session.id", "intercept.event.id", "app.widget.id", "app.widget.name",
        "app.screen.coordinate.x", "app.screen.coordinate.y", "app.screen.name", "intercept.kind", "intercept.element.type",
        "intercept.element.path", "intercept.element.position", "intercept.duration", "intercept.tap_count",
        "intercept.trimmed_properties", "intercept.trimmed_texts",
    ]

    /// Points to whole screen pixels, as `app.screen.coordinate.*` wants them.
    static func pixels(_ points: Double, scale: Double) -> Int {
        let value = (points * scale).rounded()
        return value.isFinite ? Int(min(max(value, -1e15), 1e15)) : 0
    }

    func body(of records: [Data], context: DeviceContext, sentAt: Date) -> Data {
        var writer = EventJSONWriter(capacity: 512)
        writer.raw("{\"resourceLogs\":[{\"resource\":{\"attributes\":[")
        writer.attribute("service.name", context.appName.isEmpty ? context.appIdentifier : context.appName, first: true)
        writer.attribute("service.version", context.appVersion)
        writer.attribute("os.name", context.osName)
        writer.attribute("os.version", context.osVersion)
        writer.attribute("device.model.identifier", context.deviceModel)
        writer.attribute("device.manufacturer", context.deviceManufacturer)
        writer.attribute("telemetry.sdk.name", context.libraryName)
        writer.attribute("telemetry.sdk.language", "swift")
        writer.attribute("telemetry.sdk.version", context.libraryVersion)
        writer.raw("]},\"scopeLogs\":[{\"scope\":{\"name\":\"intercept\",\"version\":")
        writer.string(context.libraryVersion)
        writer.raw("},\"logRecords\":[")
        return JSONArrayBody.make(records, prefix: String(decoding: writer.bytes, as: UTF8.self), suffix: "]}]}]}")
    }

    func request(to endpoint: URL) -> (url: URL, headers: [String: String]) { (endpoint, headers) }

    func verdict(for reply: UploadReply, count: Int) -> BatchVerdict {
        guard reply.result == .delivered, let partial = reply.json?["partialSuccess"] as? [String: Any] else { return BatchVerdict(status: reply) }
        let rejected = (partial["rejectedLogRecords"] as? String).flatMap(Int.init) ?? (partial["rejectedLogRecords"] as? Int) ?? 0
        guard rejected > 0 else { return .delivered }
        let message = partial["errorMessage"] as? String ?? ""
        let reason = "OTLP partial success: \(min(rejected, count)) log records rejected" + (message.isEmpty ? "" : ": " + message)
        // OTLP counts the rejected records without naming them: the last ones are counted.
        let failed = Dictionary(uniqueKeysWithValues: (max(0, count - rejected)..<count).map { ($0, reason) })
        return .partial(failed: failed, othersAccepted: true)
    }
}

extension EventJSONWriter {
    /// `,{"key":"<key>","value":{"stringValue":...}}` for a key known at compile time (no escaping).
    mutating func constantAttribute(_ key: StaticString, _ value: String) {
        raw(",{\"key\":\"")
        raw(key)
        raw("\",\"value\":{\"stringValue\":")
        string(value)
        raw("}}")
    }

    /// `,{"key":"<key>","value":{"intValue":"..."}}` for a key known at compile time.
    mutating func constantAttribute(_ key: StaticString, integer value: Int) {
        raw(",{\"key\":\"")
        raw(key)
        raw("\",\"value\":{\"intValue\":\"")
        integer(Int64(value))
        raw("\"}}")
    }

    /// `,{"key":"...","value":{"stringValue":"..."}}` (without the comma when `first`).
    mutating func attribute(_ key: String, _ value: String, first: Bool = false) {
        attribute(key, .string(value), first: first)
    }

    /// An OTLP `KeyValue` with an `AnyValue` of the property's type (64-bit integers as strings,
    /// as OTLP's JSON mapping writes them).
    mutating func attribute(_ key: String, _ value: PropertyValue, first: Bool = false) {
        raw(first ? "{\"key\":" : ",{\"key\":")
        string(key)
        switch value {
        case .string(let text):
            raw(",\"value\":{\"stringValue\":")
            string(text)
        case .integer(let integer):
            raw(",\"value\":{\"intValue\":\"")
            self.integer(Int64(integer))
            raw("\"")
        case .double(let double):
            raw(",\"value\":{\"doubleValue\":")
            if double.isFinite { number(double) } else { raw(double.isNaN ? "\"NaN\"" : double > 0 ? "\"Infinity\"" : "\"-Infinity\"") }
        case .bool(let bool):
            raw(bool ? ",\"value\":{\"boolValue\":true" : ",\"value\":{\"boolValue\":false")
        }
        raw("}}")
    }
}
