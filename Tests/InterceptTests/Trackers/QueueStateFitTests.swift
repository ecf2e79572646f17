import Foundation
import Intercept
import InterceptDelivery
import InterceptTesting
import Testing

/// T12: a queue opens by what its segments prove; a state file that does not fit them is reported
/// and never costs an unread record.
@Suite("Queue state that does not fit")
struct QueueStateFitTests {
    /// A closed queue of `count` records of about 300 bytes in 4 KiB segments, none settled.
    static func pendingQueue(_ count: Int, from first: Int = 0) throws -> URL {
        let directory = DurableQueueTests.directory()
        let queue = try DurableQueue(directory: directory, options: .init(maximumBytes: 1 << 24, segmentBytes: 4096), onProblem: { _ in })
        for number in first..<(first + count) { try queue.append(DurableQueueTests.payload(number, size: 260)) }
        queue.close()
        return directory
    }

    /// A closed queue that appended and delivered `count` records: its cursor is far ahead.
    static func deliveredQueue(_ count: Int) throws -> URL {
        let directory = DurableQueueTests.directory()
        let queue = try DurableQueue(directory: directory, options: .init(maximumBytes: 1 << 24, segmentBytes: 4096), onProblem: { _ in })
        for number in 0..<count { try queue.append(DurableQueueTests.payload(100_000 + number, size: 260)) }
        _ = DurableQueueTests.drain(queue)
        queue.close()
        return directory
    }

    static func copyState(from source: URL, to target: URL) throws {
        for name in ["state.json", "state.backup.json"] {
            let destination = target.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: destination)
            try FileManager.default.copyItem(at: source.appendingPathComponent(name), to: destination)
        }
    }

    static func numbers(_ records: [Data]) -> [Int] {
        records.compactMap { (try? JSONSerialization.jsonObject(with: $0) as? [String: Any])?["n"] as? Int }
    }

    static func mismatches(_ problems: ProblemRecorder) -> [(QueueStateMismatch, Int)] {
        problems.problems.compactMap { problem in
            if case .queueStateMismatch(_, let mismatch, let pending) = problem.reason { return (mismatch, pending) }
            return nil
        }
    }

    @Test("T12: state files copied from another queue (valid checksums, cursor far ahead) delete nothing: all 396 records stay pending, the mismatch is reported")
    func foreignStateAhead() throws {
        let directory = try Self.pendingQueue(396)
        defer { try? FileManager.default.removeItem(at: directory) }
        let other = try Self.deliveredQueue(2_000)
        defer { try? FileManager.default.removeItem(at: other) }
        let segmentsBefore = DurableQueueTests.segments(in: directory)
        try Self.copyState(from: other, to: directory)

        let problems = ProblemRecorder()
        let queue = try DurableQueue(directory: directory, options: .init(maximumBytes: 1 << 24, segmentBytes: 4096), onProblem: problems.record)
        defer { queue.close() }
        #expect(queue.counts == DurableQueueCounts(delivered: 0, dropped: 0, rejected: 0, pending: 396), "the state is not used: its counts are another queue's")
        #expect(Set(segmentsBefore).isSubset(of: Set(DurableQueueTests.segments(in: directory))), "no segment deleted")
        #expect(Self.numbers(DurableQueueTests.drain(queue)) == Array(0..<396))
        #expect(waitFor {
            Self.mismatches(problems).contains { mismatch, pending in
                if case .cursorPastNewestSegment = mismatch { return pending == 396 }
                return false
            }
        }, "\(problems.problems)")
    }

    @Test("T12: an older-format state (no checksum) whose cursor is past the newest segment deletes nothing, reported")
    func formatOneStateAhead() throws {
        let directory = try Self.pendingQueue(396)
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = Data("{\"version\":1,\"cursor\":{\"segment\":4000,\"offset\":0,\"index\":0},\"delivered\":7,\"dropped\":0,\"rejected\":0}".utf8)
        for name in ["state.json", "state.backup.json"] { try state.write(to: directory.appendingPathComponent(name)) }

        let problems = ProblemRecorder()
        let queue = try DurableQueue(directory: directory, onProblem: problems.record)
        defer { queue.close() }
        #expect(queue.counts.pending == 396)
        #expect(Self.numbers(DurableQueueTests.drain(queue)) == Array(0..<396))
        #expect(waitFor {
            Self.mismatches(problems).contains { mismatch, pending in
                if case .cursorPastNewestSegment(4000, _) = mismatch { return pending == 396 }
                return false
            }
        }, "\(problems.problems)")
    }

    @Test("T12: a state whose cursor lies within the queue's segments but whose numbers are another queue's (ahead or behind) deletes nothing and counts nothing as lost")
    func foreignStateWithinSegments() throws {
        for (otherCount, label) in [(60, "behind"), (2_000, "ahead, segments overlapping")] {
            let directory = try Self.pendingQueue(396, from: 0)
            defer { try? FileManager.default.removeItem(at: directory) }
            // Settle a few, so the queue has a cursor of its own, then put another's state in its place.
            var queue = try DurableQueue(directory: directory, options: .init(maximumBytes: 1 << 24, segmentBytes: 4096), onProblem: { _ in })
            queue.settle(try #require(queue.nextBatch(maximumCount: 3)), as: .delivered)
            queue.close()
            let other = DurableQueueTests.directory()
            defer { try? FileManager.default.removeItem(at: other) }
            let foreign = try DurableQueue(directory: other, options: .init(maximumBytes: 1 << 24, segmentBytes: 4096), onProblem: { _ in })
            for number in 0..<otherCount { try foreign.append(DurableQueueTests.payload(50_000 + number, size: label == "behind" ? 40 : 1)) }
            // Delivered up to the middle of a segment whose id this queue also has.
            while foreign.counts.pending > 5, let batch = foreign.nextBatch(maximumCount: 1) { foreign.settle(batch, as: .delivered) }
            foreign.close()
            try Self.copyState(from: other, to: directory)

            let problems = ProblemRecorder()
            queue = try DurableQueue(directory: directory, options: .init(maximumBytes: 1 << 24, segmentBytes: 4096), onProblem: problems.record)
            defer { queue.close() }
            let numbers = Self.numbers(DurableQueueTests.drain(queue))
            #expect(Set(3..<396).isSubset(of: Set(numbers)), "\(label): every unsettled record delivered, \(numbers.count) read")
            #expect(queue.counts.dropped == 0, "\(label): nothing counted as lost that was never this queue's")
            #expect(waitFor { !Self.mismatches(problems).isEmpty }, "\(label): reported; \(problems.problems)")
        }
    }

    @Test("T12: a state whose cursor is before the oldest segment and which never knew the records on disk counts none of the gap as lost: reported, all pending")
    func foreignStateBehind() throws {
        let directory = DurableQueueTests.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var queue = try DurableQueue(directory: directory, options: .init(maximumBytes: 1 << 24, segmentBytes: 4096), onProblem: { _ in })
        for number in 0..<400 { try queue.append(DurableQueueTests.payload(number, size: 260)) }
        while queue.counts.delivered < 150, let batch = queue.nextBatch(maximumCount: 10) { queue.settle(batch, as: .delivered) }
        queue.close()
        let other = DurableQueueTests.directory()
        defer { try? FileManager.default.removeItem(at: other) }
        let foreign = try DurableQueue(directory: other, options: .init(maximumBytes: 1 << 24, segmentBytes: 4096), onProblem: { _ in })
        for number in 0..<20 { try foreign.append(DurableQueueTests.payload(90_000 + number, size: 10)) }
        foreign.settle(try #require(foreign.nextBatch(maximumCount: 5)), as: .delivered)
        foreign.close()
        try Self.copyState(from: other, to: directory)

        let problems = ProblemRecorder()
        queue = try DurableQueue(directory: directory, options: .init(maximumBytes: 1 << 24, segmentBytes: 4096), onProblem: problems.record)
        defer { queue.close() }
        let counts = queue.counts
        #expect(counts.dropped == 0 && counts.delivered == 0, "nothing of the gap before the oldest segment counted as lost: \(counts)")
        #expect(Set(150..<400).isSubset(of: Set(Self.numbers(DurableQueueTests.drain(queue)))))
        #expect(waitFor {
            Self.mismatches(problems).contains { mismatch, _ in
                if case .cursorBeforeOldestSegment(1, _) = mismatch { return true }
                return false
            }
        }, "\(problems.problems)")
    }

    @Test("T12: another queue's state whose segments are laid out exactly like this one's (same sizes, other records) is told apart by the first record of the cursor's segment")
    func foreignStateSameLayout() throws {
        let directory = try Self.pendingQueue(396)
        defer { try? FileManager.default.removeItem(at: directory) }
        let other = DurableQueueTests.directory()
        defer { try? FileManager.default.removeItem(at: other) }
        let foreign = try DurableQueue(directory: other, options: .init(maximumBytes: 1 << 24, segmentBytes: 4096), onProblem: { _ in })
        for number in 0..<396 { try foreign.append(Data("{\"n\":\(number),\"pad\":\"\(String(repeating: "y", count: 260))\"}".utf8)) }
        while foreign.counts.pending > 5, let batch = foreign.nextBatch(maximumCount: 1) { foreign.settle(batch, as: .delivered) }
        foreign.close()
        try Self.copyState(from: other, to: directory)

        let problems = ProblemRecorder()
        let queue = try DurableQueue(directory: directory, options: .init(maximumBytes: 1 << 24, segmentBytes: 4096), onProblem: problems.record)
        defer { queue.close() }
        #expect(queue.counts.pending == 396, "the same segment names and sequence numbers, but not the same records: \(queue.counts)")
        #expect(Self.numbers(DurableQueueTests.drain(queue)) == Array(0..<396))
        #expect(waitFor {
            Self.mismatches(problems).contains { mismatch, _ in
                if case .sequenceNumbersDisagree = mismatch { return true }
                return false
            }
        }, "\(problems.problems)")
    }

    @Test("T12: the queue's own state still deletes only what it settled: reopening after settling reads on from the cursor, no mismatch reported")
    func ownStateFits() throws {
        let directory = try Self.pendingQueue(100)
        defer { try? FileManager.default.removeItem(at: directory) }
        var queue = try DurableQueue(directory: directory, options: .init(maximumBytes: 1 << 24, segmentBytes: 4096), onProblem: { _ in })
        for _ in 0..<6 { queue.settle(try #require(queue.nextBatch(maximumCount: 7)), as: .delivered) }
        queue.close()
        let problems = ProblemRecorder()
        queue = try DurableQueue(directory: directory, options: .init(maximumBytes: 1 << 24, segmentBytes: 4096), onProblem: problems.record)
        defer { queue.close() }
        #expect(queue.counts == DurableQueueCounts(delivered: 42, dropped: 0, rejected: 0, pending: 58))
        #expect(Self.numbers(DurableQueueTests.drain(queue)) == Array(42..<100))
        queue.close()
        #expect(problems.problems.isEmpty, "\(problems.problems)")
    }
}
