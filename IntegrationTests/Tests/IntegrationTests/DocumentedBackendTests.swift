import BackendReceivers
import Foundation
import Intercept
import InterceptDelivery
import InterceptHeadless
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The back ends exactly as documented (J1-J3) and bytes on the wire (T16), against receivers
/// that enforce each rule; each rule's check is shown to fail on a body that breaks it.
@Suite("Destination contracts: as documented, compressed", .serialized)
struct DocumentedBackendTests {
    /// Posts `body` to `url` as a client would, and waits for the answer's status.
    static func post(_ body: Data, to url: URL, headers: [String: String]) -> Int {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.httpBody = body
        for (field, value) in headers { request.setValue(value, forHTTPHeaderField: field) }
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var status = 0
        URLSession.shared.dataTask(with: request) { _, response, _ in
            status = (response as? HTTPURLResponse)?.statusCode ?? 0
            done.signal()
        }.resume()
        done.wait()
        return status
    }

    @Test("J1: PostHog gets UUIDv7 session ids, sent_at on every batch and $process_person_profile false for anonymous events", .timeLimit(.minutes(1)))
    func postHog() throws {
        let run = try DestinationRun(.posthog, batch: 5)
        defer { run.close() }
        for event in DestinationRun.session(4) { try run.tracker.track(event) }
        try run.tracker.identify(userId: "user-1", traits: ["plan": .string("pro")])
        #expect(try run.deliver(DestinationRun.session(4, start: Date().timeIntervalSince1970 - 300)))
        #expect(run.receiver.violations.isEmpty, "\(run.receiver.violations)")
        let events = run.receiver.ingested.compactMap { try? JSONSerialization.jsonObject(with: $0.json) as? [String: Any] }
        let flags = events.map { ($0["properties"] as? [String: Any])?["$process_person_profile"] as? Bool }
        #expect(flags.prefix(5).allSatisfy { $0 == false } && flags.suffix(5).allSatisfy { $0 == true }, "\(flags)")
        #expect(run.receiver.bodies.allSatisfy { (try? JSONSerialization.jsonObject(with: $0) as? [String: Any])?["sent_at"] is String })
        // The receiver catches each defect: a random (v4) session id, a session id dated after its
        // event, no sent_at.
        let v4 = #"{"api_key":"test-key","sent_at":"2026-01-01T00:00:00Z","batch":[{"event":"e","distinct_id":"d","timestamp":"2026-01-01T00:00:00Z","properties":{"$session_id":"6f1c6c1e-4a7e-4a56-9a1e-2f0c8f1d9a11"}}]}"#
        let late = #"{"api_key":"test-key","sent_at":"2026-01-01T00:00:00Z","batch":[{"event":"e","distinct_id":"d","timestamp":"2020-01-01T00:00:00Z","properties":{"$session_id":"019ad0b2-1c2e-7abc-8def-0123456789ab"}}]}"#
        let unsent = #"{"api_key":"test-key","batch":[{"event":"e","distinct_id":"d"}]}"#
        for body in [v4, late, unsent] { _ = Self.post(Data(body.utf8), to: run.receiver.url, headers: ["Content-Type": "application/json"]) }
        let planted = run.receiver.violations
        #expect(planted.count == 3 && planted[0].contains("not a UUIDv7") && planted[1].contains("after the event") && planted[2].contains("sent_at"), "\(planted)")
    }

    @Test("J3: Mixpanel events carry the project token in their properties; another project's token is refused", .timeLimit(.minutes(1)))
    func mixpanelToken() throws {
        let run = try DestinationRun(.mixpanel, batch: 5)
        defer { run.close() }
        #expect(try run.deliver(DestinationRun.session(6)))
        #expect(run.receiver.violations.isEmpty && run.receiver.refused.isEmpty, "\(run.receiver.violations) \(run.receiver.refused)")
        #expect(run.receiver.ingested.allSatisfy { String(decoding: $0.json, as: UTF8.self).contains("\"token\":\"test-key\"") })
        let wrong = #"[{"event":"e","properties":{"token":"other","time":1700000000,"distinct_id":"d-1","$insert_id":"abc"}}]"#
        let status = Self.post(Data(wrong.utf8), to: run.receiver.url, headers: [
            "Content-Type": "application/json", "Authorization": "Basic " + Data("test-key:".utf8).base64EncodedString(),
        ])
        #expect(status == 400 && run.receiver.refused.last?.reason.contains("token") == true)
    }

    @Test("I5: Mixpanel's profile update reaches /engage with the traits; the events /import; each counted once", .timeLimit(.minutes(1)))
    func mixpanelProfile() throws {
        let run = try DestinationRun(.mixpanel, batch: 10)
        defer { run.close() }
        for event in DestinationRun.session(3) { try run.tracker.track(event) }
        try run.tracker.identify(userId: "user-1", traits: ["plan": .string("pro")])
        #expect(try run.deliver(DestinationRun.session(3, start: Date().timeIntervalSince1970 - 300)))
        #expect(run.receiver.violations.isEmpty && run.receiver.refused.isEmpty, "\(run.receiver.violations) \(run.receiver.refused)")
        let profile = try #require(run.receiver.ingested.first { $0.key == "profile:user-1" })
        #expect(String(decoding: profile.json, as: UTF8.self).contains(#""$set":{"plan":"pro"}"#))
        #expect(run.tracker.counts == DurableQueueCounts(delivered: 8, dropped: 0, rejected: 0, pending: 0), "6 events, the session start, the update")
        #expect(run.ingestedKeys.count == 8)
        // The receiver refuses an update of another project.
        let status = Self.post(Data(#"[{"$token":"other","$distinct_id":"u-1","$set":{"a":1}}]"#.utf8),
                               to: URL(string: run.receiver.url.absoluteString.replacingOccurrences(of: "/import", with: "/engage"))!,
                               headers: ["Content-Type": "application/json"])
        #expect(status == 400 && run.receiver.refused.last?.reason.contains("$token") == true)
    }

    @Test("J2: OTLP retries a 502 and 503 (honoring Retry-After) but never a 500, a 501 or a 413, which are refused whole", .timeLimit(.minutes(1)), arguments: [
        (502, true), (503, true), (504, true), (500, false), (501, false), (413, false),
    ])
    func otlpStatuses(status: Int, retried: Bool) throws {
        let options: BackendReceiver.Options = status == 413
            ? .init(maximumRequestBytes: 2_000) : .init(throttledRequests: 1, retryAfter: "0", throttleStatus: status)
        let run = try DestinationRun(.otlp, options: options, batch: 20)
        defer { run.close() }
        #expect(try run.deliver(DestinationRun.session(6)))
        if retried {
            #expect(run.receiver.statuses == [status, 200])
            #expect(run.tracker.counts == DurableQueueCounts(delivered: 7, dropped: 0, rejected: 0, pending: 0))
        } else {
            #expect(run.receiver.statuses == [status], "sent once, never split or retried")
            #expect(run.tracker.counts == DurableQueueCounts(delivered: 0, dropped: 0, rejected: 7, pending: 0))
            #expect(run.problems.problems.contains { "\($0)".contains("HTTP \(status), which OTLP/HTTP does not retry") })
        }
    }

    @Test("J2: after a partial success, the counts add up and the rejected evidence names no record the collector may have accepted", .timeLimit(.minutes(1)))
    func otlpPartialEvidence() throws {
        let run = try DestinationRun(.otlp, options: .init(rejectedEventNames: ["intercept.pageEnter"]), batch: 100)
        defer { run.close() }
        let events = DestinationRun.session(8)
        #expect(try run.deliver(events))
        #expect(run.tracker.counts == DurableQueueCounts(delivered: 7, dropped: 0, rejected: 2, pending: 0))
        let folder = run.directory.appendingPathComponent("rejected")
        let evidence = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
            .map { String(decoding: FileManager.default.contents(atPath: folder.appendingPathComponent($0).path) ?? Data(), as: UTF8.self) }
        #expect(!evidence.isEmpty)
        for text in evidence {
            #expect(events.allSatisfy { !text.contains($0.id.description) }, "\(text)")
            #expect(text.contains("\"countedAsRejected\":2"))
        }
    }

    @Test("J2: OTLP in binary protobuf, accepted whole by a receiver that decodes it, partial successes read from protobuf answers", .timeLimit(.minutes(1)))
    func otlpProtobuf() throws {
        let run = try DestinationRun(.otlp, options: .init(rejectedEventNames: ["intercept.pageEnter"]), destination: .openTelemetry(encoding: .protobuf), batch: 5)
        defer { run.close() }
        let bare = InteractionEvent(kind: .tap, timestamp: Date(), customProperties: ["ratio": .double(0.25), "ok": .bool(true), "count": .integer(-3)], touch: TouchLocation(window: Point(x: 5, y: 6)))
        let events = DestinationRun.session(8) + [bare]
        #expect(try run.deliver(events))
        #expect(run.receiver.violations.isEmpty, "\(run.receiver.violations)")
        let names = run.receiver.ingested.map(\.name)
        #expect(names.filter { $0 == "app.widget.click" }.count == 6 && names.filter { $0 == "app.screen.click" }.count == 1 && names.first == "session.start")
        #expect(run.tracker.counts == DurableQueueCounts(delivered: 8, dropped: 0, rejected: 2, pending: 0))
        #expect(Set(run.receiver.ingested.map(\.key)).isSuperset(of: events.filter { $0.kind != .pageEnter }.map(\.id.description)))
        if let python = OpenTelemetryContractTests.python {
            let folder = Support.temporaryDirectory("otlp-protobuf")
            defer { try? FileManager.default.removeItem(at: folder) }
            var files: [String] = []
            for (index, body) in run.receiver.bodies.enumerated() {
                let file = folder.appendingPathComponent("\(index).pb")
                try body.write(to: file)
                files.append(file.path)
            }
            _ = python
            let result = try OpenTelemetryContractTests.validate(files)
            #expect(result.status == 0, "\(result.output)")
        }
    }

    @Test("T16: bodies go gzip-compressed where the back end takes it, inflated by zlib to what was meant, smaller on the wire", .timeLimit(.minutes(2)))
    func compressed() throws {
        for backend in BackendReceiver.Backend.allCases {
            let run = try DestinationRun(backend, batch: 10)
            defer { run.close() }
            #expect(try run.deliver(DestinationRun.session(20)), "\(backend)")
            #expect(run.receiver.violations.isEmpty, "\(backend): \(run.receiver.violations)")
            #expect(run.tracker.counts.delivered == 21, "\(backend): \(run.tracker.counts)")
            let encodings = run.receiver.contentEncodings
            #expect(encodings.allSatisfy { $0 == (backend.acceptsGzip ? "gzip" : nil) }, "\(backend): \(encodings)")
            let wire = run.receiver.wireSizes.reduce(0, +)
            let raw = run.receiver.bodies.reduce(0) { $0 + $1.count }
            #expect(backend.acceptsGzip ? wire * 100 <= raw * 35 : wire == raw, "\(backend): \(wire) bytes on the wire for \(raw)")
        }
        // The receivers catch each defect: a gzip body to Amplitude, which documents none, and a
        // stream zlib refuses (a flipped byte).
        let amplitude = try BackendReceiver(.amplitude)
        defer { amplitude.stop() }
        let body = Data(#"{"api_key":"test-key","events":[]}"#.utf8)
        #expect(Self.post(Self.gzip(body), to: amplitude.url, headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"]) == 400)
        #expect(amplitude.violations.first?.contains("does not document taking") == true)
        let segment = try BackendReceiver(.segment)
        defer { segment.stop() }
        var damaged = Self.gzip(Data(#"{"batch":[]}"#.utf8))
        damaged[damaged.count - 9] ^= 0xFF
        let status = Self.post(damaged, to: segment.url, headers: [
            "Content-Type": "application/json", "Content-Encoding": "gzip", "Authorization": "Basic " + Data("test-key:".utf8).base64EncodedString(),
        ])
        #expect(status == 400 && segment.violations.first?.contains("gzip") == true, "\(segment.violations)")
    }

    /// A gzip body made by Python's gzip module, a client that is not Intercept.
    static func gzip(_ data: Data) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import gzip,sys; sys.stdout.buffer.write(gzip.compress(sys.stdin.buffer.read()))"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try? process.run()
        input.fileHandleForWriting.write(data)
        try? input.fileHandleForWriting.close()
        let result = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return result
    }
}
