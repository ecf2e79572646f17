import Foundation
@_spi(Platform) import Intercept

/// Intercept's own body: `{"batch":[...]}`, each event in an ``EventFormat`` with its id as
/// `messageId`. No identity or sessions; answers are read by status (T6), a 413 halving the
/// request as on every destination (T15).
struct GenericWireFormat: WireFormat {
    let format: EventFormat

    var carriesIdentity: Bool { false }

    func prepare(_ identity: IdentityFields, context: DeviceContext) -> PreparedIdentity {
        PreparedIdentity(fields: identity)
    }

    func writeEvent(_ event: InteractionEvent, identity: PreparedIdentity, session: Session, into writer: inout EventJSONWriter) {
        writer.write(event, format: format, messageID: true)
    }

    func writeSession(_ phase: SessionPhase, of session: Session, at time: Date, id: EventID, identity: PreparedIdentity, previous: Session?, into writer: inout EventJSONWriter) {}

    func writeIdentify(at time: Date, id: EventID, identity: PreparedIdentity, session: Session?, into writer: inout EventJSONWriter) -> Bool { false }

    func body(of records: [Data], context: DeviceContext, sentAt: Date) -> Data {
        JSONArrayBody.make(records, prefix: "{\"batch\":[", suffix: "]}")
    }

    func request(to endpoint: URL) -> (url: URL, headers: [String: String]) { (endpoint, [:]) }

    func verdict(for reply: UploadReply, count: Int) -> BatchVerdict {
        if case .rejected(let status) = reply.result, status != 413 { return .rejected(reason: "HTTP \(status)") }
        return BatchVerdict(status: reply)
    }
}

/// Records joined by commas between a prefix and a suffix: every back end's body is one.
enum JSONArrayBody {
    static func make(_ records: [Data], prefix: String, suffix: String) -> Data {
        var body = Data(prefix.utf8)
        body.reserveCapacity(records.reduce(prefix.utf8.count + suffix.utf8.count) { $0 + $1.count + 1 })
        for (index, record) in records.enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body.append(record)
        }
        body.append(contentsOf: Array(suffix.utf8))
        return body
    }

    /// The HTTP Basic `Authorization` value for `user` with an empty password.
    static func basicAuthorization(user: String) -> String {
        "Basic " + Data((user + ":").utf8).base64EncodedString()
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var writer = EventJSONWriter(capacity: text.utf8.count + 2)
        writer.string(text)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}
