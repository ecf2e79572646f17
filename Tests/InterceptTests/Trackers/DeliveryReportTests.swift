import Foundation
import Intercept
import InterceptDelivery
import InterceptTesting
import Testing

/// T2, T5, T6: what a flush's report says each tracker did with its events.
@Suite("Delivery report")
struct DeliveryReportTests {
    @MainActor
    @Test("T2, T6: a flush reports an upload tracker's events as queued to send later, not as delivered to the back end")
    func uploadTrackerCountsSayQueued() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("intercept-report-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        // Port 9 (discard) refuses: nothing can reach a back end in this test.
        let upload = try UploadTracker(
            directory: directory, endpoint: URL(string: "http://127.0.0.1:9/batch")!,
            policy: UploadPolicy(initialBackoff: 3_600, maximumBackoff: 3_600), onProblem: { _ in })
        defer { upload.close() }
        let recorder = RecordingTracker()
        let interception = Interception(trackers: [recorder, upload])
        interception.emit(InteractionEvent(kind: "orderPlaced", timestamp: interception.now))
        interception.emit(InteractionEvent(kind: "orderPlaced", timestamp: interception.now))
        let report = await interception.flush()

        let recorded = try #require(report.trackers.first { $0.trackerName == recorder.name })
        let uploaded = try #require(report.trackers.first { $0.trackerName == upload.name })
        #expect(recorded.delivered == 2 && uploaded.delivered == 2, "both trackers took both events")
        #expect(upload.counts.delivered == 0, "yet the back end has none")
        #expect(recorded.deliveredTo == .tracker)
        #expect(uploaded.deliveredTo == .durableQueue)
        #expect(String(describing: recorded) == "RecordingTracker: 2 accepted, 2 delivered, 0 pending, 0 dropped, 0 failed")
        #expect(String(describing: uploaded) == """
            UploadTracker: 2 accepted, 2 queued to upload later (not yet sent: UploadTracker.waitUntilDelivered(timeout:) \
            waits for the back end), 0 pending, 0 dropped, 0 failed
            """)
        #expect(String(describing: report).contains(String(describing: uploaded)))
    }
}
