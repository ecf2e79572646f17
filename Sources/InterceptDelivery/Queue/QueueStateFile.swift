import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a ``DurableQueue`` keeps its `QueueState`: `state.json` and a copy in `state.backup.json`,
/// each the JSON followed by a line with its CRC-32, each written to a temporary file and renamed
/// into place (so a kill leaves the old or the new state, never a mix).
///
/// A state file that is damaged (its checksum does not match, or it does not decode) or missing is
/// replaced by the copy (T10); only when both are unusable do the counts restart, reported.
/// Format 1's `state.json` (JSON without a checksum line) is still read. Whether a usable state
/// fits the segments is the queue's decision (T12).
///
/// A full disk (T13): each file is padded with spaces to a whole number of 4 KiB blocks, so that
/// when a new file cannot be written (no space for the temporary copy) the state can still be
/// written over the old one in place, in blocks the file already holds. A kill during that
/// overwrite can leave one copy torn, never both: the other is then read (reported as damage).
/// When even that fails, the error is returned, for the queue to report.
struct QueueStateFile {
    let directory: URL

    var primaryPath: String { directory.appendingPathComponent("state.json").path }
    var backupPath: String { directory.appendingPathComponent("state.backup.json").path }

    /// The block size state files are padded to.
    static let blockSize = 4096

    /// A usable state and the file it was read from.
    struct Candidate {
        var state: QueueState
        var path: String
    }

    /// What reading the state found.
    enum Loaded {
        /// Usable states, the state file's first, then its copy's when it differs;
        /// `primaryUsable` is false when only the copy was usable.
        case states([Candidate], primaryUsable: Bool)
        /// No state file at all: a new queue.
        case none
        /// State files exist, but none is usable.
        case damaged
    }

    func load() -> Loaded {
        let primary = FileManager.default.contents(atPath: primaryPath)
        let backup = FileManager.default.contents(atPath: backupPath)
        var candidates: [Candidate] = []
        if let data = primary, let state = Self.decode(data) { candidates.append(Candidate(state: state, path: primaryPath)) }
        if let data = backup, let state = Self.decode(data), state != candidates.first?.state {
            candidates.append(Candidate(state: state, path: backupPath))
        }
        guard let first = candidates.first else { return primary == nil && backup == nil ? .none : .damaged }
        return .states(candidates, primaryUsable: first.path == primaryPath)
    }

    /// Writes both copies; `sync` forces them (and the directory) to stable storage. Returns the
    /// error when a copy could not be written at all (`nil`: written).
    func persist(_ state: QueueState, sync: Bool) -> String? {
        guard var data = try? JSONEncoder().encode(state) else { return "the state could not be encoded" }
        let checksum = data.withUnsafeBytes { CRC32.checksum($0) }
        data.append(contentsOf: Array("\n\(String(checksum, radix: 16))\n".utf8))
        data.append(Data(repeating: UInt8(ascii: " "), count: (Self.blockSize - data.count % Self.blockSize) % Self.blockSize))
        for path in [primaryPath, backupPath] {
            if let error = write(data, to: path, sync: sync) { return error }
        }
        if sync { POSIXFile.syncDirectory(directory.path) }
        return nil
    }

    /// Writes `data` to a temporary file renamed over `path`, or, failing that, over `path` in place.
    private func write(_ data: Data, to path: String, sync: Bool) -> String? {
        let temporary = path + ".tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        var failure: Int32? = descriptor < 0 ? errno : nil
        if descriptor >= 0 {
            failure = POSIXFile.writeAll(descriptor, data)
            if failure == nil, sync { POSIXFile.sync(descriptor) }
            POSIXFile.closeDescriptor(descriptor)
            if failure == nil, rename(temporary, path) != 0 { failure = errno }
        }
        guard let failure else { return nil }
        unlink(temporary)
        return overwrite(path, with: data, sync: sync) ? nil : POSIXFile.describe(failure)
    }

    /// Writes `data` over the file at `path` from its start, padded to the file's length so no
    /// byte of the old state is left after it.
    private func overwrite(_ path: String, with data: Data, sync: Bool) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { POSIXFile.closeDescriptor(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return false }
        var padded = data
        if Int(status.st_size) > padded.count { padded.append(Data(repeating: UInt8(ascii: " "), count: Int(status.st_size) - padded.count)) }
        guard POSIXFile.writeAll(descriptor, padded) == nil else { return false }
        if sync { POSIXFile.sync(descriptor) }
        return true
    }

    /// The state in a file's bytes, or `nil` when they are damaged.
    static func decode(_ data: Data) -> QueueState? {
        var end = data.endIndex
        while end > data.startIndex, data[end - 1] == UInt8(ascii: " ") || data[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        let trimmed = data[data.startIndex..<end]
        var json = Data(trimmed)
        if let newline = trimmed.lastIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: trimmed[(newline + 1)...], as: UTF8.self)
            guard let stored = UInt32(line, radix: 16) else { return nil }
            json = Data(trimmed[..<newline])
            guard json.withUnsafeBytes({ CRC32.checksum($0) }) == stored else { return nil }
        } else if trimmed.first != UInt8(ascii: "{") || (try? JSONDecoder().decode(QueueState.self, from: json))?.version != 1 {
            return nil   // only format 1 wrote a state without a checksum line
        }
        guard let state = try? JSONDecoder().decode(QueueState.self, from: json), state.isPlausible else { return nil }
        return state
    }
}

extension QueueState {
    /// Whether the values could have been written by a queue (a checksum can match a state written
    /// by other software).
    var isPlausible: Bool {
        cursor.offset >= 0 && cursor.index >= 0 && cursor.segment <= SegmentFile.maximumID
            && delivered >= 0 && dropped >= 0 && rejected >= 0 && (corrupt ?? 0) >= 0
    }
}
