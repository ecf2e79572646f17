import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What became of one batch upload, by the rules of T6.
enum UploadResult: Equatable {
    /// A 2xx: the batch is acknowledged and removed.
    case delivered
    /// A 4xx other than 429 (and 408): the batch is refused for good and moved aside, but for
    /// 401 and 403, on which the upload loop pauses delivery instead (T15).
    case rejected(statusCode: Int)
    /// A 5xx, 429, 408, a timeout or a connection failure: try again after `after` seconds if
    /// the server said (`Retry-After`), after a back-off otherwise.
    case retry(reason: String, after: TimeInterval?)

    /// Classifies a response or an error.
    init(response: HTTPURLResponse?, error: (any Error)?, now: Date = Date()) {
        guard let response else {
            self = .retry(reason: error.map { String(describing: $0) } ?? "no response", after: nil)
            return
        }
        let status = response.statusCode
        switch status {
        case 200..<300:
            self = .delivered
        case 429, 408, 500...:
            let header = response.value(forHTTPHeaderField: "Retry-After")
            self = .retry(reason: "HTTP \(status)", after: status == 429 || status == 503 ? header.flatMap { Self.retryAfter($0, now: now) } : nil)
        default:
            self = .rejected(statusCode: status)
        }
    }

    /// Seconds to wait from a `Retry-After` value: delay seconds or an HTTP date.
    static func retryAfter(_ value: String, now: Date) -> TimeInterval? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Double(trimmed), seconds.isFinite { return max(0, seconds) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: trimmed) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}
