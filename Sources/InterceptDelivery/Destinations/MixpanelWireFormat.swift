import Foundation
@_spi(Platform) import Intercept

/// Mixpanel's `/import`: `[{"event":...,"properties":{time, distinct_id, $insert_id, ...}}]`,
/// `$insert_id` (Mixpanel's dedup key) from the event id, `time` in milliseconds, the simplified
/// identity (`$device_id`, and `$user_id` once identified), screens as `Screen Viewed` with
/// `screen_name` (Mixpanel has no screen event of its own) (W4); the project `token` in every
/// event's properties, as Mixpanel's own clients send it (J3).
///
/// With `strict=1`, a 400 lists `failed_records` by index: those were refused, every other event
/// was imported. A 413 splits the batch; a 429 backs off.
struct MixpanelWireFormat: WireFormat {
    let projectToken: String

    var carriesIdentity: Bool { true }

    /// What this format writes in the properties object itself: an app property of the same
    /// name is left out.
    static let reserved: Set<String> = [
        "time", "token", "distinct_id", "$user_id", "$device_id", "$insert_id", "session_id", "mp_lib", "$lib_version", "$os", "$os_version",
        "$model", "$manufacturer", "$app_version_string", "$app_build_number", "locale", "timezone", "$screen_width", "$screen_height",
    ]

    func prepare(_ identity: IdentityFields, context: DeviceContext) -> PreparedIdentity {
        var prepared = PreparedIdentity(fields: identity, reserved: Self.reserved)
        var writer = EventJSONWriter(capacity: 128)
        // The project token in every event's properties, as mixpanel-swift and mixpanel-python
        // put it (J3), besides the Basic authorization.
        writer.raw(",\"token\":")
        writer.string(projectToken)
        writer.raw(",\"distinct_id\":")
        if let userID = identity.userID {
            writer.string(userID)
            writer.key("$user_id")
            writer.string(userID)
        } else {
            writer.string("$device:" + identity.anonymousID)
        }
        writer.key("$device_id")
        writer.string(identity.anonymousID)
        prepared.identity = writer.bytes
        writer.removeAll()
        let strings: [(StaticString, String)] = [
            ("mp_lib", context.libraryName), ("$lib_version", context.libraryVersion), ("$os", context.osName),
            ("$os_version", context.osVersion), ("$model", context.deviceModel), ("$manufacturer", context.deviceManufacturer),
            ("$app_version_string", context.appVersion), ("$app_build_number", context.appBuild),
            ("locale", context.locale), ("timezone", context.timeZone),
        ]
        for (name, value) in strings {
            writer.key(name)
            writer.string(value)
        }
        writer.key("$screen_width")
        writer.number(context.screenWidth)
        writer.key("$screen_height")
        writer.number(context.screenHeight)
        prepared.context = writer.bytes
        return prepared
    }

    func writeEvent(_ event: InteractionEvent, identity: PreparedIdentity, session: Session, into writer: inout EventJSONWriter) {
        writer.raw("{\"event\":")
        writer.string(AnalyticsEventName.name(for: event.kind))
        head(at: event.timestamp, identity: identity, into: &writer)
        writer.id(event.id)
        writer.key("session_id")
        writer.string(session.id)
        writer.interactionProperties(of: event, reserved: Self.reserved)
        writer.globals(of: identity, for: event)
        writer.append(contentsOf: identity.context)
        writer.raw("}}")
    }

    func writeSession(_ phase: SessionPhase, of session: Session, at time: Date, id: EventID, identity: PreparedIdentity, previous: Session?, into writer: inout EventJSONWriter) {
        writer.raw("{\"event\":")
        writer.string(AnalyticsEventName.name(for: phase))
        head(at: time, identity: identity, into: &writer)
        writer.id(id)
        writer.key("session_id")
        writer.string(session.id)
        writer.append(contentsOf: identity.context)
        writer.raw("}}")
    }

    /// Mixpanel takes the user on each event (`$user_id`); the traits go to the user's profile, a
    /// profile update for `/engage` (I5), as mixpanel-python's `people_set` sends it:
    /// `{"$token":...,"$distinct_id":...,"$set":{...}}`. Nothing without traits.
    func writeIdentify(at time: Date, id: EventID, identity: PreparedIdentity, session: Session?, into writer: inout EventJSONWriter) -> Bool {
        guard let userID = identity.fields.userID, !identity.fields.traits.isEmpty else { return false }
        writer.raw("{\"$token\":")
        writer.string(projectToken)
        writer.key("$distinct_id")
        writer.string(userID)
        writer.key("$set")
        writer.properties(identity.fields.traits)
        writer.raw("}")
        return true
    }

    /// Profile updates (they start with `{"$token"`) go to `/engage`, events to `/import`.
    func route(of record: Data) -> Int {
        record.starts(with: MixpanelProfileFormat.recordPrefix) ? 1 : 0
    }

    func format(forRoute route: Int) -> any WireFormat {
        route == 1 ? MixpanelProfileFormat(events: self) : self
    }

    /// `,"properties":{"time":...,<identity>,"$insert_id":` (the id follows).
    private func head(at time: Date, identity: PreparedIdentity, into writer: inout EventJSONWriter) {
        writer.raw(",\"properties\":{\"time\":")
        writer.integer(AutotrackEvent.milliseconds(since1970: time.timeIntervalSince1970))
        writer.append(contentsOf: identity.identity)
        writer.key("$insert_id")
    }

    func body(of records: [Data], context: DeviceContext, sentAt: Date) -> Data {
        // The token this tracker sends with, also in records queued under another (T15).
        var writer = EventJSONWriter(capacity: projectToken.utf8.count + 2)
        writer.string(projectToken)
        let escaped = Array(writer.bytes.dropFirst().dropLast())
        return JSONArrayBody.make(records.map { MixpanelTokenStamp.stamp($0, with: escaped) }, prefix: "[", suffix: "]")
    }

    func request(to endpoint: URL) -> (url: URL, headers: [String: String]) {
        var url = endpoint
        if var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false),
            !(components.queryItems ?? []).contains(where: { $0.name == "strict" }) {
            components.queryItems = (components.queryItems ?? []) + [URLQueryItem(name: "strict", value: "1")]
            url = components.url ?? endpoint
        }
        return (url, ["Authorization": JSONArrayBody.basicAuthorization(user: projectToken)])
    }

    func verdict(for reply: UploadReply, count: Int) -> BatchVerdict {
        guard reply.statusCode == 400, let records = reply.json?["failed_records"] as? [[String: Any]], !records.isEmpty else {
            return BatchVerdict(status: reply)
        }
        var failed: [Int: String] = [:]
        for record in records {
            guard let index = record["index"] as? Int, (0..<count).contains(index) else { continue }
            let field = record["field"] as? String ?? "event"
            failed[index] = "Mixpanel: \(field): \(record["message"] as? String ?? "failed validation")"
        }
        guard !failed.isEmpty else { return BatchVerdict(status: reply) }
        return .partial(failed: failed, othersAccepted: true)
    }
}
