import Foundation
@_spi(Platform) import Intercept

/// An on-disk, append-only queue of records in a directory the app chooses: what makes delivery
/// survive a crash, a kill or a bad network (T6-T8).
///
/// Records are appended to segment files, each framed with a sync marker, its length, a sequence
/// number and CRC-32s of its header and payload (`RecordFrame`). ``append(_:)`` hands the record to the operating system with one `write`
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
/// Damage to the files costs at most the damaged records (T10): past a record that does not check
/// out, reading resumes at the next intact one, and the records the damage cost (the sequence
/// numbers missing) are counted as dropped, in ``DurableQueueCounts/corrupt`` too, and reported as
/// `corruptRecords(droppedEvents:discardedBytes:)`. The state is kept in
/// two checked copies; foreign files in the directory are left alone. A state is used only when
/// it fits the segments on disk (T12): one that does not (another queue's, an older format's with
/// its cursor far ahead) deletes nothing; every record on disk is pending again, the counts
/// restart, and `queueStateMismatch` is reported. A state that cannot be written (a full disk) is
/// written over the old one in place, else reported as `queueStateWriteFailed` (T13). Segment or directory
/// deleted while the queue is open: the directory is created again, the records that were in the
/// deleted files are counted as dropped and reported
/// (`queueFilesDeleted(path:droppedEvents:)`), and appending goes on (T11).
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
        /// Each record's sequence number.
        let sequences: [UInt64]
        let start: QueuePosition
        let end: QueuePosition
        /// The sequence number after the batch's last record.
        let endSequence: UInt64
        let generation: UInt64
        /// The files' layout the positions refer to (bumped when damaged files are rewritten).
        let layout: UInt64
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

    /// Guards every variable below. Those an append reads are accessed only under it, so they
    /// go without Swift's dynamic exclusivity checks (several a record otherwise, on the
    /// emitting thread).
    let lock = NSLock()
    var directoryLock: DirectoryLock
    let stateFile: QueueStateFile
    let onProblem: @Sendable (DeliveryProblem) -> Void
    let problemSource: String
    /// Where problems are reported, in order and off the lock (``waitForReports()``).
    let reports = ProblemReportQueue()
    @exclusivity(unchecked) var segments: [SegmentFile] = []
    @exclusivity(unchecked) var writer: Int32 = -1
    @exclusivity(unchecked) var state = QueueState()
    @exclusivity(unchecked) var totalBytes = 0
    /// Bumped when records are dropped from under the reader, so a batch read before is not settled.
    var generation: UInt64 = 0
    /// Bumped when the files are read again and rewritten, so no position read before is trusted.
    var layout: UInt64 = 0
    /// The sequence number of the next record appended.
    @exclusivity(unchecked) var nextSequence: UInt64 = 0
    /// Set while opening when no usable state was found but segments were.
    var stateWasLost = false
    /// The usable states read while opening, the state file's first, until one is chosen (T12).
    var stateCandidates: [QueueStateFile.Candidate] = []
    /// Set while the state on disk is behind the one in memory because writing it failed (T13).
    var stateIsStale = false
    @exclusivity(unchecked) var isClosed = false
    /// When the oldest pending record was appended, as far as this process knows.
    @exclusivity(unchecked) var pendingSince: Date?

    /// Opens (creating it if needed) the queue in `directory` and recovers what it holds: damaged
    /// records are skipped (counted and reported), acknowledged segments deleted, the counts read
    /// back, and a new segment started, so a new record never follows a damaged one.
    ///
    /// - Parameters:
    ///   - directory: The queue's own directory, chosen by the app (created if needed).
    ///   - options: The size bound and segment size.
    ///   - name: Names the queue in problem reports.
    ///   - onProblem: Called for drops and recovered damage; the default reports to the unified
    ///     log on Apple platforms and to standard error elsewhere (T8).
    /// - Throws: ``DurableQueueError/invalidDirectory(path:reason:)`` when `directory` is not an
    ///   absolute file URL with a path (T11), ``DurableQueueError/directoryInUse(path:)`` when
    ///   another queue has `directory` open, ``DurableQueueError/cannotOpen(path:reason:)`` when it
    ///   cannot be created or read.
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
        self.stateFile = QueueStateFile(directory: directory)
        try Self.validate(directory)
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
        var frame = Data(count: RecordFrame.headerSize)
        frame.append(payload)
        let result = frame.withUnsafeMutableBytes { raw in Result { () throws(DurableQueueError) -> Int in try append(frame: raw) } }
        return try result.get()
    }

    /// Appends one record whose payload follows ``RecordFrame/headerSize`` bytes of room for its
    /// header, which is filled here (it holds the record's sequence number), as ``UploadTracker``
    /// writes it.
    func append(frame: UnsafeMutableRawBufferPointer) throws(DurableQueueError) -> Int {
        let payloadCount = frame.count - RecordFrame.headerSize
        lock.lock()
        defer { lock.unlock() }
        guard !isClosed else { throw .closed }
        if segmentWasDeleted() {
            recreateDirectory()
            try rescan(because: .filesDeleted)
        }
        guard frame.count <= options.maximumBytes, payloadCount <= RecordFrame.maximumPayloadSize else {
            countDropped(1)
            throw .recordTooLarge(bytes: frame.count, limit: min(options.maximumBytes, RecordFrame.maximumPayloadSize))
        }
        if let current = segments.last, current.size > 0, current.size + frame.count > options.segmentBytes {
            try startSegment()
        }
        while totalBytes + frame.count > options.maximumBytes { try dropOldestSegment() }
        RecordFrame.fillHeader(of: frame, sequence: nextSequence)
        if let code = POSIXFile.writeAll(writer, UnsafeRawBufferPointer(frame)) {
            // A partial write must not stay in front of the next record.
            let current = segments[segments.count - 1]
            _ = POSIXFile.truncate(path(of: current.id), to: current.size)
            countDropped(1)
            throw .writeFailed(reason: POSIXFile.describe(code))
        }
        if segments[segments.count - 1].records == 0 {
            segments[segments.count - 1].firstChecksum = RecordFrame.payloadChecksum(ofFrame: UnsafeRawBufferPointer(frame))
        }
        segments[segments.count - 1].size += frame.count
        segments[segments.count - 1].records += 1
        nextSequence += 1
        totalBytes += frame.count
        if pendingSince == nil { pendingSince = Date() }
        return pendingCount()
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
        guard !isClosed, batch.layout == layout else { return false }
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
        state.cursorSequence = max(state.cursorSequence ?? 0, batch.endSequence)
        normalizeCursor()
        if pendingCount() == 0 { pendingSince = nil }
        // The state first, then the deletions it allows (T12).
        persistState(sync: false)
        deleteSettledSegments()
        return true
    }

    /// The counts, persisted with the queue (T8).
    public var counts: DurableQueueCounts {
        lock.lock()
        defer { lock.unlock() }
        var counts = DurableQueueCounts(delivered: state.delivered, dropped: state.dropped, rejected: state.rejected, pending: pendingCount(), corrupt: state.corrupt ?? 0)
        counts.droppedForConsent = state.droppedForConsent ?? 0
        counts.erased = state.erased ?? 0
        return counts
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
