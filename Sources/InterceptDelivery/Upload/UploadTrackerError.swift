import Foundation

/// Why an ``UploadTracker`` could not be made (T11).
public enum UploadTrackerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The endpoint is not an absolute `http` or `https` URL with a host: a relative URL, a
    /// `file:` or `ftp:` URL, or no URL at all would leave every event pending forever, retried.
    case invalidEndpoint(String, reason: String)

    public var description: String {
        switch self {
        case .invalidEndpoint(let endpoint, let reason): return "invalid upload endpoint \"\(endpoint)\": \(reason)"
        }
    }

    /// Throws ``invalidEndpoint(_:reason:)`` unless `endpoint` is an absolute `http`/`https` URL
    /// with a host.
    static func validate(_ endpoint: URL) throws(UploadTrackerError) {
        guard let scheme = endpoint.scheme?.lowercased() else {
            throw .invalidEndpoint(endpoint.absoluteString, reason: "a relative URL; an absolute http or https URL is needed")
        }
        guard scheme == "http" || scheme == "https" else {
            throw .invalidEndpoint(endpoint.absoluteString, reason: "the scheme \(scheme) is not http or https")
        }
        guard let host = endpoint.host, !host.isEmpty else {
            throw .invalidEndpoint(endpoint.absoluteString, reason: "no host")
        }
    }
}
