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
/// Format 1's `state.json` (JSON without a checksum line) is still read.
struct QueueStateFile {
    let directory: URL

    var primaryPath: String { directory.appendingPathComponent("state.json").path }
    var backupPath: String { directory.appendingPathComponent("state.backup.json").path }

    /// What reading the state found.
    enum Loaded {
        /// A usable state (from the primary file, or from the backup when `fellBack`).
        case state(QueueState, fellBack: Bool)
        /// No state file at all: a new queue.
        case none
        /// State files exist, but none is usable.
        case damaged
    }

    func load() -> Loaded {
        let primary = FileManager.default.contents(atPath: primaryPath)
        let backup = FileManager.default.contents(atPath: backupPath)
        if let data = primary, let state = Self.decode(data) { return .state(state, fellBack: false) }
        if let data = backup, let state = Self.decode(data) { return .state(state, fellBack: true) }
        return primary == nil && backup == nil ? .none : .damaged
    }

    /// Writes both copies; `sync` forces them (and the directory) to stable storage.
    func persist(_ state: QueueState, sync: Bool) {
        guard var data = try? JSONEncoder().encode(state) else { return }
        let checksum = data.withUnsafeBytes { CRC32.checksum($0) }
        data.append(contentsOf: Array("\n\(String(checksum, radix: 16))\n".utf8))
        for path in [primaryPath, backupPath] {
            let temporary = path + ".tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { return }
            let failed = POSIXFile.writeAll(descriptor, data) != nil
            if sync { POSIXFile.sync(descriptor) }
            POSIXFile.closeDescriptor(descriptor)
            guard !failed else { return }
            rename(temporary, path)
        }
        if sync { POSIXFile.syncDirectory(directory.path) }
    }

    /// The state in a file's bytes, or `nil` when they are damaged.
    static func decode(_ data: Data) -> QueueState? {
        var json = data
        if let newline = data.dropLast().lastIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: data[(newline + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard let stored = UInt32(line, radix: 16) else { return nil }
            json = data.prefix(upTo: newline)
            guard json.withUnsafeBytes({ CRC32.checksum($0) }) == stored else { return nil }
        } else if data.first != UInt8(ascii: "{") || (try? JSONDecoder().decode(QueueState.self, from: data))?.version != 1 {
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
