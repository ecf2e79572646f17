import Foundation
import Intercept
@testable import InterceptDelivery
@_spi(Platform) import InterceptHeadless
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The back ends exactly as documented (J1-J3) and identity complete (I5), on the records as
/// queued and on the answers as read; the bodies go to the contract receivers of IntegrationTests.
@Suite("Back ends as documented")
struct BackendDocumentedTests {
    static func records(_ destination: Destination, identify: String? = nil, events: [InteractionEvent]) throws -> [[String: Any]] {
        let recording = try DestinationRecording(destination)
        defer { recording.close() }
        for event in events { try recording.tracker.track(event) }
        if let identify {
            try recording.tracker.identify(userId: identify, traits: ["plan": .string("pro")])
            try recording.tracker.track(DestinationRecording.tap(9, at: 1_700_000_010))
        }
        return recording.records()
    }

    @Test("J1: PostHog session ids are UUIDv7 whose time is the session's start, for every session")
    func postHogSessionIDs() throws {
        // Two sessions: the second starts after 40 minutes without an event.
        let records = try Self.records(.postHog(apiKey: "key"), events: [DestinationRecording.tap(1, at: 1_700_000_000.25), DestinationRecording.tap(2, at: 1_700_002_400.5)])
        let sessions = records.compactMap { ($0["properties"] as? [String: Any])?["$session_id"] as? String }
        #expect(Set(sessions).count == 2)
        for session in sessions { #expect(SessionID.isUUIDv7(session), "\(session)") }
        #expect(SessionID.time(of: sessions.first!) == Date(timeIntervalSince1970: 1_700_000_000.25))
        #expect(SessionID.time(of: sessions.last!) == Date(timeIntervalSince1970: 1_700_002_400.5))
    }

    @Test("J1: a session an older version stored with a random id goes on under a UUIDv7 of its own start")
    func olderSessionIDs() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("intercept-identity-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("identity.json")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let old = #"{"anonymousID":"5b1c6c1e-4a7e-4a56-9a1e-2f0c8f1d9a11","session":{"id":"6f1c6c1e-4a7e-4a56-9a1e-2f0c8f1d9a11","lastActivity":721692800,"start":721692000},"traits":{},"version":1}"#
        try Data(old.utf8).write(to: file)
        let store = IdentityStore(file: file)
        let session = try #require(store.session)
        #expect(SessionID.isUUIDv7(session.id) && SessionID.time(of: session.id) == session.start)
        #expect(IdentityStore(file: file).session?.id == session.id, "written back")
    }

    @Test("J1: anonymous PostHog events set $process_person_profile false and identified ones true, unless the app asks otherwise", arguments: [
        (PostHogPersonProfiles.identifiedOnly, false, true), (.always, true, true), (.never, false, false),
    ])
    func personProfiles(mode: PostHogPersonProfiles, anonymous: Bool, identified: Bool) throws {
        let records = try Self.records(.postHog(apiKey: "key", personProfiles: mode), identify: "user-1", events: [DestinationRecording.tap(1)])
        let flags = records.map { record in ((record["properties"] as? [String: Any])?["$process_person_profile"] as? Bool, record["event"] as? String) }
        #expect(flags[0].0 == anonymous && flags[1].0 == anonymous, "\(flags)")
        #expect(flags.last?.0 == identified)
        #expect(records.contains { $0["event"] as? String == "$identify" } == (mode != .never))
        #expect(flags.allSatisfy { $0.0 != nil })
    }

    @Test("J1: every PostHog batch carries sent_at, the time it is sent")
    func postHogSentAt() throws {
        let format = PostHogWireFormat(apiKey: "key", personProfiles: .identifiedOnly)
        let body = format.body(of: [Data("{}".utf8)], context: .headless, sentAt: Date(timeIntervalSince1970: 1_700_000_000.5))
        let object = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        #expect(object["sent_at"] as? String == "2023-11-14T22:13:20.500Z")
        #expect(object["api_key"] as? String == "key" && (object["batch"] as? [Any])?.count == 1)
    }

    @Test("J3: Mixpanel events carry the project token in their properties, as Mixpanel's own clients send them")
    func mixpanelToken() throws {
        let records = try Self.records(.mixpanel(projectToken: "project-token"), identify: "user-1", events: [DestinationRecording.tap(1)])
        let events = records.filter { $0["event"] != nil }  // not the profile update, whose token is "$token"
        #expect(events.count == 3 && records.count == 4)
        #expect(events.allSatisfy { ($0["properties"] as? [String: Any])?["token"] as? String == "project-token" })
    }

    @Test("J2: OTLP retries only 429, 502, 503 and 504 (Retry-After on 429 and 503); 500, 501, 408, 413 and 400 are refused", arguments: [
        (429, true), (502, true), (503, true), (504, true), (500, false), (501, false), (408, false), (413, false), (400, false), (401, false),
    ])
    func otlpRetries(status: Int, retried: Bool) throws {
        let response = try #require(HTTPURLResponse(url: URL(string: "http://127.0.0.1/v1/logs")!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: ["Retry-After": "7"]))
        let reply = UploadReply(result: UploadResult(response: response, error: nil), statusCode: status, body: Data())
        let verdict = OpenTelemetryWireFormat(headers: [:], encoding: .json).verdict(for: reply, count: 3)
        switch verdict {
        case .retry(_, let after):
            #expect(retried, "HTTP \(status) retried")
            #expect(after == (status == 429 || status == 503 ? 7 : nil))
        case .rejected(let reason):
            #expect(!retried, "HTTP \(status) refused: \(reason)")
        default:
            Issue.record("HTTP \(status): \(verdict)")
        }
        // The other back ends keep T6's reading: a 500 is retried there.
        if status == 500 { #expect(SegmentWireFormat(writeKey: "k").verdict(for: reply, count: 3) != .rejected(reason: "HTTP 500")) }
    }

    @Test("J2: an OTLP partial success counts the rejected records without naming any, in JSON and in protobuf answers")
    func otlpPartialSuccess() throws {
        let json = UploadReply(result: .delivered, statusCode: 200, body: Data(#"{"partialSuccess":{"rejectedLogRecords":"1","errorMessage":"bad"}}"#.utf8))
        #expect(OpenTelemetryWireFormat(headers: [:], encoding: .json).verdict(for: json, count: 9)
            == .partialCount(rejected: 1, reason: "OTLP partial success: 1 of 9 log records rejected, not named by the collector: bad"))
        // ExportLogsServiceResponse { partial_success { rejected_log_records: 2, error_message: "x" } }
        let protobuf = UploadReply(result: .delivered, statusCode: 200, body: Data([0x0A, 0x05, 0x08, 0x02, 0x12, 0x01, 0x78]))
        #expect(OpenTelemetryWireFormat(headers: [:], encoding: .protobuf).verdict(for: protobuf, count: 4)
            == .partialCount(rejected: 2, reason: "OTLP partial success: 2 of 4 log records rejected, not named by the collector: x"))
        let warning = UploadReply(result: .delivered, statusCode: 200, body: Data(#"{"partialSuccess":{"errorMessage":"slow down"}}"#.utf8))
        #expect(OpenTelemetryWireFormat(headers: [:], encoding: .json).verdict(for: warning, count: 9) == .delivered)
    }

    @Test("J2: after a partial success the counts add up and the rejected evidence names no record")
    func unnamedEvidence() throws {
        let position = QueuePosition(segment: 0, offset: 0, index: 0)
        let batch = DurableQueue.Batch(
            records: (0..<9).map { Data("{\"n\":\($0)}".utf8) }, starts: Array(repeating: position, count: 9), sequences: Array(0..<9),
            start: position, end: position, endSequence: 9, generation: 0, layout: 0)
        var delivery = BatchDelivery(batch, limits: Destination.openTelemetry().limits)
        delivery.apply(.partialCount(rejected: 1, reason: "OTLP partial success"))
        #expect(delivery.outcomes.filter { $0 == .delivered }.count == 8)
        #expect(delivery.runs.map(\.outcome) == [.delivered, .counted(reason: "OTLP partial success")])
        let evidence = String(decoding: BatchDelivery.unnamedEvidence(reason: "OTLP partial success", count: 1), as: UTF8.self)
        #expect(evidence.contains("\"countedAsRejected\":1") && !evidence.contains("\"n\""))
    }

    @Test("J2: OTLP records in binary protobuf carry what the JSON ones do, field by field")
    func otlpProtobuf() throws {
        let recording = try DestinationRecording(.openTelemetry(encoding: .protobuf))
        defer { recording.close() }
        let tap = DestinationRecording.tap(1)
        try recording.tracker.track(tap)
        let records = try #require(recording.tracker.queue.nextBatch(maximumCount: 10)?.records)
        #expect(records.count == 2)
        var strings: [Int: [String]] = [:]
        var reader = ProtobufBytes.Reader(bytes: [UInt8](records[1])[...])
        var attributes: [String] = []
        while let (number, content) = reader.next() {
            guard case .bytes(let payload) = content else { continue }
            if number == 6 {
                var keyValue = ProtobufBytes.Reader(bytes: payload)
                if case (1, .bytes(let key))? = keyValue.next() { attributes.append(String(decoding: key, as: UTF8.self)) }
            } else {
                strings[number, default: []].append(String(decoding: payload, as: UTF8.self))
            }
        }
        #expect(strings[12] == ["app.widget.click"] && strings[3] == ["INFO"])
        #expect(attributes.starts(with: ["app.installation.id", "session.id", "intercept.event.id", "app.widget.id", "app.widget.name"]))
        let body = OpenTelemetryWireFormat(headers: [:], encoding: .protobuf).body(of: records, context: .headless, sentAt: Date())
        #expect(body.count > records.reduce(0) { $0 + $1.count })
        #expect(OpenTelemetryWireFormat(headers: [:], encoding: .protobuf).request(to: URL(string: "http://h/v1/logs")!).headers["Content-Type"] == "application/x-protobuf")
    }

    @Test("W5: OpenTelemetry names a long press, a slider drag and a switch toggle by kind, never as a click; the app's start and end as device.app.lifecycle")
    func openTelemetryNames() throws {
        func event(_ kind: InteractionKind, type: String? = nil) -> InteractionEvent {
            InteractionEvent(
                kind: kind, timestamp: Date(timeIntervalSince1970: 1_700_000_000),
                element: type.map { ElementProperties(type: $0, content: nil, path: "View[0]/\($0)[0]", trackingID: nil) },
                touch: TouchLocation(window: Point(x: 1, y: 2)))
        }
        let cases: [(InteractionEvent, String)] = [
            (event(.longPress, type: "UIView"), "intercept.longPress"), (event(.controlAction, type: "UISlider"), "intercept.controlAction"),
            (event(.controlAction, type: "UISwitch"), "intercept.controlAction"), (event(.controlAction, type: "SwiftUI.Toggle"), "intercept.controlAction"),
            (event(.controlAction, type: "UIButton"), "app.widget.click"), (event(.tap, type: "UIView"), "app.widget.click"),
            (event(.rowSelected, type: "UITableViewCell"), "app.widget.click"), (event(.tap), "app.screen.click"),
            (event(.appStart), "device.app.lifecycle"), (event(.appEnd), "device.app.lifecycle"), (event(.rageTap, type: "UIView"), "intercept.rageTap"),
        ]
        for (event, name) in cases {
            let named = OpenTelemetryEventName(event)
            #expect(named.eventName == name, "\(event.kind) \(event.element?.type ?? "")")
            #expect(named.isClick == name.hasSuffix(".click"))
        }
        #expect(OpenTelemetryEventName(event(.appStart)).appState == "foreground" && OpenTelemetryEventName(event(.appEnd)).appState == "background")
    }

    @Test("I5: an OpenTelemetry session that follows a timed-out one names it as session.previous_id; the first names none")
    func previousSession() throws {
        let records = try Self.records(.openTelemetry(), events: [DestinationRecording.tap(1), DestinationRecording.tap(2, at: 1_700_002_400)])
        func attributes(_ record: [String: Any]) -> [String: String] {
            Dictionary(uniqueKeysWithValues: (record["attributes"] as? [[String: Any]] ?? []).map {
                ($0["key"] as? String ?? "", ($0["value"] as? [String: Any])?["stringValue"] as? String ?? "")
            })
        }
        let starts = records.filter { $0["eventName"] as? String == "session.start" }.map(attributes)
        #expect(starts.count == 2)
        #expect(starts[0]["session.previous_id"] == nil)
        #expect(starts[1]["session.previous_id"] == starts[0]["session.id"] && starts[1]["session.id"] != starts[0]["session.id"])
    }

    @Test("I5: alias links the previous id to the user where the back end has an alias call: Segment's alias, PostHog's $create_alias", arguments: [
        ("segment", true), ("posthog", true), ("amplitude", false), ("mixpanel", false), ("otlp", false),
    ])
    func alias(name: String, hasAlias: Bool) throws {
        let destinations: [String: Destination] = [
            "segment": .segment(writeKey: "k"), "posthog": .postHog(apiKey: "k"), "amplitude": .amplitude(apiKey: "k"),
            "mixpanel": .mixpanel(projectToken: "k"), "otlp": .openTelemetry(),
        ]
        let recording = try DestinationRecording(try #require(destinations[name]))
        defer { recording.close() }
        try recording.tracker.track(DestinationRecording.tap(1))
        let anonymous = try #require(recording.tracker.identity?.anonymousID)
        try recording.tracker.alias(userId: "user-7")
        #expect(recording.tracker.identity?.userID == "user-7")
        let records = recording.records()
        let alias = records.count == 3 ? records[2] : nil
        #expect((alias != nil) == hasAlias, "\(records)")
        if name == "segment" {
            #expect(alias?["type"] as? String == "alias" && alias?["previousId"] as? String == anonymous && alias?["userId"] as? String == "user-7")
        } else if name == "posthog" {
            #expect(alias?["event"] as? String == "$create_alias" && alias?["distinct_id"] as? String == anonymous)
            #expect((alias?["properties"] as? [String: Any])?["alias"] as? String == "user-7")
        }
    }

    @Test("I5: Mixpanel gets the traits as a profile update for /engage, in a request of its own between the events'")
    func mixpanelProfile() throws {
        let recording = try DestinationRecording(.mixpanel(projectToken: "project-token"))
        defer { recording.close() }
        try recording.tracker.track(DestinationRecording.tap(1))
        try recording.tracker.identify(userId: "user-1")  // no traits: no update
        try recording.tracker.identify(userId: "user-1", traits: ["plan": .string("pro")])
        try recording.tracker.track(DestinationRecording.tap(2))
        let batch = try #require(recording.tracker.queue.nextBatch(maximumCount: 10))
        let records = batch.records.compactMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
        #expect(records.count == 4)
        #expect(records[2]["$token"] as? String == "project-token" && records[2]["$distinct_id"] as? String == "user-1")
        #expect((records[2]["$set"] as? [String: Any])?["plan"] as? String == "pro")
        let format = MixpanelWireFormat(projectToken: "project-token")
        #expect(batch.records.map(format.route(of:)) == [0, 0, 1, 0])
        let profiles = format.format(forRoute: 1)
        #expect(profiles.request(to: URL(string: "https://api.mixpanel.com/import?strict=1")!).url.absoluteString == "https://api.mixpanel.com/engage?verbose=1")
        #expect(profiles.request(to: URL(string: "https://api.mixpanel.com/import")!).headers.isEmpty && !profiles.takesGzip)
        var delivery = BatchDelivery(batch, limits: Destination.mixpanel(projectToken: "t").limits, route: format.route(of:))
        var requests: [[Int]] = []
        while let request = delivery.nextRequest {
            requests.append(request)
            delivery.apply(.delivered)
        }
        #expect(requests == [[0, 1], [2], [3]])
        let refusal = UploadReply(result: .delivered, statusCode: 200, body: Data(#"{"error":"bad","status":0}"#.utf8))
        #expect(profiles.verdict(for: refusal, count: 1) == .rejected(reason: "Mixpanel profile update: bad"))
    }

    @Test("I5: Amplitude's $identify carries the session id")
    func amplitudeIdentifySession() throws {
        let records = try Self.records(.amplitude(apiKey: "key"), identify: "user-1", events: [DestinationRecording.tap(1)])
        let identify = try #require(records.first { $0["event_type"] as? String == "$identify" })
        #expect(identify["session_id"] as? Int == 1_700_000_000_000)
    }
}
