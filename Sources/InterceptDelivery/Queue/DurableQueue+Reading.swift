import Foundation

/// Reading a queue's oldest records for delivery: the lock is held only to note where to read, not
/// while the files are read, so appending does not wait for a reader (T6, T10).
extension DurableQueue {
    /// The oldest pending records, at most `maximumCount` of them and (unless the first alone is
    /// larger) `maximumBytes` of payload, or `nil` when nothing is pending. A record that does not
    /// check out, or a file deleted from under the queue, makes it read the files again first
    /// (counting what they lost), so damage never blocks the records behind it (T10).
    public func nextBatch(maximumCount: Int, maximumBytes: Int = .max) -> Batch? {
        for _ in 0..<3 {
            switch read(maximumCount: maximumCount, maximumBytes: maximumBytes) {
            case .batch(let batch):
                return batch
            case .nothing:
                return nil
            case .damaged(let deleted):
                lock.lock()
                defer { lock.unlock() }
                guard !isClosed else { return nil }
                if deleted { recreateDirectory() }
                try? rescan(because: deleted ? .filesDeleted : .damageFound)
            }
        }
        return nil
    }

    enum ReadResult {
        case batch(Batch)
        case nothing
        case damaged(deleted: Bool)
    }

    func read(maximumCount: Int, maximumBytes: Int) -> ReadResult {
        lock.lock()
        normalizeCursor()
        guard !isClosed, pendingCount() > 0 else {
            lock.unlock()
            return .nothing
        }
        let start = state.cursor
        let generation = self.generation
        let layout = self.layout
        let startSequence = state.cursorSequence ?? 0
        let readable = segments.filter { $0.id >= start.segment && $0.size > 0 }
        let descriptors = readable.map { POSIXFile.openForReading(path(of: $0.id)) }
        lock.unlock()
        defer { descriptors.forEach(POSIXFile.closeDescriptor) }
        if descriptors.contains(where: { $0 < 0 }) { return .damaged(deleted: true) }

        var records: [Data] = []
        var starts: [QueuePosition] = []
        var sequences: [UInt64] = []
        var bytes = 0
        var end = start
        var endSequence = startSequence
        func batch() -> ReadResult {
            records.isEmpty ? .nothing : .batch(Batch(records: records, starts: starts, sequences: sequences, start: start, end: end, endSequence: endSequence, generation: generation, layout: layout))
        }
        for (segment, descriptor) in zip(readable, descriptors) {
            var position = segment.id == start.segment ? start : QueuePosition(segment: segment.id, offset: 0, index: 0)
            while position.offset < segment.size, records.count < maximumCount {
                let header = POSIXFile.read(descriptor, offset: position.offset, count: RecordFrame.headerSize)
                guard let fields = header.withUnsafeBytes({ RecordFrame.header(in: $0, at: 0) }) else {
                    return records.isEmpty ? .damaged(deleted: false) : batch()
                }
                guard records.isEmpty || bytes + fields.length <= maximumBytes else { return batch() }
                let payload = POSIXFile.read(descriptor, offset: position.offset + RecordFrame.headerSize, count: fields.length)
                guard payload.count == fields.length, payload.withUnsafeBytes({ CRC32.checksum($0) }) == fields.payloadChecksum else {
                    return records.isEmpty ? .damaged(deleted: false) : batch()
                }
                records.append(payload)
                starts.append(position)
                sequences.append(fields.sequence)
                bytes += fields.length
                position.offset += RecordFrame.headerSize + fields.length
                position.index += 1
                end = position
                endSequence = fields.sequence + 1
            }
            if records.count >= maximumCount { break }
        }
        return batch()
    }
}
