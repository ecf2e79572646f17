import Foundation
import Intercept
import InterceptDelivery
import InterceptTesting
import Testing

/// T6-T8: the on-disk queue under every upload tracker.
@Suite("Durable queue")
struct DurableQueueTests {
    static func directory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("intercept-queue-\(UUID().uuidString)")
    }

    static func payload(_ number: Int, size: Int = 40) -> Data {
        Data("{\"n\":\(number),\"pad\":\"\(String(repeating: "x", count: size))\"}".utf8)
    }

    static func segments(in directory: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".segment") }.sorted().map { directory.appendingPathComponent($0) }
    }

    /// Makes a closed queue in `directory` of three records, the second damaged; returns the
    /// segment's size in bytes.
    @discardableResult
    static func makeQueueWithOneDamagedRecord(in directory: URL) throws -> Int {
        let damaged = try DurableQueue(directory: directory, onProblem: { _ in })
        for number in 0..<3 { try damaged.append(payload(number)) }
        damaged.close()
        let segment = try #require(segments(in: directory).first)
        var bytes = try Data(contentsOf: segment)
        bytes[40] ^= 0xFF
        try bytes.write(to: segment)
        return bytes.count
    }

    /// Reads and settles everything pending, returning the payloads.
    static func drain(_ queue: DurableQueue) -> [Data] {
        var all: [Data] = []
        while let batch = queue.nextBatch(maximumCount: 7) {
            all += batch.records
            queue.settle(batch, as: .delivered)
        }
        return all
    }

    @Test("T6: appended records survive reopening; a settled batch is never read again, an unsettled one is read again with the same records")
    func survivesReopening() throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var queue = try DurableQueue(directory: directory, onProblem: { _ in })
        for number in 0..<20 { try queue.append(Self.payload(number)) }
        let first = try #require(queue.nextBatch(maximumCount: 5))
        #expect(first.records == (0..<5).map { Self.payload($0) })
        #expect(queue.settle(first, as: .delivered))
        #expect(!queue.settle(first, as: .delivered), "settling twice changes nothing")
        let inFlight = try #require(queue.nextBatch(maximumCount: 5))
        queue.close()   // as if killed with this batch in flight

        queue = try DurableQueue(directory: directory, onProblem: { _ in })
        defer { queue.close() }
        #expect(queue.counts == DurableQueueCounts(delivered: 5, dropped: 0, rejected: 0, pending: 15))
        let again = try #require(queue.nextBatch(maximumCount: 5))
        #expect(again.records == inFlight.records)
        try queue.append(Self.payload(20))
        #expect(Self.drain(queue) == (5...20).map { Self.payload($0) })
        #expect(queue.counts.pending == 0)
    }

    @Test("T7: whatever length a kill leaves a segment at, recovery keeps exactly the whole records before the cut")
    func everyTruncationPoint() throws {
        let source = Self.directory()
        defer { try? FileManager.default.removeItem(at: source) }
        var queue: DurableQueue? = try DurableQueue(directory: source, onProblem: { _ in })
        let payloads = (0..<4).map { Self.payload($0, size: $0 * 7) }
        for payload in payloads { try queue?.append(payload) }
        queue?.close()
        queue = nil
        let segment = try #require(Self.segments(in: source).last)
        let bytes = try Data(contentsOf: segment)
        let frameEnds = payloads.reduce(into: [Int]()) { ends, payload in ends.append((ends.last ?? 0) + 24 + payload.count) }   // 24-byte headers (RecordFrame)
        #expect(frameEnds.last == bytes.count)

        for length in 0...bytes.count {
            let directory = Self.directory()
            defer { try? FileManager.default.removeItem(at: directory) }
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try bytes.prefix(length).write(to: directory.appendingPathComponent(segment.lastPathComponent))
            let problems = ProblemRecorder()
            let reopened = try DurableQueue(directory: directory, onProblem: problems.record)
            try reopened.append(Data("{\"after\":true}".utf8))
            let whole = frameEnds.filter { $0 <= length }.count
            #expect(Self.drain(reopened) == Array(payloads.prefix(whole)) + [Data("{\"after\":true}".utf8)], "cut at \(length)")
            reopened.close()
            let torn = length - (frameEnds.last { $0 <= length } ?? 0)
            if torn > 0 {
                #expect(waitFor { problems.problems.contains { $0.reason == .tornRecord(segment: segment.lastPathComponent, discardedBytes: torn) } })
            }
        }
    }

    @Test("T7, T10: a damaged record (checksum mismatch) costs that record only; the records after it and later segments are still read")
    func damagedRecord() throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var queue = try DurableQueue(directory: directory, options: .init(maximumBytes: 1 << 20, segmentBytes: 4096), onProblem: { _ in })
        for number in 0..<3 { try queue.append(Self.payload(number)) }
        queue.close()
        queue = try DurableQueue(directory: directory, onProblem: { _ in })   // starts a second segment
        try queue.append(Self.payload(3))
        queue.close()
        let first = try #require(Self.segments(in: directory).first)
        var bytes = try Data(contentsOf: first)
        bytes[bytes.count - 3] ^= 0xFF   // flip a byte in the last record of the first segment
        try bytes.write(to: first)

        queue = try DurableQueue(directory: directory, onProblem: { _ in })
        defer { queue.close() }
        #expect(Self.drain(queue) == [Self.payload(0), Self.payload(1), Self.payload(3)])
        #expect(queue.counts == DurableQueueCounts(delivered: 3, dropped: 1, rejected: 0, pending: 0, corrupt: 1))
    }

    @Test("T8: delivered, dropped, rejected and pending counts are persisted with the queue")
    func countsOutliveTheQueue() throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var queue = try DurableQueue(directory: directory, options: .init(maximumBytes: 8192, segmentBytes: 4096), onProblem: { _ in })
        for number in 0..<200 { try queue.append(Self.payload(number)) }
        let batch = try #require(queue.nextBatch(maximumCount: 3))
        queue.settle(batch, as: .rejected(evidence: Data("{}".utf8), reason: "HTTP 400"))
        let delivered = try #require(queue.nextBatch(maximumCount: 4))
        queue.settle(delivered, as: .delivered)
        let before = queue.counts
        #expect(before.dropped > 0 && before.rejected == 3 && before.delivered == 4)
        #expect(before.dropped + before.rejected + before.delivered + before.pending == 200)
        queue.close()

        queue = try DurableQueue(directory: directory, onProblem: { _ in })
        defer { queue.close() }
        #expect(queue.counts == before)
    }

    @Test("T6: the size bound drops the oldest records first, counted and reported; a record larger than the bound is refused")
    func sizeBound() throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let problems = ProblemRecorder()
        let queue = try DurableQueue(directory: directory, options: .init(maximumBytes: 8192, segmentBytes: 4096), onProblem: problems.record)
        defer { queue.close() }
        for number in 0..<500 { try queue.append(Self.payload(number)) }
        let kept = Self.drain(queue)
        #expect(kept == (500 - kept.count..<500).map { Self.payload($0) }, "the newest are kept")
        #expect(queue.counts.dropped == 500 - kept.count)
        #expect(waitFor {
            problems.problems.reduce(0) { total, problem in
                if case .queueFull(let count) = problem.reason { return total + count }
                return total
            } == 500 - kept.count
        })

        #expect(throws: DurableQueueError.recordTooLarge(bytes: 9024, limit: 8192)) {
            try queue.append(Data(repeating: 0x20, count: 9000))
        }
        #expect(queue.counts.dropped == 501 - kept.count)
    }

    @Test("T6: a second queue on a directory is refused with a typed error until the first closes")
    func oneQueuePerDirectory() throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try DurableQueue(directory: directory, onProblem: { _ in })
        #expect(throws: DurableQueueError.directoryInUse(path: directory.path)) {
            _ = try DurableQueue(directory: directory, onProblem: { _ in })
        }
        first.close()
        let second = try DurableQueue(directory: directory, onProblem: { _ in })
        second.close()
        #expect(throws: DurableQueueError.closed) { try second.append(Data()) }
    }

    @Test("T6: an unusable directory is a typed error")
    func unusableDirectory() {
        let file = Self.directory()
        _ = FileManager.default.createFile(atPath: file.path, contents: Data())
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(throws: DurableQueueError.self) { _ = try DurableQueue(directory: file, onProblem: { _ in }) }
    }
}

