import Foundation
@_spi(Platform) import Intercept

/// A tracker that appends one JSON object per event to a file (JSON Lines) (T4, T7).
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
    private let format: EventFormat
    /// Guarded by `lock`; its buffer is reused from line to line.
    private var writer = EventJSONWriter()

    /// Opens `fileURL` for appending (T7).
    ///
    /// The file is opened with `O_APPEND`, so every line goes to the end of the file as it is
    /// then: two trackers (or two processes) writing one path interleave whole lines and never
    /// overwrite each other. A file whose last line was torn (a kill in the middle of a write) gets
    /// a line break before the first new line, so the torn line stays alone and every new line
    /// stays readable.
    ///
    /// - Throws: ``JSONLinesTrackerError/cannotCreateFile(path:)`` when the file does not exist and
    ///   cannot be created (missing directory, no permission), and
    ///   ``JSONLinesTrackerError/cannotOpenFile(path:reason:)`` when it cannot be opened for writing.
    public init(fileURL: URL, format: EventFormat = .interactionEvent, name: String = "JSONLinesTracker") throws(JSONLinesTrackerError) {
        self.name = name
        self.fileURL = fileURL
        self.format = format
        let path = fileURL.path
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw .cannotCreateFile(path: path)
            }
        }
        let descriptor = POSIXFile.openForAppending(path)
        guard descriptor >= 0 else { throw .cannotOpenFile(path: path, reason: POSIXFile.lastError()) }
        handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        if Self.endsWithTornLine(path) {
            _ = POSIXFile.writeAll(descriptor, Data([0x0A]))
        }
    }

    /// Whether the file's last byte is something other than a line break.
    private static func endsWithTornLine(_ path: String) -> Bool {
        let descriptor = POSIXFile.openForReading(path)
        guard descriptor >= 0 else { return false }
        defer { POSIXFile.closeDescriptor(descriptor) }
        guard let size = try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int, size > 0 else { return false }
        return POSIXFile.read(descriptor, offset: size - 1, count: 1) != Data([0x0A])
    }

    /// Writes to an already open file handle, standard output for instance. The tracker does not
    /// close it.
    public init(fileHandle: FileHandle, format: EventFormat = .interactionEvent, name: String = "JSONLinesTracker") {
        self.name = name
        self.fileURL = nil
        self.format = format
        self.handle = fileHandle
    }

    deinit {
        if fileURL != nil { try? handle.close() }
    }

    /// Writes the event's line with one `write`, so concurrent appenders never split it.
    public func track(_ event: InteractionEvent) throws {
        lock.lock()
        defer { lock.unlock() }
        writer.removeAll()
        writer.write(event, format: format)
        writer.append(0x0A)
        let failure = writer.withUnsafeMutableContents { POSIXFile.writeAll(handle.fileDescriptor, UnsafeRawBufferPointer($0)) }
        if let code = failure {
            throw JSONLinesTrackerError.writeFailed(reason: POSIXFile.describe(code))
        }
    }

    /// Forces what was written to disk.
    public func flush() throws {
        lock.lock()
        defer { lock.unlock() }
        try handle.synchronize()
    }
}
