/// Why a ``FileConsentStore`` could not read or save the decision.
public enum FileConsentStoreError: Error, Equatable, CustomStringConvertible {
    /// The file exists but cannot be read or decoded.
    case unreadable(path: String, reason: String)
    /// The decision could not be written.
    case unwritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "consent file \(path) is unreadable: \(reason)"
        case .unwritable(let path, let reason): "consent file \(path) could not be written: \(reason)"
        }
    }
}
