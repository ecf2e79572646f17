import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Deleting what a queue holds when the user opts out or asks for their data to be erased (N1,
/// N2): the records not yet settled and, for an erasure, the rejected evidence. The counts stay
/// (they say nothing about the user) and count the deleted records.
extension DurableQueue {
    /// Why records are deleted.
    public enum ErasureReason: Sendable {
        /// The user opted out: the pending records are counted as dropped for consent.
        case consentWithdrawn
        /// The user asked for their data to be erased: pending records and rejected evidence go.
        case storedData
    }

    /// What ``erase(because:)`` deleted.
    public struct Erasure: Sendable, Equatable {
        /// Records deleted before they were delivered.
        public var records: Int
        /// Rejected batches whose evidence was deleted.
        public var rejectedEvidence: Int
    }

    /// Deletes every pending record (and, for ``ErasureReason/storedData``, the `rejected`
    /// folder), counting the records as dropped (and ``DurableQueueCounts/droppedForConsent`` or
    /// ``DurableQueueCounts/erased``). A batch read before is settled as nothing: the reader
    /// that holds it drops it instead of sending it (again). Appending goes on in a new segment.
    /// Nothing is deleted from a closed queue (its directory may be another queue's by now).
    ///
    /// - Throws: ``DurableQueueError/cannotOpen(path:reason:)`` when the new segment cannot be
    ///   made (a read-only folder): then nothing was deleted, and the records stay pending.
    @discardableResult
    public func erase(because reason: ErasureReason) throws(DurableQueueError) -> Erasure {
        lock.lock()
        defer { lock.unlock() }
        guard !isClosed else { return Erasure(records: 0, rejectedEvidence: 0) }
        let records = pendingCount()
        let onDisk = segmentIDs()
        // The new segment is numbered after every old one, so no name is used twice; it is made
        // first, so that a folder that cannot take it loses nothing.
        let oldCursor = state.cursor
        state.cursor = QueuePosition(segment: max(state.cursor.segment, segments.last?.id ?? 0, onDisk.last ?? 0), offset: 0, index: 0)
        do {
            try startSegment()
        } catch {
            state.cursor = oldCursor
            throw error
        }
        let fresh = segments.removeLast()
        for id in onDisk where id != fresh.id { unlink(path(of: id)) }
        for segment in segments where segment.id != fresh.id { unlink(path(of: segment.id)) }
        segments = [fresh]
        totalBytes = 0
        state.cursor = QueuePosition(segment: fresh.id, offset: 0, index: 0)
        state.cursorSequence = nextSequence
        state.lostSequences = nil
        generation &+= 1
        layout &+= 1
        pendingSince = nil
        state.dropped += records
        var rejectedEvidence = 0
        switch reason {
        case .consentWithdrawn:
            state.droppedForConsent = (state.droppedForConsent ?? 0) + records
        case .storedData:
            state.erased = (state.erased ?? 0) + records
            rejectedEvidence = eraseRejectedEvidence()
        }
        persistState(sync: true)
        return Erasure(records: records, rejectedEvidence: rejectedEvidence)
    }

    /// Whether `batch` still refers to the queue's records: `false` once they were erased (or the
    /// files rewritten), when sending it would send records the queue no longer holds.
    public func holds(_ batch: Batch) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return !isClosed && batch.layout == layout
    }

    /// Deletes the `rejected` folder; returns how many rejected batches it held.
    private func eraseRejectedEvidence() -> Int {
        let folder = directory.appendingPathComponent("rejected")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        try? FileManager.default.removeItem(at: folder)
        return names.filter { $0.hasSuffix(".json") }.count
    }
}
