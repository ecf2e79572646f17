import Foundation
import Intercept
import InterceptDelivery
import InterceptTesting
import Testing

/// T13: a queue whose state cannot be written says so, and its counts survive restarts.
@Suite("State write failures")
struct StateWriteFailureTests {
    static let names = ["state.json", "state.backup.json"]

    /// Puts a directory where each state file's temporary copy goes: a new state file cannot be
    /// written, as on a full disk.
    static func blockTemporaryFiles(in directory: URL) throws {
        for name in names {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(name + ".tmp"), withIntermediateDirectories: true)
        }
    }

    @Test("T13: when no new state file can be written (a full disk), the state is written over the old one in place: the counts, dropped included, survive reopening, nothing is reported")
    func writtenInPlace() throws {
        let directory = DurableQueueTests.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let problems = ProblemRecorder()
        let queue = try DurableQueue(directory: directory, options: .init(maximumBytes: 8192, segmentBytes: 4096), onProblem: problems.record)
        try Self.blockTemporaryFiles(in: directory)
        for number in 0..<120 { try queue.append(DurableQueueTests.payload(number)) }
        #expect(throws: DurableQueueError.self) { try queue.append(Data(repeating: 0x20, count: 9000)) }
        queue.settle(try #require(queue.nextBatch(maximumCount: 4)), as: .delivered)
        queue.settle(try #require(queue.nextBatch(maximumCount: 3)), as: .rejected(evidence: Data("{}".utf8), reason: "HTTP 400"))
        let before = queue.counts
        #expect(before.dropped > 1 && before.delivered == 4 && before.rejected == 3)
        #expect(before.delivered + before.pending + before.dropped + before.rejected == 121)
        let stateBytes = try Data(contentsOf: directory.appendingPathComponent("state.json"))
        #expect(stateBytes.count % 4096 == 0, "padded to whole blocks, so a later state fits in place")
        // As if killed now: a copy of the files as they are, opened without closing the queue.
        let copy = DurableQueueTests.directory()
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: directory, to: copy)
        try? FileManager.default.removeItem(at: copy.appendingPathComponent("lock"))
        queue.close()
        let reopened = try DurableQueue(directory: copy, options: .init(maximumBytes: 8192, segmentBytes: 4096), onProblem: problems.record)
        defer { reopened.close() }
        #expect(reopened.counts == before)
        #expect(!problems.problems.contains { if case .queueStateWriteFailed = $0.reason { true } else { false } }, "\(problems.problems)")
    }

    @Test("T13: a state that cannot be written at all is reported once (not once per change) until a write succeeds; the counts written then survive reopening")
    func unwritableReportedOnce() throws {
        let directory = DurableQueueTests.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let problems = ProblemRecorder()
        var queue = try DurableQueue(directory: directory, onProblem: problems.record)
        for number in 0..<10 { try queue.append(DurableQueueTests.payload(number)) }
        try Self.blockTemporaryFiles(in: directory)
        for name in Self.names {
            try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        for _ in 0..<3 { queue.settle(try #require(queue.nextBatch(maximumCount: 2)), as: .delivered) }
        func failures() -> Int { problems.problems.filter { if case .queueStateWriteFailed = $0.reason { true } else { false } }.count }
        #expect(waitFor { failures() == 1 })
        Thread.sleep(forTimeInterval: 0.1)
        #expect(failures() == 1, "once, not once per settled batch: \(problems.problems)")
        let failure = try #require(problems.problems.first { if case .queueStateWriteFailed = $0.reason { true } else { false } })
        #expect(failure.description.contains("state.json cannot be written"), "\(failure)")

        for name in Self.names {
            try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            try FileManager.default.removeItem(at: directory.appendingPathComponent(name + ".tmp"))
        }
        queue.settle(try #require(queue.nextBatch(maximumCount: 2)), as: .delivered)
        queue.close()
        queue = try DurableQueue(directory: directory, onProblem: problems.record)
        defer { queue.close() }
        #expect(queue.counts == DurableQueueCounts(delivered: 8, dropped: 0, rejected: 0, pending: 2))
        #expect(failures() == 1)
    }
}
