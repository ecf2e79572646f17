import BackendReceivers
import Foundation
import Intercept
import InterceptDelivery
import InterceptHeadless
import Testing

/// OTLP against a receiver that checks the semantic conventions, and against the protocol's own
/// definitions (`opentelemetry-proto`'s strict JSON parse, with the Python that `OTLP_PYTHON`
/// names: `.ci/run` installs it); then the honest counts of every back end.
@Suite("Destination contracts: OpenTelemetry and honest counts", .serialized)
struct OpenTelemetryContractTests {
    /// The Python interpreter with `opentelemetry-proto`, when the environment names one.
    static let python = ProcessInfo.processInfo.environment["OTLP_PYTHON"]

    @Test("W5: OTLP/HTTP JSON logs with app.widget.click, app.screen.click and session.start, accepted whole", .timeLimit(.minutes(1)))
    func openTelemetry() throws {
        let run = try DestinationRun(.otlp, batch: 5)
        defer { run.close() }
        let bare = InteractionEvent(kind: .tap, timestamp: Date(), touch: TouchLocation(window: Point(x: 5, y: 6)))
        let events = DestinationRun.session(8) + [bare]
        #expect(try run.deliver(events))
        #expect(run.receiver.violations.isEmpty, "\(run.receiver.violations)")
        let names = run.receiver.ingested.map(\.name)
        #expect(names.filter { $0 == "app.widget.click" }.count == 6 && names.filter { $0 == "app.screen.click" }.count == 1)
        #expect(names.first == "session.start" && names.filter { $0 == "intercept.pageEnter" }.count == 2)
        #expect(run.ingestedKeys.isSuperset(of: events.map(\.id.description)))
        #expect(run.tracker.counts == DurableQueueCounts(delivered: 10, dropped: 0, rejected: 0, pending: 0))
    }

    @Test("W5: a partialSuccess answer counts its rejectedLogRecords as rejected, never as delivered", .timeLimit(.minutes(1)))
    func partialSuccess() throws {
        let run = try DestinationRun(.otlp, options: .init(rejectedEventNames: ["intercept.pageEnter"]), batch: 100)
        defer { run.close() }
        #expect(try run.deliver(DestinationRun.session(8)))
        #expect(run.receiver.refused.count == 2 && run.receiver.statuses == [200])
        #expect(run.tracker.counts == DurableQueueCounts(delivered: 7, dropped: 0, rejected: 2, pending: 0))
        #expect(run.problems.problems.contains { "\($0)".contains("OTLP partial success: 2 of 9 log records rejected") })
    }

    @Test("W5, T8: waitUntilDelivered returns only once a batch's rejections were reported, even to a slow problem handler", .timeLimit(.minutes(1)))
    func settledIncludesReports() throws {
        let run = try DestinationRun(.otlp, options: .init(rejectedEventNames: ["intercept.pageEnter"]), batch: 100, problemHandlerDelay: 0.5)
        defer { run.close() }
        #expect(try run.deliver(DestinationRun.session(8)))
        #expect(run.tracker.counts.rejected == 2)
        #expect(run.problems.problems.contains { "\($0)".contains("OTLP partial success: 2 of 9 log records rejected") })
    }

    @Test("W5: every OTLP body parses strictly as an ExportLogsServiceRequest with opentelemetry-proto", .enabled(if: python != nil), .timeLimit(.minutes(2)))
    func protocolDefinitions() throws {
        let run = try DestinationRun(.otlp, batch: 4)
        defer { run.close() }
        var events = DestinationRun.session(9)
        events.append(InteractionEvent(kind: .tap, timestamp: Date(), customProperties: ["ratio": .double(0.25), "ok": .bool(true), "count": .integer(-3)], touch: TouchLocation(window: Point(x: 5, y: 6))))
        #expect(try run.deliver(events))
        let folder = Support.temporaryDirectory("otlp-bodies")
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (index, body) in run.receiver.bodies.enumerated() {
            let file = folder.appendingPathComponent("\(index).json")
            try body.write(to: file)
            files.append(file.path)
        }
        #expect(try Self.validate(files).status == 0)
        // The check can fail: a misspelled field and a number where OTLP wants a string are refused.
        let broken = folder.appendingPathComponent("broken.json")
        let text = String(decoding: run.receiver.bodies[0], as: UTF8.self)
        try Data(text.replacingOccurrences(of: "\"eventName\"", with: "\"event_nam\"").utf8).write(to: broken)
        #expect(try Self.validate([broken.path]).status == 1)
        try Data(text.replacingOccurrences(of: "\"severityNumber\":9", with: "\"severityNumber\":\"nine\"").utf8).write(to: broken)
        #expect(try Self.validate([broken.path]).status == 1)
    }

    static func validate(_ files: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python ?? "/usr/bin/python3")
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("scripts/validate-otlp.py")
        process.arguments = [script.path] + files
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("W6: what each back end accepted is what is counted delivered; what it refused or would drop is counted rejected", .timeLimit(.minutes(2)))
    func honestCounts() throws {
        for backend in BackendReceiver.Backend.allCases {
            let options = BackendReceiver.Options(rejectedEventNames: ["intercept.pageEnter"])
            let run = try DestinationRun(backend, options: options, batch: 100)
            defer { run.close() }
            var events = DestinationRun.session(6)
            events.append(DestinationRun.session(1, padding: 1_100_000)[0])  // over every back end's event limit but OTLP's
            for event in events.prefix(3) { try run.tracker.track(event) }
            try run.tracker.identify(userId: backend == .amplitude ? "ab" : "undefined")  // refused by Amplitude and Mixpanel
            #expect(try run.deliver(Array(events.dropFirst(3))), "\(backend)")
            let counts = run.tracker.counts
            #expect(counts.delivered == run.ingestedKeys.count, "\(backend): delivered \(counts.delivered), ingested \(run.ingestedKeys.count)")
            let localRejections = backend == .otlp ? 0 : 1
            #expect(counts.rejected == run.receiver.refused.count + localRejections, "\(backend): \(counts), refused \(run.receiver.refused.count)")
            #expect(counts.pending == 0)
            #expect(run.receiver.violations.isEmpty, "\(backend): \(run.receiver.violations)")
        }
    }
}
