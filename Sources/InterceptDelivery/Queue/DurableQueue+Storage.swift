import Foundation
@_spi(Platform) import Intercept

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The queue's files: segment rotation and deletion, the size bound, the persisted state.
/// Everything here runs with `lock` held (or from `init`); reading the files back is in
/// `DurableQueue+Recovery.swift`.
extension DurableQueue {
    func path(of segment: UInt64) -> String {
        directory.appendingPathComponent(SegmentFile.name(of: segment)).path
    }

    /// Starts a new segment and makes it the one appended to.
    func startSegment() throws(DurableQueueError) {
        let id = max(segments.last?.id ?? 0, state.cursor.segment) + 1
        let path = path(of: id)
        let descriptor = POSIXFile.openForAppending(path)
        guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: POSIXFile.lastError()) }
        POSIXFile.closeDescriptor(writer)
        writer = descriptor
        segments.append(SegmentFile(id: id, size: 0, records: 0, firstSequence: nextSequence))
    }

    /// Moves the cursor off segments it has reached the end of, or that are gone.
    func normalizeCursor() {
        guard let current = segments.last else { return }
        while state.cursor.segment < current.id {
            if let segment = segments.first(where: { $0.id == state.cursor.segment }), state.cursor.offset < segment.size { return }
            let next = segments.first(where: { $0.id > state.cursor.segment }) ?? current
            state.cursor = QueuePosition(segment: next.id, offset: 0, index: 0)
            state.cursorSequence = max(state.cursorSequence ?? 0, next.firstSequence)
        }
    }

    /// Deletes the segments wholly before the cursor.
    func deleteSettledSegments() {
        while segments.count > 1, segments[0].id < state.cursor.segment {
            let settled = segments.removeFirst()
            unlink(path(of: settled.id))
            totalBytes -= settled.size
        }
    }

    /// Records not yet settled.
    func pendingCount() -> Int {
        var count = 0
        for segment in segments where segment.id >= state.cursor.segment {
            count += segment.records - (segment.id == state.cursor.segment ? state.cursor.index : 0)
        }
        return count
    }

    /// Drops the oldest segment to make room; its unsettled records are counted and reported.
    func dropOldestSegment() throws(DurableQueueError) {
        if segments.count == 1 { try startSegment() }
        let victim = segments.removeFirst()
        totalBytes -= victim.size
        var lost = 0
        if victim.id == state.cursor.segment {
            lost = victim.records - state.cursor.index
            state.cursor = QueuePosition(segment: segments[0].id, offset: 0, index: 0)
            state.cursorSequence = max(state.cursorSequence ?? 0, segments[0].firstSequence)
            generation &+= 1
        } else if victim.id > state.cursor.segment {
            lost = victim.records
        }
        // The count and the cursor first, then the file: a kill in between leaves a segment the
        // state has passed (deleted at the next open), never a cursor in a deleted one (T12).
        if lost > 0 { countDropped(lost, because: .queueFull(droppedEvents: lost)) }
        unlink(path(of: victim.id))
    }

    /// Counts records that will never be delivered, persists the count and reports it.
    func countDropped(_ count: Int, because reason: DeliveryProblem.Reason? = nil) {
        state.dropped += count
        persistState(sync: false)
        report(reason ?? .queueWriteFailed(droppedEvents: count))
    }

    /// Reports off the lock, so a handler that reads the queue cannot deadlock it.
    func report(_ reason: DeliveryProblem.Reason) {
        let problem = DeliveryProblem(trackerName: problemSource, reason: reason)
        let onProblem = self.onProblem
        reports.report { onProblem(problem) }
    }

    /// Returns once every problem reported so far has reached the handler (or `deadline` passed:
    /// `false`): what settling a batch reported, a rejection, is known when a wait for delivery
    /// returns.
    func waitForReports(until deadline: DispatchTime) -> Bool {
        reports.drain(until: deadline)
    }

    /// Persists the state with the next sequence number and the first record of the cursor's
    /// segment, forgetting lost numbers the cursor passed. A failure is reported once, until a
    /// write succeeds again (T13).
    func persistState(sync: Bool) {
        state.nextSequence = nextSequence
        if let cursor = state.cursorSequence, let lost = state.lostSequences {
            state.lostSequences = lost.filter { $0.count == 2 && $0[1] > cursor }
        }
        state.cursorSegmentFirst = segments.first { $0.id == state.cursor.segment }.flatMap { segment in
            segment.records > 0 ? segment.firstChecksum.map { [segment.firstSequence, UInt64($0)] } : nil
        }
        if let error = stateFile.persist(state, sync: sync) {
            if !stateIsStale { report(.queueStateWriteFailed(path: stateFile.primaryPath, error: error)) }
            stateIsStale = true
        } else {
            stateIsStale = false
        }
    }

    /// Whether the state on disk is the one in memory, after writing it again if a write failed:
    /// the upload loop sends nothing while it is not, so that a kill cannot make it send again
    /// more than the one batch whose settling was not recorded (T13).
    func stateIsDurable() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard stateIsStale, !isClosed else { return true }
        persistState(sync: false)
        return !stateIsStale
    }

    /// Keeps a rejected batch's evidence in `rejected/`, named by its place in the queue.
    func keepRejected(_ evidence: Data, reason: String, at position: QueuePosition) {
        let folder = directory.appendingPathComponent("rejected")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stem = "\(SegmentFile.name(of: position.segment).prefix(20))-\(position.offset)"
        try? evidence.write(to: folder.appendingPathComponent(stem + ".json"))
        try? Data((reason + "\n").utf8).write(to: folder.appendingPathComponent(stem + ".reason"))
    }
}
