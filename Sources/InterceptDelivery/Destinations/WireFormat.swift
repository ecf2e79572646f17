import Foundation
@_spi(Platform) import Intercept

/// One back end's body and response contract. A format writes each event as one record (the
/// record the queue keeps, so it is encoded once, on the emitting thread), wraps records in a
/// request body at upload time, and reads the answer into a ``BatchVerdict``.
protocol WireFormat: Sendable {
    /// Whether it carries identity and sessions (every back end's format but the generic one).
    var carriesIdentity: Bool { get }

    /// Encodes what changes only with the identity (ids, traits, global properties) and the
    /// context, once per change.
    func prepare(_ identity: IdentityFields, context: DeviceContext) -> PreparedIdentity

    /// One interaction event's record.
    func writeEvent(_ event: InteractionEvent, identity: PreparedIdentity, session: Session, into writer: inout EventJSONWriter)

    /// A session's start or end record, dated `time`, keyed by `id`; a start names the session it
    /// follows after a timeout (`previous`) where the back end has a field for it (I5).
    func writeSession(
        _ phase: SessionPhase, of session: Session, at time: Date, id: EventID, identity: PreparedIdentity, previous: Session?, into writer: inout EventJSONWriter)

    /// An identify record, or `false` when the back end takes the user on each event instead.
    func writeIdentify(at time: Date, id: EventID, identity: PreparedIdentity, session: Session?, into writer: inout EventJSONWriter) -> Bool

    /// An alias record linking `previousID` (the user or anonymous id events had so far) to the
    /// identity's user, or `false` when the back end has no alias call (I5).
    func writeAlias(previousID: String, at time: Date, id: EventID, identity: PreparedIdentity, into writer: inout EventJSONWriter) -> Bool

    /// The request body holding `records`, in order.
    func body(of records: [Data], context: DeviceContext, sentAt: Date) -> Data

    /// The URL and header fields of a request to `endpoint`.
    func request(to endpoint: URL) -> (url: URL, headers: [String: String])

    /// What an answer means for the `count` events sent.
    func verdict(for reply: UploadReply, count: Int) -> BatchVerdict

    /// Which request a record goes in: 0, the events' endpoint, for every format but one that
    /// also writes records for another endpoint (Mixpanel's profile updates, I5).
    func route(of record: Data) -> Int

    /// The format that sends and reads requests of `route`.
    func format(forRoute route: Int) -> any WireFormat

    /// Whether the endpoint documents taking gzip bodies (``Destination/gzip`` decides for the
    /// events' endpoint).
    var takesGzip: Bool { get }
}

/// The start or the end of a session.
enum SessionPhase: Sendable {
    case start
    case end
}

/// The identity fields a format encodes.
struct IdentityFields: Sendable {
    var anonymousID: String
    var userID: String?
    var traits: [String: PropertyValue]
    var globals: [String: PropertyValue]
}

/// What a format encoded once per identity change: byte fragments it splices into each record.
struct PreparedIdentity: Sendable {
    var fields: IdentityFields
    /// The format's identity fields (`"anonymousId":...` and the like).
    var identity: [UInt8] = []
    /// The context as the format writes it, inside or beside the properties.
    var context: [UInt8] = []
    /// The global properties, each as `,"key":value`, keys sorted.
    var globals: [(key: String, bytes: [UInt8])] = []
    /// All of `globals` at once.
    var allGlobals: [UInt8] = []
    /// Pixels per point of the screen, for formats that want pixels.
    var screenScale: Double = 1

    /// Encodes the global properties, but those named like an interaction property or like a
    /// field the format writes beside them (`reserved`).
    init(fields: IdentityFields, reserved: Set<String> = []) {
        self.fields = fields
        var writer = EventJSONWriter(capacity: 64)
        for key in fields.globals.keys.sorted() where !reserved.contains(key) && !EventJSONWriter.interactionPropertyNames.contains(key) {
            guard let value = fields.globals[key] else { continue }
            writer.removeAll()
            writer.customProperties([key: value])
            globals.append((key, writer.bytes))
            allGlobals.append(contentsOf: writer.bytes)
        }
    }
}

extension WireFormat {
    func route(of record: Data) -> Int { 0 }
    func format(forRoute route: Int) -> any WireFormat { self }
    var takesGzip: Bool { true }

    func writeAlias(previousID: String, at time: Date, id: EventID, identity: PreparedIdentity, into writer: inout EventJSONWriter) -> Bool { false }
}

extension EventJSONWriter {
    /// The global properties an event's own custom properties (and the names reserved by the
    /// interaction properties) do not override.
    mutating func globals(of identity: PreparedIdentity, for event: InteractionEvent) {
        guard !identity.globals.isEmpty else { return }
        if event.customProperties.isEmpty {
            append(contentsOf: identity.allGlobals)
            return
        }
        for global in identity.globals where event.customProperties[global.key] == nil {
            append(contentsOf: global.bytes)
        }
    }
}

/// What a back end's answer means for the events of a request.
enum BatchVerdict: Equatable, Sendable {
    /// All were accepted.
    case delivered
    /// The events at `failed` (indices into the request, with the back end's reason) were refused
    /// for good; the others were accepted (`othersAccepted`) or must be sent again.
    case partial(failed: [Int: String], othersAccepted: Bool)
    /// `rejected` of the events were refused for good, without the back end saying which (OTLP's
    /// partial success); the others were accepted.
    case partialCount(rejected: Int, reason: String)
    /// All were refused for good.
    case rejected(reason: String)
    /// The request was too large (413): send its halves.
    case tooLarge
    /// Try again after a back-off, or after `after` seconds when the back end said.
    case retry(reason: String, after: TimeInterval?)
}

extension BatchVerdict {
    /// The verdict of a status alone, as T6 reads it, with 413 splitting the batch.
    init(status reply: UploadReply) {
        switch reply.result {
        case .delivered: self = .delivered
        case .retry(let reason, let after): self = .retry(reason: reason, after: after)
        case .rejected(413): self = .tooLarge
        case .rejected(let status): self = .rejected(reason: "HTTP \(status)" + reply.excerpt)
        }
    }
}
