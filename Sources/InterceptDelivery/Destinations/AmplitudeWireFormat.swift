import Foundation
@_spi(Platform) import Intercept

/// Amplitude's HTTP API v2, `/2/httpapi`: `{"api_key":...,"events":[{event_type, device_id,
/// user_id, time, insert_id, session_id, event_properties, ...}]}`, `insert_id` (Amplitude's dedup
/// key) from the event id, `session_id` as the session start in milliseconds, screens as
/// `[Amplitude] Screen Viewed` (W3).
///
/// A 400 naming events (`events_with_invalid_fields`, `events_with_missing_fields`,
/// `silenced_events`) means none was ingested: those are rejected, the others sent again. A 413
/// splits the batch; a 429 backs off.
struct AmplitudeWireFormat: WireFormat {
    let apiKey: String

    var carriesIdentity: Bool { true }

    /// What this format writes in the properties object itself: an app property of the same
    /// name is left out.
    static let reserved: Set<String> = ["session", "[Amplitude] Screen Name"]

    func prepare(_ identity: IdentityFields, context: DeviceContext) -> PreparedIdentity {
        var prepared = PreparedIdentity(fields: identity, reserved: Self.reserved)
        var writer = EventJSONWriter(capacity: 128)
        writer.raw(",\"device_id\":")
        writer.string(identity.anonymousID)
        writer.key("user_id", identity.userID)
        prepared.identity = writer.bytes
        writer.removeAll()
        let strings: [(StaticString, String)] = [
            ("platform", context.osName), ("os_name", context.osName), ("os_version", context.osVersion),
            ("device_model", context.deviceModel), ("device_manufacturer", context.deviceManufacturer),
            ("app_version", context.appVersion), ("language", context.locale),
            ("library", context.libraryName + "/" + context.libraryVersion),
        ]
        for (name, value) in strings {
            writer.key(name)
            writer.string(value)
        }
        prepared.context = writer.bytes
        return prepared
    }

    func writeEvent(_ event: InteractionEvent, identity: PreparedIdentity, session: Session, into writer: inout EventJSONWriter) {
        writer.raw("{\"event_type\":")
        let screen = event.kind == .pageEnter ? event.screen : nil
        switch event.kind {
        case .pageEnter where screen != nil: writer.string("[Amplitude] Screen Viewed")
        case .appStart: writer.string("[Amplitude] Application Opened")
        case .appEnd: writer.string("[Amplitude] Application Backgrounded")
        default: writer.string(AnalyticsEventName.name(for: event.kind))
        }
        head(at: event.timestamp, identity: identity, session: session, into: &writer)
        writer.id(event.id)
        writer.raw(",\"event_properties\":{\"session\":")
        writer.string(session.id)
        if let screen {
            writer.key("[Amplitude] Screen Name")
            writer.string(screen.name)
        }
        writer.interactionProperties(of: event, reserved: Self.reserved)
        writer.globals(of: identity, for: event)
        writer.raw("}}")
    }

    func writeSession(_ phase: SessionPhase, of session: Session, at time: Date, id: EventID, identity: PreparedIdentity, previous: Session?, into writer: inout EventJSONWriter) {
        writer.raw("{\"event_type\":")
        writer.string(phase == .start ? "session_start" : "session_end")
        head(at: time, identity: identity, session: session, into: &writer)
        writer.id(id)
        writer.raw("}")
    }

    func writeIdentify(at time: Date, id: EventID, identity: PreparedIdentity, session: Session?, into writer: inout EventJSONWriter) -> Bool {
        guard identity.fields.userID != nil else { return false }
        writer.raw("{\"event_type\":\"$identify\"")
        writer.append(contentsOf: identity.identity)
        writer.key("time")
        writer.integer(AutotrackEvent.milliseconds(since1970: time.timeIntervalSince1970))
        if let session {
            // The session the user was identified in, as Amplitude's own SDKs send it (I5).
            writer.key("session_id")
            writer.integer(session.startMilliseconds)
        }
        writer.key("insert_id")
        writer.id(id)
        writer.raw(",\"user_properties\":{\"$set\":")
        writer.properties(identity.fields.traits)
        writer.raw("}}")
        return true
    }

    /// The ids, time, session and context, then `,"insert_id":` (the id follows).
    private func head(at time: Date, identity: PreparedIdentity, session: Session, into writer: inout EventJSONWriter) {
        writer.append(contentsOf: identity.identity)
        writer.key("time")
        writer.integer(AutotrackEvent.milliseconds(since1970: time.timeIntervalSince1970))
        writer.key("session_id")
        writer.integer(session.startMilliseconds)
        writer.append(contentsOf: identity.context)
        writer.key("insert_id")
    }

    func body(of records: [Data], context: DeviceContext, sentAt: Date) -> Data {
        JSONArrayBody.make(records, prefix: "{\"api_key\":\(JSONArrayBody.quoted(apiKey)),\"events\":[", suffix: "]}")
    }

    func request(to endpoint: URL) -> (url: URL, headers: [String: String]) { (endpoint, [:]) }

    func verdict(for reply: UploadReply, count: Int) -> BatchVerdict {
        guard reply.statusCode == 400, let answer = reply.json else { return BatchVerdict(status: reply) }
        var failed: [Int: String] = [:]
        for (group, what) in [("events_with_invalid_fields", "invalid"), ("events_with_missing_fields", "missing")] {
            for (field, indices) in answer[group] as? [String: Any] ?? [:] {
                for case let index as Int in indices as? [Any] ?? [] where (0..<count).contains(index) {
                    failed[index] = "Amplitude: \(what) \(field)"
                }
            }
        }
        for case let index as Int in answer["silenced_events"] as? [Any] ?? [] where (0..<count).contains(index) {
            failed[index] = "Amplitude: silenced device"
        }
        guard !failed.isEmpty else { return BatchVerdict(status: reply) }
        return .partial(failed: failed, othersAccepted: false)
    }
}
