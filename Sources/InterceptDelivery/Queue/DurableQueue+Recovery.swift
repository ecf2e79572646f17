import Foundation
@_spi(Platform) import Intercept

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a queue's files back: at open, and again when damage or deleted files are found while
/// it runs (T7, T10, T11). Everything here runs with `lock` held (or from `init`).
extension DurableQueue {
    /// Why the files are read again.
    enum Rescan {
        /// The queue is opening.
        case opening
        /// A record that did not check out was found while reading.
        case damageFound
        /// Segment files (or the whole directory) were deleted from under the queue.
        case filesDeleted
    }

    /// Reads the state back (its copy when the state file is damaged), then ``rescan(because:)``,
    /// which uses the first of them that fits the segments (T12).
    func recover() throws(DurableQueueError) {
        switch stateFile.load() {
        case .states(let candidates, let primaryUsable):
            state = candidates[0].state
            stateCandidates = candidates
            if !primaryUsable { report(.damagedState(path: stateFile.primaryPath)) }
        case .none:
            stateWasLost = !segmentIDs().isEmpty   // segments without a state: the state file was deleted
            if stateWasLost { report(.damagedState(path: stateFile.primaryPath)) }
        case .damaged:
            stateWasLost = true
            report(.damagedState(path: stateFile.primaryPath))
        }
        try rescan(because: .opening)
    }

    /// The ids of the segment files in the directory, ascending; other files are left alone.
    func segmentIDs() -> [UInt64] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.compactMap(SegmentFile.id(ofFileNamed:)).sorted()
    }

    /// Reads every segment, rewrites the damaged ones (and format 1's) with their intact records
    /// only, counts the records missing from the sequence as dropped, places the cursor at the
    /// first pending record and starts a new segment, so a new record never follows a damaged one.
    /// Opening, it first checks that the state fits what the segments hold (T12): only a state
    /// that fits may have the segments before its cursor deleted as settled.
    func rescan(because cause: Rescan) throws(DurableQueueError) {
        var found = scanSegments()
        var mismatch: (path: String, mismatch: QueueStateMismatch)?
        if cause == .opening, !stateWasLost {
            mismatch = chooseFittingState(for: found)
        }
        stateCandidates = []
        if !stateWasLost {
            for segment in found where segment.id < state.cursor.segment { unlink(path(of: segment.id)) }   // wholly settled
            found.removeAll { $0.id < state.cursor.segment }
        }
        var damagedBytes = 0
        for segment in found {
            damagedBytes += segment.damagedBytes
            if segment.tornBytes > 0 { report(.tornRecord(segment: SegmentFile.name(of: segment.id), discardedBytes: segment.tornBytes)) }
            if segment.cutTail { _ = POSIXFile.truncate(path(of: segment.id), to: segment.length - segment.tornBytes) }
        }

        let all = found.flatMap { segment in segment.records.map { (segment.id, $0) } }
        let cursorSequence: UInt64
        if let known = state.cursorSequence, !stateWasLost {
            cursorSequence = known
        } else if stateWasLost {
            cursorSequence = all.map(\.1.sequence).min() ?? 0
        } else {
            // Format 1's state: the cursor is a byte offset in the cursor segment.
            cursorSequence = all.first { ($0.0 == state.cursor.segment && $0.1.oldOffset >= state.cursor.offset) || $0.0 > state.cursor.segment }?.1.sequence
                ?? (all.map(\.1.sequence).max().map { $0 + 1 } ?? 0)
        }
        let present = all.map(\.1.sequence).filter { $0 >= cursorSequence }
        let next = max(state.nextSequence ?? 0, (all.map(\.1.sequence).max() ?? 0) + (all.isEmpty ? 0 : 1), cursorSequence, nextSequence)
        var lost = 0
        var expected = cursorSequence
        for sequence in present.sorted() + [next] {
            if sequence > expected { lost += countLost(expected..<sequence) }
            expected = max(expected, sequence + 1)
        }

        segments = []
        for segment in found {
            let path = path(of: segment.id)
            var offset = 0
            var index = 0
            var cursorIndex: Int?
            var cursorOffset = 0
            for record in segment.records {
                if cursorIndex == nil, record.sequence >= cursorSequence { cursorIndex = index; cursorOffset = offset }
                offset += record.frame.count
                index += 1
            }
            if segment.rewrite { rewrite(path, with: segment.records.map(\.frame)) }
            if segment.id == state.cursor.segment || (stateWasLost && segment.id == found.first?.id) {
                state.cursor = QueuePosition(segment: segment.id, offset: cursorIndex.map { _ in cursorOffset } ?? offset, index: cursorIndex ?? index)
            }
            segments.append(SegmentFile(
                id: segment.id, size: offset, records: index, firstSequence: segment.records.first?.sequence ?? next,
                firstChecksum: segment.records.first.map { RecordFrame.payloadChecksum(ofFrame: $0.frame) }))
        }
        stateWasLost = false
        state.cursorSequence = cursorSequence
        nextSequence = next
        totalBytes = segments.reduce(0) { $0 + $1.size }
        try startSegment()
        normalizeCursor()
        if cause != .opening { generation &+= 1; layout &+= 1 }
        if lost > 0 {
            state.dropped += lost
            if cause == .filesDeleted {
                report(.queueFilesDeleted(path: directory.path, droppedEvents: lost))
            } else {
                state.corrupt = (state.corrupt ?? 0) + lost
                report(.corruptRecords(droppedEvents: lost, discardedBytes: damagedBytes))
            }
        } else if damagedBytes > 0 {
            report(.corruptRecords(droppedEvents: 0, discardedBytes: damagedBytes))
        }
        // The state first, then the deletions it allows: a kill in between leaves settled
        // segments behind the cursor (deleted at the next open), never a cursor they do not fit.
        persistState(sync: cause != .opening)
        deleteSettledSegments()
        if let mismatch {
            report(.queueStateMismatch(path: mismatch.path, mismatch: mismatch.mismatch, pendingEvents: pendingCount()))
        }
    }

    /// How many of `range`'s sequence numbers were not counted as lost before; records them.
    private func countLost(_ range: Range<UInt64>) -> Int {
        var uncounted = range.count
        for counted in state.lostSequences ?? [] where counted.count == 2 {
            let overlap = max(range.lowerBound, counted[0])..<max(max(range.lowerBound, counted[0]), min(range.upperBound, counted[1]))
            uncounted -= overlap.count
        }
        var ranges = ((state.lostSequences ?? []) + [[range.lowerBound, range.upperBound]]).filter { $0.count == 2 }.sorted { $0[0] < $1[0] }
        var merged: [[UInt64]] = []
        for next in ranges {
            if let last = merged.last, next[0] <= last[1] {
                merged[merged.count - 1][1] = max(last[1], next[1])
            } else {
                merged.append(next)
            }
        }
        ranges = merged
        state.lostSequences = ranges
        return max(0, uncounted)
    }

    /// Replaces the file at `path` with `frames`, through a temporary file renamed into place.
    private func rewrite(_ path: String, with frames: [Data]) {
        let temporary = path + ".tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        var failed = false
        for frame in frames where !failed { failed = POSIXFile.writeAll(descriptor, frame) != nil }
        POSIXFile.sync(descriptor)
        POSIXFile.closeDescriptor(descriptor)
        if failed { unlink(temporary) } else { rename(temporary, path) }
    }
}
