import Foundation
@_spi(Platform) import Intercept

/// Segment's `/v1/batch` (and RudderStack's): `{"batch":[call...],"sentAt":...}` with `track`,
/// `screen` and `identify` calls, each with `anonymousId` (and `userId` once identified),
/// `context`, an ISO-8601 `timestamp` and `messageId`, Segment's dedup key, from the event id (W1).
///
/// Segment answers 200 even for events it drops, and 400 only for a body too large or not JSON;
/// so the sizes it would drop at are enforced before sending (500 KB a request, 32 KB an event).
struct SegmentWireFormat: WireFormat {
    let writeKey: String

    var carriesIdentity: Bool { true }

    /// What this format writes in the properties object itself: an app property of the same
    /// name is left out.
    static let reserved: Set<String> = ["session_id"]

    func prepare(_ identity: IdentityFields, context: DeviceContext) -> PreparedIdentity {
        var prepared = PreparedIdentity(fields: identity, reserved: Self.reserved)
        var writer = EventJSONWriter(capacity: 512)
        writer.raw(",\"anonymousId\":")
        writer.string(identity.anonymousID)
        writer.key("userId", identity.userID)
        prepared.identity = writer.bytes
        writer.removeAll()
        writer.raw(",\"context\":{\"library\":{\"name\":")
        writer.string(context.libraryName)
        writer.key("version")
        writer.string(context.libraryVersion)
        writer.raw("},\"app\":{\"name\":")
        writer.string(context.appName)
        writer.key("version")
        writer.string(context.appVersion)
        writer.key("build")
        writer.string(context.appBuild)
        writer.key("namespace")
        writer.string(context.appIdentifier)
        writer.raw("},\"os\":{\"name\":")
        writer.string(context.osName)
        writer.key("version")
        writer.string(context.osVersion)
        writer.raw("},\"device\":{\"model\":")
        writer.string(context.deviceModel)
        writer.key("manufacturer")
        writer.string(context.deviceManufacturer)
        writer.raw(",\"type\":\"ios\"},\"locale\":")
        writer.string(context.locale)
        writer.key("timezone")
        writer.string(context.timeZone)
        writer.raw(",\"screen\":{\"width\":")
        writer.number(context.screenWidth)
        writer.key("height")
        writer.number(context.screenHeight)
        writer.key("density")
        writer.number(context.screenScale)
        writer.raw("}}")
        prepared.context = writer.bytes
        return prepared
    }

    func writeEvent(_ event: InteractionEvent, identity: PreparedIdentity, session: Session, into writer: inout EventJSONWriter) {
        if event.kind == .pageEnter, let screen = event.screen {
            writer.raw("{\"type\":\"screen\",\"name\":")
            writer.string(screen.name)
        } else {
            writer.raw("{\"type\":\"track\",\"event\":")
            writer.string(AnalyticsEventName.name(for: event.kind))
        }
        writer.raw(",\"properties\":{\"session_id\":")
        writer.string(session.id)
        writer.interactionProperties(of: event, reserved: Self.reserved)
        writer.globals(of: identity, for: event)
        writer.raw("}")
        tail(at: event.timestamp, identity: identity, into: &writer)
        writer.id(event.id)
        writer.raw("}")
    }

    func writeSession(_ phase: SessionPhase, of session: Session, at time: Date, id: EventID, identity: PreparedIdentity, previous: Session?, into writer: inout EventJSONWriter) {
        writer.raw("{\"type\":\"track\",\"event\":")
        writer.string(AnalyticsEventName.name(for: phase))
        writer.raw(",\"properties\":{\"session_id\":")
        writer.string(session.id)
        writer.raw("}")
        tail(at: time, identity: identity, into: &writer)
        writer.id(id)
        writer.raw("}")
    }

    func writeIdentify(at time: Date, id: EventID, identity: PreparedIdentity, session: Session?, into writer: inout EventJSONWriter) -> Bool {
        writer.raw("{\"type\":\"identify\",\"traits\":")
        writer.properties(identity.fields.traits)
        tail(at: time, identity: identity, into: &writer)
        writer.id(id)
        writer.raw("}")
        return true
    }

    /// Segment's `alias` call: `previousId` is who the events were about, `userId` who they are now.
    func writeAlias(previousID: String, at time: Date, id: EventID, identity: PreparedIdentity, into writer: inout EventJSONWriter) -> Bool {
        writer.raw("{\"type\":\"alias\",\"previousId\":")
        writer.string(previousID)
        tail(at: time, identity: identity, into: &writer)
        writer.id(id)
        writer.raw("}")
        return true
    }

    /// `,"anonymousId":...,"context":{...},"timestamp":"...","messageId":` (the id follows).
    private func tail(at time: Date, identity: PreparedIdentity, into writer: inout EventJSONWriter) {
        writer.append(contentsOf: identity.identity)
        writer.append(contentsOf: identity.context)
        writer.key("timestamp")
        writer.iso8601(time)
        writer.key("messageId")
    }

    func body(of records: [Data], context: DeviceContext, sentAt: Date) -> Data {
        var writer = EventJSONWriter(capacity: 40)
        writer.raw("],\"sentAt\":")
        writer.iso8601(sentAt)
        writer.raw("}")
        return JSONArrayBody.make(records, prefix: "{\"batch\":[", suffix: String(decoding: writer.bytes, as: UTF8.self))
    }

    func request(to endpoint: URL) -> (url: URL, headers: [String: String]) {
        (endpoint, ["Authorization": JSONArrayBody.basicAuthorization(user: writeKey)])
    }

    func verdict(for reply: UploadReply, count: Int) -> BatchVerdict {
        BatchVerdict(status: reply)
    }
}
