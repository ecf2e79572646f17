/// Why a ``DurableQueue`` could not be opened or could not take a record.
public enum DurableQueueError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Another queue (in this process or another) has the directory open. Two writers on one
    /// directory are refused rather than risk corrupting each other's records.
    case directoryInUse(path: String)
    /// The directory is not an absolute file URL: empty, relative (it would resolve against the
    /// working directory), or of another scheme (T11).
    case invalidDirectory(path: String, reason: String)
    /// The directory or a file in it could not be created or opened.
    case cannotOpen(path: String, reason: String)
    /// A record could not be written (the disk is full, for instance); it was counted as dropped.
    case writeFailed(reason: String)
    /// A record is larger than the queue may ever hold; it was counted as dropped.
    case recordTooLarge(bytes: Int, limit: Int)
    /// The queue was closed.
    case closed

    public var description: String {
        switch self {
        case .directoryInUse(let path):
            return "the queue directory \(path) is already open in another queue (this or another process)"
        case .invalidDirectory(let path, let reason): return "invalid queue directory \"\(path)\": \(reason)"
        case .cannotOpen(let path, let reason): return "cannot open \(path): \(reason)"
        case .writeFailed(let reason): return "cannot write a record to the queue: \(reason)"
        case .recordTooLarge(let bytes, let limit): return "a record of \(bytes) bytes exceeds the queue's limit of \(limit) bytes"
        case .closed: return "the queue is closed"
        }
    }
}
