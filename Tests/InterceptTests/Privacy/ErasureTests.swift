import Foundation
import Intercept
import InterceptDelivery
import InterceptHeadless
import InterceptTesting
import Testing

/// N2: one call erases what the library keeps on the device about the user and says what it
/// erased; the next event has a new anonymous identity.
@MainActor
@Suite("Erasure")
struct ErasureTests {
    static func anonymousIDs(_ records: [[String: Any]]) -> Set<String> {
        Set(records.compactMap { $0["anonymousId"] as? String })
    }

    @Test("N2: eraseStoredData removes queued events, rejected evidence, identity and session, says what it removed, and the next event has a new anonymous id")
    func erasesEverything() async throws {
        let recording = try DestinationRecording(.segment(writeKey: "KEY"))
        defer { recording.close() }
        let listener = ErasureListener()
        let interception = Interception(configuration: InterceptionConfiguration(onDeliveryProblem: nil), trackers: [recording.tracker, listener])
        interception.emit(DestinationRecording.tap(1))
        interception.emit(DestinationRecording.tap(2))
        await interception.flush()
        let before = Self.anonymousIDs(recording.records())
        #expect(before.count == 1)
        // One record refused for good by the back end: its evidence is kept in `rejected/`.
        let refused = try #require(recording.tracker.queue.nextBatch(maximumCount: 1))
        recording.tracker.queue.settle(refused, as: .rejected(evidence: Data("{\"batch\":[]}".utf8), reason: "HTTP 400"))
        let rejectedFolder = recording.directory.appendingPathComponent("rejected")
        let identityFile = recording.directory.appendingPathComponent("identity.json")
        #expect(FileManager.default.fileExists(atPath: rejectedFolder.path) && FileManager.default.fileExists(atPath: identityFile.path))
        let pending = recording.tracker.counts.pending
        #expect(pending >= 2, "the session start and the two taps, less the refused record")

        let erasure = await interception.eraseStoredData()
        #expect(erasure.isComplete)
        #expect(erasure.events == pending && erasure.rejectedEvidence == 1 && erasure.identity && erasure.session)
        #expect(erasure.trackers.map(\.trackerName) == ["UploadTracker", "ErasureListener"])
        #expect(erasure.trackers[1].erased.isEmpty)
        #expect(listener.requests == [.storedData])
        #expect(recording.tracker.counts.pending == 0 && recording.tracker.counts.erased == pending)
        #expect(!FileManager.default.fileExists(atPath: rejectedFolder.path))
        #expect(!FileManager.default.fileExists(atPath: identityFile.path))

        interception.emit(DestinationRecording.tap(3))
        await interception.flush()
        let after = Self.anonymousIDs(recording.records())
        #expect(after.count == 1 && after.isDisjoint(with: before), "a new anonymous identity")
        #expect(recording.records().allSatisfy { !"\($0)".contains("Buy 1") && !"\($0)".contains("Buy 2") })
    }

    @Test("N2 bad input: erasure while an upload is in flight: the batch on the wire is never sent again, nothing erased is sent after it", .timeLimit(.minutes(1)))
    func erasureDuringUpload() async throws {
        let server = try HeldResponseServer(firstStatus: 503)
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("intercept-erasure-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let upload = try UploadTracker(
            directory: directory, endpoint: server.url,
            policy: UploadPolicy(maximumBatchCount: 1, maximumBatchAge: 0, initialBackoff: 0.05, maximumBackoff: 0.05), onProblem: { _ in })
        defer { upload.close() }
        let interception = Interception(configuration: InterceptionConfiguration(onDeliveryProblem: nil), trackers: [upload])
        interception.emit(DestinationRecording.tap(1))
        await interception.flush()
        #expect(waitFor { server.received.count == 1 }, "the first batch is on the wire, its answer held")
        interception.emit(DestinationRecording.tap(2))
        await interception.flush()

        let erasure = await interception.eraseStoredData()
        #expect(erasure.events == 2, "the batch in flight and the one behind it")
        let sentBeforeErasure = server.received.count
        server.releaseAnswers()   // the held request fails (503): before the erasure, it would be retried
        try await Task.sleep(for: .milliseconds(300))
        interception.emit(DestinationRecording.tap(3))
        await interception.flush()
        #expect(waitFor { server.received.contains { $0.contains("Buy 3") } })
        let sentAfter = server.received.dropFirst(sentBeforeErasure)
        #expect(!sentAfter.contains { $0.contains("Buy 1") || $0.contains("Buy 2") }, "nothing erased is sent: \(sentAfter)")
        #expect(upload.counts.erased == 2 && upload.counts.pending <= 1)
    }

    @Test("N2: a tracker that keeps nothing compiles unchanged and erases nothing; one that throws is named with its problem")
    func defaultAndFailingTrackers() async throws {
        struct Plain: Tracker { func track(_ event: InteractionEvent) {} }
        struct Failing: Tracker {
            struct Refusal: Error {}
            func track(_ event: InteractionEvent) {}
            func erase(_ request: ErasureRequest) throws -> ErasedData { throw Refusal() }
        }
        let problems = ProblemRecorder()
        let interception = Interception(configuration: InterceptionConfiguration(onDeliveryProblem: problems.record), trackers: [Plain(), Failing()])
        let erasure = await interception.eraseStoredData()
        #expect(erasure.trackers[0].trackerName == "Plain" && erasure.trackers[0].erased.isEmpty && erasure.trackers[0].problem == nil)
        #expect(erasure.trackers[1].problem != nil && !erasure.isComplete)
        #expect(problems.problems.contains { $0.trackerName == "Failing" && { if case .erasureFailed = $0 { true } else { false } }($0.reason) })
    }
}
