import Foundation
import Intercept
import InterceptDelivery
import InterceptTesting
import Testing

/// T10: damage inside a queue's files costs at most the damaged records.
@Suite("Damaged queues")
struct DamagedQueueTests {
    /// A scratch directory, in memory where the system has one (the generator opens thousands of
    /// queues, and a queue syncs the segments it rewrites).
    static func root() -> URL {
        let shared = URL(fileURLWithPath: "/dev/shm")
        let base = FileManager.default.fileExists(atPath: shared.path) ? shared : FileManager.default.temporaryDirectory
        return base.appendingPathComponent("intercept-damaged-\(UUID().uuidString)")
    }

    /// Opens the damaged queue and reads it to the end: never more reads than records written
    /// (no hang); returns the record numbers read and the counts after.
    static func reopenAndDrain(_ generated: DamagedQueueGenerator.Case, problems: ProblemRecorder? = nil) throws -> (numbers: [Int], counts: DurableQueueCounts) {
        let recorder = problems ?? ProblemRecorder()
        let queue = try DurableQueue(directory: generated.directory, onProblem: { recorder.record($0) })
        defer { queue.close() }
        var numbers: [Int] = []
        for _ in 0...generated.written {
            guard let batch = queue.nextBatch(maximumCount: 5) else { break }
            numbers += batch.records.map { DamagedQueueGenerator.number(of: $0) ?? -1 }
            queue.settle(batch, as: .delivered)
        }
        return (numbers, queue.counts)
    }

    static let seeds: [UInt64] = [0x7101, 0x7102, 0x7103, 0x7104]

    @Test("T10: 10,000 seeded damaged queues: no crash, no hang, every intact record delivered exactly once, dropped + delivered + pending = written",
          .serialized, .timeLimit(.minutes(5)), arguments: seeds)
    func generatedDamage(seed: UInt64) async throws {
        // On a thread of its own: thousands of file operations must not hold one of the few
        // threads that Swift concurrency runs every other test on.
        let summary = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<GeneratedSummary, any Error>) in
            Thread { continuation.resume(with: Result { try Self.runGeneratedCases(seed: seed, count: 2_500) }) }.start()
        }
        #expect(summary.failures.isEmpty, "\(summary.failures.prefix(5))")
        // The damage is real: most cases lose records, and the reader counts them as corrupt.
        #expect(summary.casesWithDrops > 800 && summary.casesWithCorruptCounted > 800, "\(summary)")
    }

    struct GeneratedSummary: Sendable {
        var failures: [String] = []
        var casesWithDrops = 0
        var casesWithCorruptCounted = 0
    }

    /// Runs `count` cases, stopping at the first that fails.
    static func runGeneratedCases(seed: UInt64, count: Int) throws -> GeneratedSummary {
        let root = Self.root()
        defer { try? FileManager.default.removeItem(at: root) }
        var generator = DamagedQueueGenerator(seed: seed)
        var summary = GeneratedSummary()
        for index in 0..<count {
            let caseRoot = root.appendingPathComponent("\(index)")
            defer { try? FileManager.default.removeItem(at: caseRoot) }
            let generated = try generator.makeCase(in: caseRoot)
            let (numbers, counts) = try Self.reopenAndDrain(generated)
            let delivered = Set(numbers)
            var failed: [String] = []
            if delivered.count != numbers.count { failed.append("a record twice") }
            if !delivered.isDisjoint(with: generated.deliveredBefore) { failed.append("a settled record again") }
            if !generated.intactPending.isSubset(of: delivered) { failed.append("intact records missing: \(generated.intactPending.subtracting(delivered).sorted())") }
            if counts.pending != 0 { failed.append("still pending") }
            if counts.dropped + counts.delivered + counts.pending != generated.written { failed.append("\(counts) for \(generated.written) written") }
            if counts.dropped > 0 { summary.casesWithDrops += 1 }
            if counts.corrupt > 0 { summary.casesWithCorruptCounted += 1 }
            if !failed.isEmpty {
                summary.failures.append("seed \(seed) case \(index) \(generated.damage): \(failed)")
                return summary
            }
        }
        return summary
    }

    /// A queue of 44 events of about 290 bytes in one 13.8 KB segment, closed.
    static func fortyFourEvents() throws -> (directory: URL, segment: URL, frames: [Range<Int>]) {
        let directory = root()
        let queue = try DurableQueue(directory: directory, onProblem: { _ in })
        for number in 0..<44 { try queue.append(DamagedQueueGenerator.payload(number, size: 273)) }
        queue.close()
        let segment = try #require(DurableQueueTests.segments(in: directory).first)
        let bytes = try Data(contentsOf: segment)
        var frames: [Range<Int>] = []
        while let start = frames.last?.upperBound ?? 0 as Int?, start < bytes.count {
            let length = Int(bytes[start + 4]) | Int(bytes[start + 5]) << 8   // 24 header bytes, the length at 4
            frames.append(start..<(start + 24 + length))
        }
        return (directory, segment, frames)
    }

    @Test("T10: 50 bytes flipped in the middle of a 13.8 KB segment of 44 events cost only the records they touch, counted as dropped (corrupt) and reported")
    func fiftyFlippedBytes() throws {
        for scattered in [false, true] {
            let (directory, segment, frames) = try Self.fortyFourEvents()
            defer { try? FileManager.default.removeItem(at: directory) }
            var bytes = try Data(contentsOf: segment)
            #expect((13_700...13_900).contains(bytes.count))
            var random = SeededGenerator(seed: 44)
            let offsets = scattered
                ? (0..<50).map { _ in Int.random(in: (bytes.count / 3)..<(2 * bytes.count / 3), using: &random) }
                : Array((bytes.count / 2 - 25)..<(bytes.count / 2 + 25))
            for offset in offsets { bytes[offset] ^= 0xFF }
            try bytes.write(to: segment)
            let touched = frames.filter { frame in offsets.contains { frame.contains($0) } }

            let problems = ProblemRecorder()
            let queue = try DurableQueue(directory: directory, onProblem: problems.record)
            defer { queue.close() }
            let numbers = DurableQueueTests.drain(queue).compactMap(DamagedQueueGenerator.number(of:))
            let counts = queue.counts
            #expect(numbers.count == 44 - touched.count, "\(scattered ? "scattered" : "contiguous"): \(numbers.count) of 44 delivered")
            #expect(counts == DurableQueueCounts(delivered: 44 - touched.count, dropped: touched.count, rejected: 0, pending: 0, corrupt: touched.count))
            let discarded = touched.reduce(0) { $0 + $1.count }
            #expect(waitFor { problems.problems.contains { $0.reason == .corruptRecords(droppedEvents: touched.count, discardedBytes: discarded) } })
        }
    }

    @Test("T10: damage found while the queue is open costs the damaged record only; it is counted and the reader goes on")
    func damageWhileOpen() throws {
        let directory = Self.root()
        defer { try? FileManager.default.removeItem(at: directory) }
        let problems = ProblemRecorder()
        let queue = try DurableQueue(directory: directory, onProblem: problems.record)
        defer { queue.close() }
        for number in 0..<10 { try queue.append(DamagedQueueGenerator.payload(number, size: 20)) }
        let segment = try #require(DurableQueueTests.segments(in: directory).last)
        var bytes = try Data(contentsOf: segment)
        bytes[bytes.count / 10 * 3 + 30] ^= 0x01   // inside the fourth record's payload
        try bytes.write(to: segment)
        let numbers = DurableQueueTests.drain(queue).compactMap(DamagedQueueGenerator.number(of:))
        #expect(numbers == [0, 1, 2, 4, 5, 6, 7, 8, 9])
        #expect(queue.counts == DurableQueueCounts(delivered: 9, dropped: 1, rejected: 0, pending: 0, corrupt: 1))
        try queue.append(DamagedQueueGenerator.payload(10, size: 20))
        #expect(DurableQueueTests.drain(queue).compactMap(DamagedQueueGenerator.number(of:)) == [10])
        #expect(waitFor { problems.problems.contains { if case .corruptRecords(1, _) = $0.reason { true } else { false } } })
    }

    @Test("T10: a damaged or missing state file is replaced by its copy; with both unusable, the counts restart, what is on disk stays pending, reported")
    func damagedState() throws {
        let directory = Self.root()
        defer { try? FileManager.default.removeItem(at: directory) }
        var queue = try DurableQueue(directory: directory, onProblem: { _ in })
        for number in 0..<5 { try queue.append(DamagedQueueGenerator.payload(number, size: 20)) }
        queue.settle(try #require(queue.nextBatch(maximumCount: 2)), as: .delivered)
        queue.close()
        let state = directory.appendingPathComponent("state.json")
        let backup = directory.appendingPathComponent("state.backup.json")

        try Data("{\"version\":2,\"cursor\":{\"segment\":99".utf8).write(to: state)
        var problems = ProblemRecorder()
        queue = try DurableQueue(directory: directory, onProblem: problems.record)
        #expect(queue.counts == DurableQueueCounts(delivered: 2, dropped: 0, rejected: 0, pending: 3), "read from the copy")
        #expect(waitFor { problems.problems.contains { $0.reason == .damagedState(path: state.path) } })
        queue.close()

        try FileManager.default.removeItem(at: state)
        queue = try DurableQueue(directory: directory, onProblem: { _ in })
        #expect(queue.counts == DurableQueueCounts(delivered: 2, dropped: 0, rejected: 0, pending: 3), "missing: read from the copy")
        queue.close()

        try Data("garbage".utf8).write(to: state)
        try FileManager.default.removeItem(at: backup)
        problems = ProblemRecorder()
        queue = try DurableQueue(directory: directory, onProblem: problems.record)
        defer { queue.close() }
        #expect(queue.counts.pending == 5 && queue.counts.delivered == 0, "counts restart; the settled records still on disk are read again, none is lost")
        #expect(waitFor { problems.problems.contains { $0.reason == .damagedState(path: state.path) } })
    }

    /// zlib's CRC-32, bit by bit: to write format 1 by hand.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc & 1) == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    @Test("T10: a queue written in format 1 (length, CRC-32, payload) is read from its cursor and rewritten in format 2")
    func formatOneMigrates() throws {
        let directory = Self.root()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var segment: [UInt8] = []
        var offsets: [Int] = []
        for number in 0..<5 {
            offsets.append(segment.count)
            let payload = Array(DamagedQueueGenerator.payload(number, size: 10))
            let length = withUnsafeBytes(of: UInt32(payload.count).littleEndian, Array.init)
            segment += length + withUnsafeBytes(of: Self.crc32(length + payload).littleEndian, Array.init) + payload
        }
        try Data(segment).write(to: directory.appendingPathComponent("00000000000000000001.segment"))
        try Data("{\"version\":1,\"cursor\":{\"segment\":1,\"offset\":\(offsets[2]),\"index\":2},\"delivered\":2,\"dropped\":0,\"rejected\":0}".utf8)
            .write(to: directory.appendingPathComponent("state.json"))

        var queue = try DurableQueue(directory: directory, onProblem: { _ in })
        #expect(queue.counts == DurableQueueCounts(delivered: 2, dropped: 0, rejected: 0, pending: 3))
        try queue.append(DamagedQueueGenerator.payload(5, size: 10))
        let first = try #require(queue.nextBatch(maximumCount: 2))
        queue.settle(first, as: .delivered)
        queue.close()
        let migrated = try Data(contentsOf: directory.appendingPathComponent("00000000000000000001.segment"))
        #expect(Array(migrated.prefix(4)) == [0xF5, 0x1E, 0x51, 0xA7], "rewritten in format 2")

        queue = try DurableQueue(directory: directory, onProblem: { _ in })
        defer { queue.close() }
        #expect(DurableQueueTests.drain(queue).compactMap(DamagedQueueGenerator.number(of:)) == [4, 5])
        #expect(queue.counts == DurableQueueCounts(delivered: 6, dropped: 0, rejected: 0, pending: 0))
    }
}
