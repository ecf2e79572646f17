import Foundation
import Intercept
import InterceptDelivery
import InterceptHeadless
import InterceptTesting
import Testing

@Suite("Identity, sessions and context")
struct IdentityTests {
    static func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("intercept-identity-\(UUID().uuidString)/identity.json")
    }

    @Test("I1: the anonymous id is a random UUID, made once and kept across launches")
    func anonymousIDPersists() throws {
        let file = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let problems = ProblemRecorder()
        let first = IdentityStore(file: file, onProblem: problems.record)
        let id = first.anonymousID
        #expect(UUID(uuidString: id) != nil && id == id.lowercased())
        let relaunched = IdentityStore(file: file, onProblem: problems.record)
        #expect(relaunched.anonymousID == id)
        let elsewhere = IdentityStore(file: Self.temporaryFile(), onProblem: problems.record)
        #expect(elsewhere.anonymousID != id, "random, not derived from the device")
        #expect(problems.problems.isEmpty, "a first launch is no problem")
    }

    @Test("I1: a corrupt identity file starts a new identity and is reported, never a crash")
    func corruptFile() throws {
        let file = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        for garbage in [Data("{\"anonymousID\": 12".utf8), Data([0xFF, 0x00, 0x13]), Data("{\"version\":1,\"anonymousID\":\"\",\"traits\":{}}".utf8)] {
            try garbage.write(to: file)
            let problems = ProblemRecorder()
            let store = IdentityStore(file: file, onProblem: problems.record)
            #expect(UUID(uuidString: store.anonymousID) != nil)
            #expect(problems.problems.count == 1)
            #expect(problems.problems.first.map { "\($0)" }?.contains("unreadable, a new anonymous identity was started") == true)
            #expect(IdentityStore(file: file, onProblem: problems.record).anonymousID == store.anonymousID, "the new identity is kept")
        }
    }

    @Test("I1: an identity file missing beside an existing queue is reported; the queue's events keep flowing")
    func missingFileBesideQueue() throws {
        let first = try DestinationRecording(.segment(writeKey: "key"))
        try first.tracker.track(DestinationRecording.tap(1))
        let before = first.tracker.identity?.anonymousID
        first.tracker.close()
        try FileManager.default.removeItem(at: first.directory.appendingPathComponent("identity.json"))
        let second = try DestinationRecording(.segment(writeKey: "key"), directory: first.directory)
        defer { second.close() }
        #expect(second.problems.problems.contains { "\($0)".contains("missing, a new anonymous identity was started") })
        #expect(second.tracker.identity?.anonymousID != before)
        try second.tracker.track(DestinationRecording.tap(2))
        #expect(second.tracker.counts.pending == 4, "start, tap; start, tap")
    }

    @Test("I2: identify sets the user and traits of later events; reset starts a new anonymous identity")
    func identifyAndReset() throws {
        let recording = try DestinationRecording(.segment(writeKey: "key"))
        defer { recording.close() }
        try recording.tracker.track(DestinationRecording.tap(1))
        try recording.tracker.identify(userId: "user-42", traits: ["plan": .string("pro")])
        try recording.tracker.track(DestinationRecording.tap(2, at: 1_700_000_001))
        let anonymous = recording.tracker.identity?.anonymousID
        recording.tracker.reset()
        try recording.tracker.track(DestinationRecording.tap(3, at: 1_700_000_002))
        let records = recording.records()
        let calls = records.map { "\($0["type"] ?? "")/\($0["event"] ?? "")" }
        #expect(calls == ["track/Session Started", "track/Element Clicked", "identify/", "track/Element Clicked",
                          "track/Session Ended", "track/Session Started", "track/Element Clicked"])
        #expect(records[1]["userId"] == nil && records[1]["anonymousId"] as? String == anonymous)
        #expect(records[2]["userId"] as? String == "user-42" && (records[2]["traits"] as? [String: Any])?["plan"] as? String == "pro")
        #expect(records[3]["userId"] as? String == "user-42" && records[3]["anonymousId"] as? String == anonymous)
        #expect(records[4]["anonymousId"] as? String == anonymous && records[4]["userId"] as? String == "user-42", "the session ends under its own identity")
        #expect(records[6]["userId"] == nil)
        #expect(records[6]["anonymousId"] as? String != anonymous && UUID(uuidString: records[6]["anonymousId"] as? String ?? "") != nil)
        #expect(Self.sessionID(records[6]) != Self.sessionID(records[3]), "a reset starts a new session")
    }

    static func sessionID(_ record: [String: Any]) -> String? {
        (record["properties"] as? [String: Any])?["session_id"] as? String
    }

    @Test("I3: a session id on every event; 30 minutes of inactivity end a session with start and end events")
    func sessions() throws {
        let recording = try DestinationRecording(.segment(writeKey: "key"))
        defer { recording.close() }
        #expect(recording.tracker.identity?.sessionTimeout == 1_800)
        let start = 1_700_000_000.0
        for offset: Double in [0, 60, 1_860, 3_661] {
            try recording.tracker.track(DestinationRecording.tap(1, at: start + offset))
        }
        let records = recording.records()
        let names = records.map { $0["event"] as? String ?? "" }
        #expect(names == ["Session Started", "Element Clicked", "Element Clicked", "Element Clicked",
                          "Session Ended", "Session Started", "Element Clicked"])
        let ids = records.map(Self.sessionID)
        #expect(ids.allSatisfy { $0 != nil })
        #expect(Set(ids[0...4].compactMap { $0 }).count == 1 && ids[5] == ids[6] && ids[5] != ids[0])
        #expect(records[4]["timestamp"] as? String == "2023-11-14T22:44:20.000Z", "the end is dated at the session's last activity")
    }

    @Test("I3: the inactivity timeout is configurable, and a session continues across a relaunch within it")
    func sessionTimeoutAndRelaunch() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("intercept-session-\(UUID().uuidString)")
        let store = { (directory: URL) in IdentityStore(file: directory.appendingPathComponent("who.json"), sessionTimeout: 10) }
        let first = try DestinationRecording(.amplitude(apiKey: "key"), directory: directory, identity: store)
        try first.tracker.track(DestinationRecording.tap(1, at: 1_000))
        try first.tracker.track(DestinationRecording.tap(2, at: 1_005))
        first.tracker.close()
        let second = try DestinationRecording(.amplitude(apiKey: "key"), directory: directory, identity: store)
        defer { second.close() }
        try second.tracker.track(DestinationRecording.tap(3, at: 1_012))
        try second.tracker.track(DestinationRecording.tap(4, at: 1_023))
        let types = second.records().map { $0["event_type"] as? String ?? "" }
        #expect(types == ["session_start", "Element Clicked", "Element Clicked", "Element Clicked", "session_end", "session_start", "Element Clicked"])
        let sessions = second.records().map { $0["session_id"] as? Int }
        #expect(sessions[0] == 1_000_000 && sessions[3] == 1_000_000 && sessions[4] == 1_000_000 && sessions[5] == 1_023_000)
    }

    @Test("I4: library, app, OS, device, locale, time zone and screen on every event; global properties")
    func contextAndGlobals() throws {
        let recording = try DestinationRecording(.segment(writeKey: "key"))
        defer { recording.close() }
        recording.tracker.identity?.globalProperties = ["tier": .string("gold"), "beta": .bool(true)]
        try recording.tracker.track(DestinationRecording.tap(1, custom: ["tier": .string("silver")]))
        try recording.tracker.track(DestinationRecording.screen("Cart"))
        for record in recording.records().dropFirst() {
            let context = try #require(record["context"] as? [String: Any])
            #expect((context["library"] as? [String: Any])?["name"] as? String == "intercept-swift")
            #expect((context["app"] as? [String: Any])?["version"] as? String == "1.0")
            #expect((context["app"] as? [String: Any])?["build"] as? String == "1")
            #expect((context["os"] as? [String: Any])?["name"] as? String == "iOS")
            #expect((context["device"] as? [String: Any])?["model"] as? String == "iPhone15,2")
            #expect(context["locale"] as? String == "en-US" && context["timezone"] as? String == "UTC")
            #expect((context["screen"] as? [String: Any])?["width"] as? Int == 393)
            #expect((record["properties"] as? [String: Any])?["beta"] as? Bool == true)
        }
        let tap = recording.records()[1]["properties"] as? [String: Any]
        #expect(tap?["tier"] as? String == "silver", "an event's own property wins over a global one")
        #expect(recording.records()[2]["properties"].map { ($0 as? [String: Any])?["tier"] as? String } == "gold")
    }
}
