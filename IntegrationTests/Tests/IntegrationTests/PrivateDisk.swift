import Foundation

/// A small disk of its own for the full-disk tests (T13): a tmpfs of a fixed size, mounted in a
/// private mount namespace (`unshare --user --map-root-user --mount`) that a `sleep` process
/// holds. Children run inside it through `nsenter`; this process reads and writes it through
/// `/proc/<holder>/root`. Nothing is mounted where other processes see it, and the mount goes
/// away with the holder. Linux only; ``make(bytes:)`` returns `nil` where namespaces are not
/// available (macOS, a container without user namespaces), and the tests that need one are off.
final class PrivateDisk: @unchecked Sendable {
    /// The mount point, as the children see it.
    let path: String
    private let holder: Process

    private init(path: String, holder: Process) {
        self.path = path
        self.holder = holder
    }

    /// Whether a private disk can be made here.
    static let isAvailable: Bool = {
        guard let disk = make(bytes: 64 * 1024) else { return false }
        disk.stop()
        return true
    }()

    /// Mounts a tmpfs of `bytes` bytes, or returns `nil`.
    static func make(bytes: Int) -> PrivateDisk? {
        #if os(Linux)
        let unshare = "/usr/bin/unshare", nsenter = "/usr/bin/nsenter"
        guard FileManager.default.isExecutableFile(atPath: unshare), FileManager.default.isExecutableFile(atPath: nsenter) else { return nil }
        let mountPoint = Support.temporaryDirectory("disk").path
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: unshare)
        holder.arguments = ["--user", "--map-root-user", "--mount", "sh", "-c",
                            "mount -t tmpfs -o size=\(bytes) tmpfs '\(mountPoint)' && echo ready && exec sleep 3600"]
        let output = Pipe()
        holder.standardOutput = output
        holder.standardError = FileHandle.nullDevice
        do { try holder.run() } catch { return nil }
        let ready = output.fileHandleForReading.availableData
        guard String(decoding: ready, as: UTF8.self).hasPrefix("ready") else {
            holder.terminate()
            return nil
        }
        return PrivateDisk(path: mountPoint, holder: holder)
        #else
        return nil
        #endif
    }

    /// `path` inside the disk, as this process reaches it.
    func outside(_ path: String) -> URL {
        URL(fileURLWithPath: "/proc/\(holder.processIdentifier)/root" + path)
    }

    /// Fills the disk with a file, leaving about `bytes` bytes free.
    func fill(leaving bytes: Int) throws {
        var status = statvfs()
        guard statvfs(outside(path).path, &status) == 0 else { throw CocoaError(.fileReadUnknown) }
        let free = Int(status.f_bavail) * Int(status.f_frsize)
        try Data(count: max(0, free - bytes)).write(to: outside(path + "/filler"))
    }

    /// Frees what ``fill(leaving:)`` took.
    func free() {
        try? FileManager.default.removeItem(at: outside(path + "/filler"))
    }

    /// Starts `executable` with `arguments` inside the disk's namespace.
    func child(_ executable: URL, _ arguments: [String]) throws -> ChildProcess {
        try ChildProcess(
            executable: URL(fileURLWithPath: "/usr/bin/nsenter"),
            arguments: ["-t", "\(holder.processIdentifier)", "-U", "-m", "--preserve-credentials", "--", executable.path] + arguments)
    }

    func stop() {
        holder.terminate()
        holder.waitUntilExit()
        try? FileManager.default.removeItem(atPath: path)
    }
}
