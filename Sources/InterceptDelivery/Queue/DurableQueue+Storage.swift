import Foundation
import Intercept

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The queue's files: recovery at open, segment rotation and deletion, the size bound, the
/// persisted state. Everything here runs with `lock` held (or from `init`).
extension DurableQueue {
    func path(of segment: UInt64) -> String {
        directory.appendingPathComponent(SegmentFile.name(of: segment)).path
    }

    private var statePath: String { directory.appendingPathComponent("state.json").path }

    /// Reads the state and the segments back, cuts torn tails, deletes settled segments and
    /// starts a new segment for this process's records.
    func recover() throws(DurableQueueError) {
        if let data = FileManager.default.contents(atPath: statePath) {
            if let decoded = try? JSONDecoder().decode(QueueState.self, from: data) {
                state = decoded
            } else {
                report(.damagedState(path: statePath))
            }
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw .cannotOpen(path: directory.path, reason: String(describing: error))
        }
        let ids = names.compactMap(SegmentFile.id(ofFileNamed:)).sorted()
        for id in ids {
            let path = path(of: id)
            if id < state.cursor.segment {
                unlink(path)
                continue
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                throw .cannotOpen(path: path, reason: "unreadable segment")
            }
            let (records, validLength) = RecordFrame.scan(data)
            if validLength < data.count {
                // A torn or damaged tail: cut it off, so it can never be read as, or merged with, a record.
                _ = POSIXFile.truncate(path, to: validLength)
                report(.tornRecord(segment: SegmentFile.name(of: id), discardedBytes: data.count - validLength))
            }
            if id == state.cursor.segment {
                if let index = records.firstIndex(where: { $0.frameOffset >= state.cursor.offset }) {
                    state.cursor = QueuePosition(segment: id, offset: records[index].frameOffset, index: index)
                } else {
                    state.cursor = QueuePosition(segment: id, offset: validLength, index: records.count)
                }
            }
            segments.append(SegmentFile(id: id, size: validLength, records: records.count))
        }
        totalBytes = segments.reduce(0) { $0 + $1.size }
        try startSegment()
        normalizeCursor()
        deleteSettledSegments()
        persistState(sync: false)
    }

    /// Starts a new segment and makes it the one appended to.
    func startSegment() throws(DurableQueueError) {
        let id = max(segments.last?.id ?? 0, state.cursor.segment) + 1
        let path = path(of: id)
        let descriptor = POSIXFile.openForAppending(path)
        guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: POSIXFile.lastError()) }
        POSIXFile.closeDescriptor(writer)
        writer = descriptor
        segments.append(SegmentFile(id: id, size: 0, records: 0))
    }

    /// Moves the cursor off segments it has reached the end of, or that are gone.
    func normalizeCursor() {
        guard let current = segments.last else { return }
        while state.cursor.segment < current.id {
            if let segment = segments.first(where: { $0.id == state.cursor.segment }), state.cursor.offset < segment.size { return }
            let next = segments.first(where: { $0.id > state.cursor.segment })?.id ?? current.id
            state.cursor = QueuePosition(segment: next, offset: 0, index: 0)
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
        unlink(path(of: victim.id))
        totalBytes -= victim.size
        var lost = 0
        if victim.id == state.cursor.segment {
            lost = victim.records - state.cursor.index
            state.cursor = QueuePosition(segment: segments[0].id, offset: 0, index: 0)
            generation &+= 1
        } else if victim.id > state.cursor.segment {
            lost = victim.records
        }
        if lost > 0 { countDropped(lost, because: .queueFull(droppedEvents: lost)) }
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
        DispatchQueue.global().async { onProblem(problem) }
    }

    /// Writes the state to a temporary file and renames it into place, so the old or the new
    /// state is read after a kill, never a mix.
    func persistState(sync: Bool) {
        guard let data = try? JSONEncoder().encode(state) else { return }
        let temporary = statePath + ".tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        let failed = POSIXFile.writeAll(descriptor, data) != nil
        if sync { POSIXFile.sync(descriptor) }
        POSIXFile.closeDescriptor(descriptor)
        guard !failed else { return }
        rename(temporary, statePath)
        if sync { POSIXFile.syncDirectory(directory.path) }
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
