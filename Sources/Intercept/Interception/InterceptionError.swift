/// Why interception could not be installed.
public enum InterceptionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The host is already intercepted by another live ``Interception``; a host has one proxy
    /// (D5), and its events go to the interception that installed it. Remove that one first.
    case hostInterceptedByAnotherInterception(HostIdentity)

    public var description: String {
        switch self {
        case .hostInterceptedByAnotherInterception(let host):
            return "\(host) is already intercepted by another Interception; remove that interception first"
        }
    }
}
