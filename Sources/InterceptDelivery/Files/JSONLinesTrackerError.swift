@_spi(Platform) import Intercept

/// Why a ``JSONLinesTracker`` could not be created, or could not write.
public enum JSONLinesTrackerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file did not exist and could not be created.
    case cannotCreateFile(path: String)
    /// The file exists but could not be opened for appending.
    case cannotOpenFile(path: String, reason: String)
    /// A line could not be written (the disk is full, for instance); that event is reported as failed.
    case writeFailed(reason: String)

    public var description: String {
        switch self {
        case .cannotCreateFile(let path): return "cannot create the JSON Lines file at \(path)"
        case .cannotOpenFile(let path, let reason): return "cannot open the JSON Lines file at \(path) for writing: \(reason)"
        case .writeFailed(let reason): return "cannot write to the JSON Lines file: \(reason)"
        }
    }
}
