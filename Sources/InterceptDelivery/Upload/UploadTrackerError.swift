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

    /// The endpoint an ``UploadTracker`` posts to: `endpoint` with its scheme in lower case (URL
    /// schemes are case-insensitive, RFC 3986, but FoundationNetworking's `URLSession` refuses
    /// `HTTP://` with error -1002, "unsupported URL", T14). Throws ``invalidEndpoint(_:reason:)``
    /// for what the platform's HTTP client can never send to: no `http` or `https` scheme, no
    /// host, a port outside 1...65535 (`URLSession` fails with -1000), and, on Linux, an IPv6
    /// literal host such as `[::1]`, which FoundationNetworking (Swift 6.3) fails with -1000 even
    /// where `curl` reaches it (Apple's `URLSession` takes them).
    static func validate(_ endpoint: URL) throws(UploadTrackerError) -> URL {
        guard let scheme = endpoint.scheme?.lowercased() else {
            throw .invalidEndpoint(endpoint.absoluteString, reason: "a relative URL; an absolute http or https URL is needed")
        }
        guard scheme == "http" || scheme == "https" else {
            throw .invalidEndpoint(endpoint.absoluteString, reason: "the scheme \(scheme) is not http or https")
        }
        guard let host = endpoint.host, !host.isEmpty else {
            throw .invalidEndpoint(endpoint.absoluteString, reason: "no host")
        }
        if let port = endpoint.port, !(1...65535).contains(port) {
            throw .invalidEndpoint(endpoint.absoluteString, reason: "the port \(port) is outside 1...65535")
        }
        #if canImport(FoundationNetworking)
        if host.contains(":") {
            throw .invalidEndpoint(endpoint.absoluteString, reason: "FoundationNetworking cannot send to an IPv6 literal host (\(host)); use a host name")
        }
        #endif
        guard endpoint.scheme != scheme else { return endpoint }
        var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: true)
        components?.scheme = scheme
        guard let normalized = components?.url else {
            throw .invalidEndpoint(endpoint.absoluteString, reason: "the URL cannot be rebuilt with the scheme \(scheme)")
        }
        return normalized
    }
}
