import Foundation
@_spi(Platform) import Intercept
import InterceptDelivery
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// T1-T5: how events reach tracker modules.
@Suite("Trackers")
struct TrackerTests {
    static func event(_ number: Int) -> InteractionEvent {
        InteractionEvent(
            kind: .tap,
            timestamp: Date(timeIntervalSince1970: 1_700_000_000 + Double(number)),
            element: ElementProperties(type: "Button", content: "Buy \(number)", path: "View[0]/Button[\(number)]"),
            screen: ScreenProperties(name: "Shop", title: "Shop"),
            customProperties: ["n": .integer(number)]
        )
    }

    struct Failure: Error {}

    /// Blocks every delivery until opened.
    final class GatedTracker: Tracker, @unchecked Sendable {
        let name = "GatedTracker"
        private let gate = DispatchSemaphore(value: 0)
        let inner = RecordingTracker()
        func track(_ event: InteractionEvent) {
            gate.wait()
            gate.signal()
            inner.track(event)
        }
        func open() { gate.signal() }
    }

    @Test("T1: every tracker receives every event exactly once, in order")
    func fanOutInOrder() async {
        let trackers = (0..<3).map { RecordingTracker(name: "recorder-\($0)") }
        let dispatcher = EventDispatcher(trackers: trackers)
        let sent = (0..<500).map(Self.event)
        for event in sent { dispatcher.submit(event) }
        let report = await dispatcher.flush()
        for tracker in trackers { #expect(tracker.events == sent) }
        #expect(report.trackers.map(\.delivered) == [500, 500, 500])
        #expect(report.undelivered == 0)
    }

    @Test("T2: delivery never blocks the caller; memory stays bounded and drops are counted and reported")
    func boundedAndNonBlocking() async {
        let problems = ProblemRecorder()
        let gated = GatedTracker()
        let fast = RecordingTracker()
        let dispatcher = EventDispatcher(trackers: [gated, fast], capacityPerTracker: 10, onProblem: problems.record)
        // The gated tracker is stuck: submitting must still return, for every event.
        for number in 0..<1_000 { dispatcher.submit(Self.event(number)) }
        let stuck = dispatcher.report().trackers[0]
        #expect(stuck.accepted + stuck.dropped == 1_000)
        #expect(stuck.dropped >= 1_000 - 2 * 10, "at most one batch in flight and one buffer")

        gated.open()
        let report = await dispatcher.flush()
        #expect(report.trackers[0].delivered == report.trackers[0].accepted)
        #expect(report.trackers[0].delivered + report.trackers[0].dropped == 1_000)
        #expect(gated.inner.events.count == report.trackers[0].delivered)
        let reportedDrops = problems.problems.reduce(0) { total, problem in
            if case .bufferFull(let count) = problem.reason, problem.trackerName == "GatedTracker" { return total + count }
            return total
        }
        #expect(reportedDrops == report.trackers[0].dropped, "every drop is reported")
        #expect(report.trackers[1].delivered + report.trackers[1].dropped == 1_000)
    }

    @Test("T3: a failing tracker affects neither the others nor the caller")
    func failingTrackerIsolated() async {
        let problems = ProblemRecorder()
        let healthy = RecordingTracker()
        let failing = ClosureTracker(name: "failing") { event in
            if case .integer(let number)? = event.customProperties["n"], number.isMultiple(of: 2) { throw Failure() }
        }
        let dispatcher = EventDispatcher(trackers: [failing, healthy], onProblem: problems.record)
        for number in 0..<10 { dispatcher.submit(Self.event(number)) }
        let report = await dispatcher.flush()

        #expect(healthy.events.count == 10)
        #expect(report.trackers[0].failed == 5 && report.trackers[0].delivered == 5)
        #expect(report.undelivered == 5)
        let failedIDs = problems.problems.compactMap { problem -> EventID? in
            if case .trackerFailed(let id, _) = problem.reason { return id }
            return nil
        }
        #expect(failedIDs.count == 5)
    }

    @Test("T3: a slow tracker does not delay the others")
    func slowTrackerIsolated() async {
        let gated = GatedTracker()
        let fast = RecordingTracker()
        let dispatcher = EventDispatcher(trackers: [gated, fast])
        for number in 0..<20 { dispatcher.submit(Self.event(number)) }
        var waited = 0
        while fast.events.count < 20 && waited < 5_000 {
            try? await Task.sleep(nanoseconds: 1_000_000)  // sleep(for:) needs iOS 16, macOS 13
            waited += 1
        }
        #expect(fast.events.count == 20)
        #expect(gated.inner.events.isEmpty)
        gated.open()
        await dispatcher.flush()
        #expect(gated.inner.events.count == 20)
    }

    @Test("T4: the JSON Lines tracker writes one decodable object per line")
    func jsonLines() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("intercept-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let tracker = try JSONLinesTracker(fileURL: url)
        let dispatcher = EventDispatcher(trackers: [tracker])
        let sent = (0..<3).map(Self.event)
        for event in sent { dispatcher.submit(event) }
        await dispatcher.flush()

        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 3)
        let decoder = EventJSONEncoder.interactionEventDecoder()
        let decoded = try lines.map { try decoder.decode(InteractionEvent.self, from: Data($0.utf8)) }
        #expect(decoded == sent)
    }

    @Test("T4: an unwritable JSON Lines path is a typed error")
    func jsonLinesUnwritable() {
        let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/events.jsonl")
        #expect(throws: JSONLinesTrackerError.cannotCreateFile(path: url.path)) {
            try JSONLinesTracker(fileURL: url)
        }
    }

    @Test("T4: the closure tracker and the autotrack encoder")
    func closureAndAutotrack() async throws {
        let recorder = RecordingTracker()
        let dispatcher = EventDispatcher(trackers: [ClosureTracker { recorder.track($0) }])
        var event = Self.event(7)
        event.element?.position = "0:7"
        event.element?.trackingID = "buy"
        dispatcher.submit(event)
        await dispatcher.flush()
        #expect(recorder.events == [event])

        let data = try EventJSONEncoder(format: .autotrack).encode(event)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["event"] as? String == "$AppClick")
        #expect(object["type"] as? String == "track")
        #expect(object["time"] as? Int == 1_700_000_007_000)
        #expect(object["event_id"] as? String == event.id.description)
        let properties = try #require(object["properties"] as? [String: Any])
        #expect(properties["$element_type"] as? String == "Button")
        #expect(properties["$element_content"] as? String == "Buy 7")
        #expect(properties["$element_position"] as? String == "0:7")
        #expect(properties["$element_path"] as? String == "View[0]/Button[7]")
        #expect(properties["$element_id"] as? String == "buy")
        #expect(properties["$screen_name"] as? String == "Shop")
        #expect(properties["$title"] as? String == "Shop")
        #expect(properties["n"] as? Int == 7)
        #expect(AutotrackEvent.eventName(for: .pageEnter) == "$AppViewScreen")
    }

    @Test("T5: after flush every accepted event reached every tracker; going to the background flushes")
    @MainActor
    func flushOnDemandAndInBackground() async throws {
        let gated = GatedTracker()
        let interception = Interception(trackers: [gated])
        let application = Application()
        application.addLifecycleObserver(interception)
        for number in 0..<5 { interception.emit(Self.event(number)) }
        #expect(gated.inner.events.isEmpty)

        application.enterBackground()
        let flush = try #require(interception.backgroundFlush)
        gated.open()
        let report = await flush.value
        #expect(gated.inner.events.count == 5)
        #expect(report.trackers[0].pending == 0)

        interception.emit(Self.event(5))
        await interception.flush()
        #expect(gated.inner.events.count == 6)
    }
}
