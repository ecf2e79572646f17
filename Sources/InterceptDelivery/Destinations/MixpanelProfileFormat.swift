import Foundation
@_spi(Platform) import Intercept

/// Mixpanel's profile updates, `POST /engage` beside `/import` (I5): a JSON array of
/// `{"$token","$distinct_id","$set"}` objects, the token in the body (no Basic authorization),
/// `verbose=1` so that a refusal says why. No gzip: `/engage` documents none. Its records are
/// written by ``MixpanelWireFormat``; this format only sends and reads them.
struct MixpanelProfileFormat: WireFormat {
    let events: MixpanelWireFormat

    static let recordPrefix = Data("{\"$token\":".utf8)

    var carriesIdentity: Bool { true }
    var takesGzip: Bool { false }

    func prepare(_ identity: IdentityFields, context: DeviceContext) -> PreparedIdentity { events.prepare(identity, context: context) }

    func writeEvent(_ event: InteractionEvent, identity: PreparedIdentity, session: Session, into writer: inout EventJSONWriter) {
        events.writeEvent(event, identity: identity, session: session, into: &writer)
    }

    func writeSession(
        _ phase: SessionPhase, of session: Session, at time: Date, id: EventID, identity: PreparedIdentity, previous: Session?, into writer: inout EventJSONWriter
    ) {
        events.writeSession(phase, of: session, at: time, id: id, identity: identity, previous: previous, into: &writer)
    }

    func writeIdentify(at time: Date, id: EventID, identity: PreparedIdentity, session: Session?, into writer: inout EventJSONWriter) -> Bool {
        events.writeIdentify(at: time, id: id, identity: identity, session: session, into: &writer)
    }

    func body(of records: [Data], context: DeviceContext, sentAt: Date) -> Data {
        events.body(of: records, context: context, sentAt: sentAt)
    }

    /// The events' endpoint with `engage` for its last path component (`.../import` becomes
    /// `.../engage`) and `verbose=1` for its query.
    func request(to endpoint: URL) -> (url: URL, headers: [String: String]) {
        var components = URLComponents(url: endpoint.deletingLastPathComponent().appendingPathComponent("engage"), resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "verbose", value: "1")]
        return (components?.url ?? endpoint, [:])
    }

    /// `{"status":1}` is success; `{"status":0,"error":...}` (with 200 or 400) refuses the updates.
    func verdict(for reply: UploadReply, count: Int) -> BatchVerdict {
        if let answer = reply.json, let status = answer["status"] as? Int, status == 0 {
            return .rejected(reason: "Mixpanel profile update: \(answer["error"] as? String ?? "refused")")
        }
        return BatchVerdict(status: reply)
    }
}
