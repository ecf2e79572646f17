import Foundation
@_spi(Platform) import Intercept

/// PostHog's `/batch`: `{"api_key":...,"batch":[{event, distinct_id, properties, timestamp,
/// uuid}]}`, `uuid` (PostHog's dedup key) from the event id, screens as `$screen` with
/// `$screen_name`, the session as `$session_id`, an identified user announced with `$identify`
/// (W2). Every event says whether it processes a person profile (`$process_person_profile`, by
/// ``PostHogPersonProfiles``), and every batch carries `sent_at`, against which PostHog corrects
/// event times from a device whose clock is wrong (J1). A 413 halves the batch; 429 and 503 honor
/// `Retry-After`.
struct PostHogWireFormat: WireFormat {
    let apiKey: String
    let personProfiles: PostHogPersonProfiles

    var carriesIdentity: Bool { true }

    /// What this format writes in the properties object itself: an app property of the same
    /// name is left out.
    static let reserved: Set<String> = [
        "$session_id", "$screen_name", "$lib", "$lib_version", "$app_name", "$app_version", "$app_build", "$app_namespace", "$os",
        "$os_version", "$device_model", "$device_manufacturer", "$locale", "$timezone", "$device_type", "$screen_width",
        "$screen_height", "$device_id", "$anon_distinct_id", "$set", "$process_person_profile", "alias",
    ]

    func prepare(_ identity: IdentityFields, context: DeviceContext) -> PreparedIdentity {
        var prepared = PreparedIdentity(fields: identity, reserved: Self.reserved)
        var writer = EventJSONWriter(capacity: 128)
        writer.raw(",\"distinct_id\":")
        writer.string(identity.userID ?? identity.anonymousID)
        prepared.identity = writer.bytes
        writer.removeAll()
        let strings: [(StaticString, String)] = [
            ("$lib", context.libraryName), ("$lib_version", context.libraryVersion), ("$app_name", context.appName),
            ("$app_version", context.appVersion), ("$app_build", context.appBuild), ("$app_namespace", context.appIdentifier),
            ("$os", context.osName), ("$os_version", context.osVersion), ("$device_model", context.deviceModel),
            ("$device_manufacturer", context.deviceManufacturer), ("$locale", context.locale), ("$timezone", context.timeZone),
        ]
        for (name, value) in strings {
            writer.key(name)
            writer.string(value)
        }
        writer.raw(",\"$device_type\":\"Mobile\",\"$screen_width\":")
        writer.number(context.screenWidth)
        writer.key("$screen_height")
        writer.number(context.screenHeight)
        if identity.userID != nil {
            writer.key("$device_id")
            writer.string(identity.anonymousID)
        }
        writer.raw(personProfiles.processes(identified: identity.userID != nil) ? ",\"$process_person_profile\":true" : ",\"$process_person_profile\":false")
        prepared.context = writer.bytes
        return prepared
    }

    func writeEvent(_ event: InteractionEvent, identity: PreparedIdentity, session: Session, into writer: inout EventJSONWriter) {
        writer.raw("{\"event\":")
        let screen = event.kind == .pageEnter ? event.screen : nil
        if screen != nil { writer.string("$screen") } else { writer.string(AnalyticsEventName.name(for: event.kind)) }
        writer.append(contentsOf: identity.identity)
        writer.raw(",\"properties\":{\"$session_id\":")
        writer.string(session.id)
        if let screen {
            writer.key("$screen_name")
            writer.string(screen.name)
        }
        writer.interactionProperties(of: event, reserved: Self.reserved)
        writer.globals(of: identity, for: event)
        tail(at: event.timestamp, identity: identity, into: &writer)
        writer.uuid(event.id)
        writer.raw("}")
    }

    func writeSession(_ phase: SessionPhase, of session: Session, at time: Date, id: EventID, identity: PreparedIdentity, previous: Session?, into writer: inout EventJSONWriter) {
        writer.raw("{\"event\":")
        writer.string(AnalyticsEventName.name(for: phase))
        writer.append(contentsOf: identity.identity)
        writer.raw(",\"properties\":{\"$session_id\":")
        writer.string(session.id)
        tail(at: time, identity: identity, into: &writer)
        writer.uuid(id)
        writer.raw("}")
    }

    func writeIdentify(at time: Date, id: EventID, identity: PreparedIdentity, session: Session?, into writer: inout EventJSONWriter) -> Bool {
        guard identity.fields.userID != nil, personProfiles != .never else { return false }
        writer.raw("{\"event\":\"$identify\"")
        writer.append(contentsOf: identity.identity)
        writer.raw(",\"properties\":{\"$anon_distinct_id\":")
        writer.string(identity.fields.anonymousID)
        writer.key("$set")
        writer.properties(identity.fields.traits)
        if let session {
            writer.key("$session_id")
            writer.string(session.id)
        }
        tail(at: time, identity: identity, into: &writer)
        writer.uuid(id)
        writer.raw("}")
        return true
    }

    /// PostHog's `$create_alias`, as posthog-python sends it: `distinct_id` (on the event and in its
    /// properties) the previous id, `alias` the user's id.
    func writeAlias(previousID: String, at time: Date, id: EventID, identity: PreparedIdentity, into writer: inout EventJSONWriter) -> Bool {
        guard let userID = identity.fields.userID else { return false }
        writer.raw("{\"event\":\"$create_alias\",\"distinct_id\":")
        writer.string(previousID)
        writer.raw(",\"properties\":{\"distinct_id\":")
        writer.string(previousID)
        writer.key("alias")
        writer.string(userID)
        tail(at: time, identity: identity, into: &writer)
        writer.uuid(id)
        writer.raw("}")
        return true
    }

    /// The context properties, `}` closing the properties, the timestamp and `,"uuid":`.
    private func tail(at time: Date, identity: PreparedIdentity, into writer: inout EventJSONWriter) {
        writer.append(contentsOf: identity.context)
        writer.raw("},\"timestamp\":")
        writer.iso8601(time)
        writer.key("uuid")
    }

    func body(of records: [Data], context: DeviceContext, sentAt: Date) -> Data {
        var writer = EventJSONWriter(capacity: 40)
        writer.raw("],\"sent_at\":")
        writer.iso8601(sentAt)
        writer.raw("}")
        return JSONArrayBody.make(records, prefix: "{\"api_key\":\(JSONArrayBody.quoted(apiKey)),\"batch\":[", suffix: String(decoding: writer.bytes, as: UTF8.self))
    }

    func request(to endpoint: URL) -> (url: URL, headers: [String: String]) { (endpoint, [:]) }

    func verdict(for reply: UploadReply, count: Int) -> BatchVerdict {
        BatchVerdict(status: reply)
    }
}
