import Foundation
@_spi(Platform) import Intercept

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Opening a queue by what its segments prove (T12): the segments are read before anything is
/// deleted, and a state file is used only when it fits them. Everything here runs with `lock`
/// held (or from `init`).
extension DurableQueue {
    /// One segment file as read from disk: its intact records (format 1's renumbered in format 2)
    /// and what its damage was.
    struct FoundSegment {
        let id: UInt64
        var records: [(sequence: UInt64, oldOffset: Int, frame: Data)]
        /// Whether the file must be rewritten with `records` only (damage inside, format 1).
        var rewrite: Bool
        /// Whether it was written in format 1, whose records carry no sequence numbers of their own.
        var legacy = false
        /// The file's length as read.
        var length = 0
        /// Bytes that belong to no intact record.
        var damagedBytes = 0
        /// Damaged bytes at the end (a torn record), reported as such.
        var tornBytes = 0
        /// Whether cutting the torn end off is all the repair it needs.
        var cutTail = false
    }

    /// Reads every segment file of the directory; deletes and repairs nothing.
    func scanSegments() -> [FoundSegment] {
        var found: [FoundSegment] = []
        var legacySequence: UInt64 = 0
        for id in segmentIDs() {
            let path = path(of: id)
            var status = stat()
            guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG,
                let data = FileManager.default.contents(atPath: path)
            else { continue }   // a foreign directory or an unreadable file: left alone
            if LegacyRecordFrame.isLegacy(data) {
                let (records, validLength) = LegacyRecordFrame.scan(data)
                let frames = records.map { record -> (sequence: UInt64, oldOffset: Int, frame: Data) in
                    defer { legacySequence += 1 }
                    return (legacySequence, record.frameOffset, RecordFrame.encode(data.subdata(in: record.payload), sequence: legacySequence))
                }
                found.append(FoundSegment(id: id, records: frames, rewrite: true, legacy: true, length: data.count, tornBytes: data.count - validLength))
                continue
            }
            let scan = RecordFrame.scan(data)
            var previous: UInt64?
            var records: [(sequence: UInt64, oldOffset: Int, frame: Data)] = []
            for record in scan.records where previous.map({ record.sequence > $0 }) ?? true {
                records.append((record.sequence, record.frameOffset, data.subdata(in: record.frameOffset..<record.endOffset)))
                previous = record.sequence
            }
            let tornOnly = scan.damagedBytes > 0 && scan.damagedBytes == scan.tailBytes
            // Damage at the end only (a torn tail): cutting it off is enough.
            let cutTail = tornOnly && records.count == scan.records.count
            found.append(FoundSegment(
                id: id, records: records, rewrite: !cutTail && (scan.damagedBytes > 0 || records.count != scan.records.count),
                length: data.count, damagedBytes: scan.damagedBytes, tornBytes: tornOnly ? scan.tailBytes : 0, cutTail: cutTail))
        }
        return found
    }

    /// Makes `state` the first state read that fits `found`; when none does, the state is treated
    /// as lost (every record on disk pending, the counts restarting) and the first mismatch is
    /// returned, to be reported.
    func chooseFittingState(for found: [FoundSegment]) -> (path: String, mismatch: QueueStateMismatch)? {
        var first: (path: String, mismatch: QueueStateMismatch)?
        for candidate in stateCandidates {
            guard let mismatch = Self.mismatch(of: candidate.state, with: found) else {
                state = candidate.state
                return first
            }
            if first == nil { first = (candidate.path, mismatch) }
        }
        guard first != nil else { return nil }
        state = QueueState()
        stateWasLost = true
        return first
    }

    /// How `state` contradicts the segments found, or `nil` when it fits them. Only what a queue
    /// writing that state could not have left is a mismatch: damage, kills and deleted files are
    /// recovered from as before (T7, T10, T11).
    static func mismatch(of state: QueueState, with found: [FoundSegment]) -> QueueStateMismatch? {
        guard let oldest = found.first?.id, let newest = found.last?.id else { return nil }
        let cursor = state.cursor.segment
        // The newest segment is the one appended to, never behind the cursor.
        if cursor > newest { return .cursorPastNewestSegment(cursorSegment: cursor, newestSegment: newest) }
        guard let cursorSequence = state.cursorSequence else { return nil }   // format 1: no numbers to compare
        var firstSequence: UInt64?
        for segment in found where !segment.legacy {
            for record in segment.records {
                firstSequence = min(firstSequence ?? record.sequence, record.sequence)
                // Records are numbered in order across segments: before the cursor's segment
                // all are settled, after it none is.
                if (segment.id < cursor && record.sequence >= cursorSequence) || (segment.id > cursor && record.sequence < cursorSequence) {
                    return .sequenceNumbersDisagree(cursorSegment: cursor)
                }
            }
        }
        if cursor < oldest, let firstSequence, (state.nextSequence ?? cursorSequence) < firstSequence {
            return .cursorBeforeOldestSegment(cursorSegment: cursor, oldestSegment: oldest)
        }
        // The first record of the cursor's segment, as the state recorded it, if it is still there.
        if let fingerprint = state.cursorSegmentFirst, fingerprint.count == 2,
            let segment = found.first(where: { $0.id == cursor }), !segment.legacy
        {
            for record in segment.records where record.sequence < fingerprint[0]
                || (record.sequence == fingerprint[0] && UInt64(RecordFrame.payloadChecksum(ofFrame: record.frame)) != fingerprint[1])
            {
                return .sequenceNumbersDisagree(cursorSegment: cursor)
            }
        }
        return nil
    }
}
