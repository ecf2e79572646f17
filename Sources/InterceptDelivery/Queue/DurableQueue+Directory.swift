import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The queue's directory: what is accepted as one, and what happens when it is deleted from under
/// an open queue (T11).
extension DurableQueue {
    /// Refuses a directory that is not an absolute file URL: a relative one (`URL(fileURLWithPath:)`
    /// of a relative or empty path resolves against the working directory, which an app does not
    /// choose), one with another scheme, or one with an empty path.
    static func validate(_ directory: URL) throws(DurableQueueError) {
        guard directory.isFileURL else {
            throw .invalidDirectory(path: directory.absoluteString, reason: "not a file URL")
        }
        guard directory.baseURL == nil, !directory.relativePath.isEmpty, directory.relativePath.hasPrefix("/") else {
            throw .invalidDirectory(path: directory.relativePath, reason: "an empty or relative path (it would resolve against the working directory)")
        }
    }

    /// Whether the segment being appended to, or the directory itself, was deleted since it was
    /// opened: an `fstat` of the open segment (no path look-up) finds it unlinked.
    func segmentWasDeleted() -> Bool {
        var status = stat()
        return writer >= 0 && fstat(writer, &status) == 0 && status.st_nlink == 0
    }

    /// Creates the directory again and takes its lock again (the old lock file went with it).
    func recreateDirectory() {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        directoryLock.release()
        if let lock = try? DirectoryLock(fileURL: directory.appendingPathComponent("lock")) {
            directoryLock = lock
        }
    }
}
