import Foundation
@_spi(Platform) import Intercept

/// OTLP/HTTP logs, an `ExportLogsServiceRequest` in JSON or binary protobuf (``OTLPEncoding``),
/// whose log records are events named by the semantic conventions (W5): a tap or selection on an
/// element, or a button's action, is `app.widget.click` (`app.widget.id`: the tracking id, else the
/// element's path; `app.widget.name`: its content, else its type), a tap on no element
/// `app.screen.click`, both with `app.screen.coordinate.x/y` in screen pixels; the app's start and
/// end are `device.app.lifecycle` with `ios.app.state` (`foreground`, `background`); sessions
/// give `session.start` (with `session.previous_id` after a timed-out session, I5) and
/// `session.end`. A long press, a value control's change (a slider dragged, a switch toggled) and
/// every kind the conventions do not name are `intercept.<kind>`: never a click. Every record
/// carries `app.installation.id` (the anonymous id), `session.id`, `user.id` once identified, and
/// `app.screen.name` when the event has a screen. The context is the resource: `service.name`,
/// `service.version`, `os.*`, `device.*`, `telemetry.sdk.*`.
///
/// Answers as the specification says (J2): only 429, 502, 503 and 504 are retried (`Retry-After`
/// is honored on 429 and 503, the throttling answers), as is a request that got no answer; every
/// other 4xx and 5xx is a refusal, a 413 included (a split would send the same records again). OTLP
/// has no dedup key: the event id goes along as `intercept.event.id`. A `partialSuccess` counts
/// `rejectedLogRecords` without naming them: that many are counted as rejected, and the evidence
/// kept for them is the answer alone, never records the back end may have accepted.
struct OpenTelemetryWireFormat: WireFormat {
    let headers: [String: String]
    let encoding: OTLPEncoding

    var carriesIdentity: Bool { true }

    func prepare(_ identity: IdentityFields, context: DeviceContext) -> PreparedIdentity {
        switch encoding {
        case .json: prepare(identity, context: context, encoder: OTLPJSONEncoder.self)
        case .protobuf: prepare(identity, context: context, encoder: OTLPProtobufEncoder.self)
        }
    }

    private func prepare<Encoder: OTLPRecordEncoder>(_ identity: IdentityFields, context: DeviceContext, encoder: Encoder.Type) -> PreparedIdentity {
        var prepared = PreparedIdentity(fields: identity)
        var writer = EventJSONWriter(capacity: 128)
        Encoder.firstAttribute("app.installation.id", identity.anonymousID, into: &writer)
        if let userID = identity.userID { Encoder.attribute("user.id", userID, into: &writer) }
        prepared.identity = writer.bytes
        prepared.screenScale = context.screenScale
        // Global properties as attributes, with the event's own winning (as for the other formats).
        prepared.globals = identity.globals.keys.sorted().compactMap { key in
            guard !Self.reservedKeys.contains(key), let value = identity.globals[key] else { return nil }
            var writer = EventJSONWriter(capacity: 64)
            Encoder.attribute(key, value, into: &writer)
            return (key, writer.bytes)
        }
        prepared.allGlobals = prepared.globals.flatMap(\.bytes)
        return prepared
    }

    func writeEvent(_ event: InteractionEvent, identity: PreparedIdentity, session: Session, into writer: inout EventJSONWriter) {
        switch encoding {
        case .json: writeEvent(event, identity: identity, session: session, encoder: OTLPJSONEncoder.self, into: &writer)
        case .protobuf: writeEvent(event, identity: identity, session: session, encoder: OTLPProtobufEncoder.self, into: &writer)
        }
    }

    private func writeEvent<Encoder: OTLPRecordEncoder>(
        _ event: InteractionEvent, identity: PreparedIdentity, session: Session, encoder: Encoder.Type, into writer: inout EventJSONWriter
    ) {
        let name = OpenTelemetryEventName(event)
        Encoder.begin(nanoseconds: Self.nanoseconds(event.timestamp), eventName: name.eventName, into: &writer)
        attributes(session: session, identity: identity, id: event.id, encoder: encoder, into: &writer)
        if let state = name.appState { Encoder.attribute("ios.app.state", state, into: &writer) }
        if name.isClick, let element = event.element {
            Encoder.attribute("app.widget.id", element.trackingID ?? element.path, into: &writer)
            Encoder.attribute("app.widget.name", element.content ?? element.type, into: &writer)
        }
        if let touch = event.touch {
            Encoder.attribute("app.screen.coordinate.x", integer: Self.pixels(touch.window.x, scale: identity.screenScale), into: &writer)
            Encoder.attribute("app.screen.coordinate.y", integer: Self.pixels(touch.window.y, scale: identity.screenScale), into: &writer)
        }
        if let screen = event.screen { Encoder.attribute("app.screen.name", screen.name, into: &writer) }
        Encoder.attribute("intercept.kind", event.kind.rawValue, into: &writer)
        if let element = event.element {
            Encoder.attribute("intercept.element.type", element.type, into: &writer)
            Encoder.attribute("intercept.element.path", element.path, into: &writer)
            if let position = element.position { Encoder.attribute("intercept.element.position", position, into: &writer) }
        }
        if let duration = event.duration { Encoder.attribute("intercept.duration", .double(duration), into: &writer) }
        if let tapCount = event.tapCount { Encoder.attribute("intercept.tap_count", .integer(tapCount), into: &writer) }
        if let trim = event.trim {
            Encoder.attribute("intercept.trimmed_properties", .integer(trim.droppedProperties), into: &writer)
            Encoder.attribute("intercept.trimmed_texts", .integer(trim.cutTexts), into: &writer)
        }
        for key in event.customProperties.keys.sorted() where !Self.reservedKeys.contains(key) {
            if let value = event.customProperties[key] { Encoder.attribute(key, value, into: &writer) }
        }
        writer.globals(of: identity, for: event)
        Encoder.end(into: &writer)
    }

    func writeSession(
        _ phase: SessionPhase, of session: Session, at time: Date, id: EventID, identity: PreparedIdentity, previous: Session?, into writer: inout EventJSONWriter
    ) {
        switch encoding {
        case .json: writeSession(phase, of: session, at: time, id: id, identity: identity, previous: previous, encoder: OTLPJSONEncoder.self, into: &writer)
        case .protobuf: writeSession(phase, of: session, at: time, id: id, identity: identity, previous: previous, encoder: OTLPProtobufEncoder.self, into: &writer)
        }
    }

    private func writeSession<Encoder: OTLPRecordEncoder>(
        _ phase: SessionPhase, of session: Session, at time: Date, id: EventID, identity: PreparedIdentity, previous: Session?,
        encoder: Encoder.Type, into writer: inout EventJSONWriter
    ) {
        Encoder.begin(nanoseconds: Self.nanoseconds(time), eventName: phase == .start ? "session.start" : "session.end", into: &writer)
        attributes(session: session, identity: identity, id: id, encoder: encoder, into: &writer)
        if phase == .start, let previous { Encoder.attribute("session.previous_id", previous.id, into: &writer) }
        Encoder.end(into: &writer)
    }

    /// OTLP has no identify call: the user goes on each record as `user.id`.
    func writeIdentify(at time: Date, id: EventID, identity: PreparedIdentity, session: Session?, into writer: inout EventJSONWriter) -> Bool { false }

    /// The identity, `session.id` and `intercept.event.id`: the attributes every record has.
    private func attributes<Encoder: OTLPRecordEncoder>(
        session: Session, identity: PreparedIdentity, id: EventID, encoder: Encoder.Type, into writer: inout EventJSONWriter
    ) {
        writer.append(contentsOf: identity.identity)
        Encoder.attribute("session.id", session.id, into: &writer)
        Encoder.attribute("intercept.event.id", id: id, into: &writer)
    }

    private static func nanoseconds(_ time: Date) -> UInt64 {
        UInt64(max(0, AutotrackEvent.milliseconds(since1970: time.timeIntervalSince1970))) &* 1_000_000
    }

    /// The attribute keys this format writes itself; an app's property of the same name is left out.
    static let reservedKeys: Set<String> = [
        "app.installation.id", "user.id", "session.id", "session.previous_id", "intercept.event.id", "app.widget.id", "app.widget.name",
        "app.screen.coordinate.x", "app.screen.coordinate.y", "app.screen.name", "ios.app.state", "intercept.kind", "intercept.element.type",
        "intercept.element.path", "intercept.element.position", "intercept.duration", "intercept.tap_count",
        "intercept.trimmed_properties", "intercept.trimmed_texts",
    ]

    /// Points to whole screen pixels, as `app.screen.coordinate.*` wants them.
    static func pixels(_ points: Double, scale: Double) -> Int {
        let value = (points * scale).rounded()
        return value.isFinite ? Int(min(max(value, -1e15), 1e15)) : 0
    }

    func body(of records: [Data], context: DeviceContext, sentAt: Date) -> Data {
        let resource: [(key: String, value: String)] = [
            ("service.name", context.appName.isEmpty ? context.appIdentifier : context.appName), ("service.version", context.appVersion),
            ("os.name", context.osName), ("os.version", context.osVersion), ("device.model.identifier", context.deviceModel),
            ("device.manufacturer", context.deviceManufacturer), ("telemetry.sdk.name", context.libraryName),
            ("telemetry.sdk.language", "swift"), ("telemetry.sdk.version", context.libraryVersion),
        ]
        switch encoding {
        case .json: return OTLPJSONEncoder.body(of: records, resource: resource, scopeVersion: context.libraryVersion)
        case .protobuf: return OTLPProtobufEncoder.body(of: records, resource: resource, scopeVersion: context.libraryVersion)
        }
    }

    func request(to endpoint: URL) -> (url: URL, headers: [String: String]) {
        var headers = headers
        headers["Content-Type"] = encoding.contentType
        return (endpoint, headers)
    }

    func verdict(for reply: UploadReply, count: Int) -> BatchVerdict {
        if let status = reply.statusCode, !(200..<300).contains(status) {
            switch (status, reply.result) {
            case (429, .retry(let reason, let after)), (502, .retry(let reason, let after)), (503, .retry(let reason, let after)),
                (504, .retry(let reason, let after)):
                return .retry(reason: reason, after: after)
            default:
                return .rejected(reason: "HTTP \(status), which OTLP/HTTP does not retry" + reply.excerpt)
            }
        }
        guard reply.result == .delivered else { return BatchVerdict(status: reply) }
        guard let partial = OTLPPartialSuccess(reply.body, encoding: encoding), partial.rejected > 0 else { return .delivered }
        let rejected = min(partial.rejected, count)
        let reason = "OTLP partial success: \(rejected) of \(count) log records rejected, not named by the collector"
            + (partial.message.isEmpty ? "" : ": " + partial.message)
        return .partialCount(rejected: rejected, reason: reason)
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
