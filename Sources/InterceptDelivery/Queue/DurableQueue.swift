import Foundation
import Intercept

/// An on-disk, append-only queue of records in a directory the app chooses: what makes delivery
/// survive a crash, a kill or a bad network (T6-T8).
///
/// Records are appended to segment files, each framed with its length and a CRC-32
/// (`RecordFrame`). ``append(_:)`` hands the record to the operating system with one `write`
/// before it returns, so a process that is killed loses nothing it appended; it does not `fsync`
/// (that would cost milliseconds per event): ``sync()`` does, and is called on flush, on going to
/// the background and on termination. A power loss can therefore lose what was appended since
/// the last sync; a kill or a crash cannot.
///
/// A reader takes the oldest records with ``nextBatch(maximumCount:maximumBytes:)`` and settles
/// them with ``settle(_:as:)``; only then does the queue move past them and persist that, so a
/// batch in flight when the process dies is read again after the restart, with the same records.
/// Disk use is bounded by ``Options/maximumBytes``: when full, the oldest segment is dropped, and
/// its undelivered records are counted (``DurableQueueCounts/dropped``) and reported.
///
/// One queue per directory: a second one, in this process or another, is refused with
/// ``DurableQueueError/directoryInUse(path:)``.
public final class DurableQueue: @unchecked Sendable {
    /// Limits of a queue.
    public struct Options: Sendable {
        /// The most bytes of records kept on disk; beyond it the oldest are dropped (and counted).
        public var maximumBytes: Int
        /// The size at which a new segment file is started; a segment is deleted once all its
        /// records are settled. Defaults to an eighth of ``maximumBytes`` (at least 4 KiB).
        public var segmentBytes: Int

        /// Creates options.
        public init(maximumBytes: Int = 32 * 1024 * 1024, segmentBytes: Int? = nil) {
            self.maximumBytes = max(1024, maximumBytes)
            self.segmentBytes = max(4096, segmentBytes ?? self.maximumBytes / 8)
        }
    }

    /// Records read for delivery, settled with ``DurableQueue/settle(_:as:)``.
    public struct Batch: Sendable {
        /// The records' payloads, oldest first.
        public let records: [Data]
        /// Where each record starts.
        let starts: [QueuePosition]
        let start: QueuePosition
        let end: QueuePosition
        let generation: UInt64
    }

    /// How a batch was settled.
    public enum Outcome: Sendable {
        /// Its destination acknowledged it.
        case delivered
        /// Its destination refused it for good; `evidence` (the request body, say) is kept in the
        /// `rejected` folder under `reason`.
        case rejected(evidence: Data, reason: String)
    }

    /// The directory holding the segments, the state and the lock.
    public let directory: URL
    /// The limits.
    public let options: Options

    let lock = NSLock()
    private let directoryLock: DirectoryLock
    let onProblem: @Sendable (DeliveryProblem) -> Void
    let problemSource: String
    var segments: [SegmentFile] = []
    var writer: Int32 = -1
    var state = QueueState()
    var totalBytes = 0
    /// Bumped when records are dropped from under the reader, so a batch read before is not settled.
    var generation: UInt64 = 0
    var isClosed = false
    /// When the oldest pending record was appended, as far as this process knows.
    private(set) var pendingSince: Date?

    /// Opens (creating it if needed) the queue in `directory` and recovers what it holds: torn
    /// tails are cut off (and reported), acknowledged segments deleted, the counts read back, and
    /// a new segment started, so a new record never follows a torn one.
    ///
    /// - Parameters:
    ///   - directory: The queue's own directory, chosen by the app (created if needed).
    ///   - options: The size bound and segment size.
    ///   - name: Names the queue in problem reports.
    ///   - onProblem: Called for drops and recovered damage; the default reports to the unified
    ///     log on Apple platforms and to standard error elsewhere (T8).
    /// - Throws: ``DurableQueueError/directoryInUse(path:)`` when another queue has `directory`
    ///   open, ``DurableQueueError/cannotOpen(path:reason:)`` when it cannot be created or read.
    public init(
        directory: URL,
        options: Options = Options(),
        name: String = "DurableQueue",
        onProblem: @escaping @Sendable (DeliveryProblem) -> Void = DeliveryProblemLog.report
    ) throws(DurableQueueError) {
        self.directory = directory
        self.options = options
        self.onProblem = onProblem
        self.problemSource = name
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .cannotOpen(path: directory.path, reason: String(describing: error))
        }
        directoryLock = try DirectoryLock(fileURL: directory.appendingPathComponent("lock"))
        try recover()
        if counts.pending > 0 { pendingSince = .distantPast }
    }

    deinit { close() }

    /// Appends one record; when it returns, the record is in the operating system's hands.
    ///
    /// - Returns: How many records are pending now.
    /// - Throws: ``DurableQueueError/writeFailed(reason:)`` (disk full, I/O error) and
    ///   ``DurableQueueError/recordTooLarge(bytes:limit:)``; the record is then counted as dropped.
    @discardableResult
    public func append(_ payload: Data) throws(DurableQueueError) -> Int {
        let frame = RecordFrame.encode(payload)
        let result = frame.withUnsafeBytes { raw in Result { () throws(DurableQueueError) -> Int in try append(frame: raw) } }
        return try result.get()
    }

    /// Appends one record already framed (``RecordFrame``), as ``UploadTracker`` writes it.
    func append(frame: UnsafeRawBufferPointer) throws(DurableQueueError) -> Int {
        let payloadCount = frame.count - RecordFrame.headerSize
        lock.lock()
        defer { lock.unlock() }
        guard !isClosed else { throw .closed }
        guard frame.count <= options.maximumBytes, payloadCount <= RecordFrame.maximumPayloadSize else {
            countDropped(1)
            throw .recordTooLarge(bytes: frame.count, limit: min(options.maximumBytes, RecordFrame.maximumPayloadSize))
        }
        if let current = segments.last, current.size > 0, current.size + frame.count > options.segmentBytes {
            try startSegment()
        }
        while totalBytes + frame.count > options.maximumBytes { try dropOldestSegment() }
        if let code = POSIXFile.writeAll(writer, frame) {
            // A partial write must not stay in front of the next record.
            let current = segments[segments.count - 1]
            _ = POSIXFile.truncate(path(of: current.id), to: current.size)
            countDropped(1)
            throw .writeFailed(reason: POSIXFile.describe(code))
        }
        segments[segments.count - 1].size += frame.count
        segments[segments.count - 1].records += 1
        totalBytes += frame.count
        if pendingSince == nil { pendingSince = Date() }
        return pendingCount()
    }

    /// The oldest pending records, at most `maximumCount` of them and (unless the first alone is
    /// larger) `maximumBytes` of payload, or `nil` when nothing is pending.
    public func nextBatch(maximumCount: Int, maximumBytes: Int = .max) -> Batch? {
        lock.lock()
        normalizeCursor()
        guard !isClosed, pendingCount() > 0 else {
            lock.unlock()
            return nil
        }
        let start = state.cursor
        let generation = self.generation
        let readable = segments.filter { $0.id >= start.segment && $0.size > 0 }
        let descriptors = readable.map { POSIXFile.openForReading(path(of: $0.id)) }
        lock.unlock()
        defer { descriptors.forEach(POSIXFile.closeDescriptor) }

        var records: [Data] = []
        var starts: [QueuePosition] = []
        var bytes = 0
        var end = start
        for (segment, descriptor) in zip(readable, descriptors) where descriptor >= 0 {
            var position = segment.id == start.segment ? start : QueuePosition(segment: segment.id, offset: 0, index: 0)
            while position.offset < segment.size, records.count < maximumCount {
                let header = POSIXFile.read(descriptor, offset: position.offset, count: RecordFrame.headerSize)
                guard header.count == RecordFrame.headerSize else { break }
                let length = Int(header.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self)) })
                guard records.isEmpty || bytes + length <= maximumBytes else { return Batch(records: records, starts: starts, start: start, end: end, generation: generation) }
                let frame = header + POSIXFile.read(descriptor, offset: position.offset + RecordFrame.headerSize, count: length)
                guard let located = RecordFrame.scan(frame).records.first else { break }
                records.append(frame.subdata(in: located.payload))
                starts.append(position)
                bytes += length
                position.offset += frame.count
                position.index += 1
                end = position
            }
            if records.count >= maximumCount { break }
        }
        return records.isEmpty ? nil : Batch(records: records, starts: starts, start: start, end: end, generation: generation)
    }

    /// Settles a batch from ``nextBatch(maximumCount:maximumBytes:)``: the queue moves past it
    /// and persists that with the counts. Returns `false` (and changes nothing) for a batch that
    /// was settled already. When the size bound dropped some of the batch's records while it was
    /// in flight, those stay counted as dropped and only the others are settled, so none of them is
    /// read (and sent) again.
    @discardableResult
    public func settle(_ batch: Batch, as outcome: Outcome) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        normalizeCursor()
        guard !isClosed else { return false }
        let settled: Int
        if batch.generation == generation {
            guard batch.start == state.cursor else { return false }
            settled = batch.records.count
        } else {
            guard state.cursor < batch.end else { return false }
            settled = batch.starts.filter { $0 >= state.cursor }.count
        }
        switch outcome {
        case .delivered:
            state.delivered += settled
        case .rejected(let evidence, let reason):
            state.rejected += settled
            keepRejected(evidence, reason: reason, at: batch.start)
            report(.rejected(events: settled, reason: reason))
        }
        state.cursor = batch.end
        normalizeCursor()
        deleteSettledSegments()
        if pendingCount() == 0 { pendingSince = nil }
        persistState(sync: false)
        return true
    }

    /// The counts, persisted with the queue (T8).
    public var counts: DurableQueueCounts {
        lock.lock()
        defer { lock.unlock() }
        return DurableQueueCounts(delivered: state.delivered, dropped: state.dropped, rejected: state.rejected, pending: pendingCount())
    }

    /// When the oldest pending record was appended (`distantPast` for records found at open).
    public var oldestPendingDate: Date? {
        lock.lock()
        defer { lock.unlock() }
        return pendingSince
    }

    /// Forces the segments and the state to stable storage (`fsync`): what survives a power loss.
    public func sync() {
        lock.lock()
        defer { lock.unlock() }
        guard !isClosed else { return }
        POSIXFile.sync(writer)
        persistState(sync: true)
    }

    /// Syncs and closes the queue, releasing the directory; idempotent.
    public func close() {
        lock.lock()
        defer { lock.unlock() }
        guard !isClosed else { return }
        POSIXFile.sync(writer)
        persistState(sync: true)
        POSIXFile.closeDescriptor(writer)
        writer = -1
        isClosed = true
        directoryLock.release()
    }
}
