import Foundation

/// One HTTP request the server received, whole.
public struct HTTPRequest: Sendable {
    /// `POST`, `GET`, ...
    public var method: String
    /// The request target, `/batch`.
    public var path: String
    /// Header fields, names lowercased.
    public var headers: [String: String]
    /// The body (de-chunked).
    public var body: Data
    /// When it was received completely.
    public var receivedAt: Date

    /// The `messageId`s of a `{"batch": [...]}` body, in order; empty for another body.
    public var messageIDs: [String] {
        guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let batch = object["batch"] as? [[String: Any]]
        else { return [] }
        return batch.compactMap { $0["messageId"] as? String }
    }
}

/// How the server answers a request.
public enum HTTPAnswer: Sendable {
    /// A response with this status, after `delay` seconds.
    case respond(status: Int, headers: [String: String] = [:], body: Data = Data(), delay: TimeInterval = 0)
    /// A status line and headers announcing a body, half of it, then the connection closes.
    case closeMidBody
    /// The connection closes without an answer.
    case hangUp

    /// `200 OK` with `{"ok":true}`.
    public static let ok = HTTPAnswer.respond(status: 200, body: Data("{\"ok\":true}".utf8))
}

/// A request and how it was answered.
public struct HTTPExchange: Sendable {
    public var request: HTTPRequest
    public var answer: HTTPAnswer
    /// Sequence number of the request, from 0.
    public var index: Int

    /// Whether the answer was a 2xx (what the client counts as delivered).
    public var wasAcknowledged: Bool {
        if case .respond(let status, _, _, _) = answer { return (200..<300).contains(status) }
        return false
    }
}
