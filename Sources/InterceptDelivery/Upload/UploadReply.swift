import Foundation

/// A back end's answer to one request: the status classified by T6's rules, and the body, which
/// some back ends use to name the events they refused.
struct UploadReply: Sendable {
    /// The classification by status (or the failure when there was no response).
    var result: UploadResult
    /// The HTTP status, when there was a response.
    var statusCode: Int?
    /// The response body.
    var body: Data

    /// The body as a JSON object, if it is one.
    var json: [String: Any]? {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }

    /// `": <the body's first 200 characters>"`, or nothing for an empty body: what a rejection's
    /// reason quotes of the back end's own words.
    var excerpt: String {
        let text = String(decoding: body.prefix(200), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? "" : ": " + text
    }
}
