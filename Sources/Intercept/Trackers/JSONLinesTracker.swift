import Foundation

/// A tracker that appends one JSON object per event to a file (JSON Lines) (T4).
///
/// The file is opened (and created if missing) when the tracker is created, so a path that cannot
/// be written fails right there with a ``JSONLinesTrackerError`` instead of losing events later.
public final class JSONLinesTracker: Tracker, @unchecked Sendable {
    /// The name in delivery reports.
    public let name: String
    /// The file written, when the tracker opened it itself.
    public let fileURL: URL?

    private let lock = NSLock()
    private let handle: FileHandle
    private let encoder: EventJSONEncoder

    /// Opens `fileURL` for appending.
    ///
    /// - Throws: ``JSONLinesTrackerError/cannotCreateFile(path:)`` when the file does not exist and
    ///   cannot be created (missing directory, no permission), and
    ///   ``JSONLinesTrackerError/cannotOpenFile(path:reason:)`` when it cannot be opened for writing.
    public init(fileURL: URL, format: EventFormat = .interactionEvent, name: String = "JSONLinesTracker") throws(JSONLinesTrackerError) {
        self.name = name
        self.fileURL = fileURL
        self.encoder = EventJSONEncoder(format: format)
        let path = fileURL.path
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw .cannotCreateFile(path: path)
            }
        }
        do {
            handle = try FileHandle(forWritingTo: fileURL)
            try handle.seekToEnd()
        } catch {
            throw .cannotOpenFile(path: path, reason: String(describing: error))
        }
    }

    /// Writes to an already open file handle, standard output for instance. The tracker does not
    /// close it.
    public init(fileHandle: FileHandle, format: EventFormat = .interactionEvent, name: String = "JSONLinesTracker") {
        self.name = name
        self.fileURL = nil
        self.encoder = EventJSONEncoder(format: format)
        self.handle = fileHandle
    }

    deinit {
        if fileURL != nil { try? handle.close() }
    }

    public func track(_ event: InteractionEvent) throws {
        var line = try encoder.encode(event)
        line.append(0x0A)
        lock.lock()
        defer { lock.unlock() }
        try handle.write(contentsOf: line)
    }

    /// Forces what was written to disk.
    public func flush() throws {
        lock.lock()
        defer { lock.unlock() }
        try handle.synchronize()
    }
}
