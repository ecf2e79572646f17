import Foundation
import Intercept
import InterceptDelivery
import Testing

/// T7: JSON Lines files survive kills and shared paths.
@Suite("JSON Lines files")
struct JSONLinesAppendTests {
    static func file() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("intercept-\(UUID().uuidString).jsonl")
    }

    @Test("T7: two writers of one file append; neither overwrites the other")
    func twoWritersAppend() async throws {
        let url = Self.file()
        defer { try? FileManager.default.removeItem(at: url) }
        let first = try JSONLinesTracker(fileURL: url, name: "first")
        let second = try JSONLinesTracker(fileURL: url, name: "second")
        let sent = (0..<2_000).map(TrackerTests.event)
        await withTaskGroup(of: Void.self) { group in
            for (tracker, half) in [(first, sent[..<1_000]), (second, sent[1_000...])] {
                group.addTask { for event in half { try? tracker.track(event) } }
            }
        }
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        let decoder = EventJSONEncoder.interactionEventDecoder()
        let decoded = try lines.map { try decoder.decode(InteractionEvent.self, from: Data($0.utf8)) }
        #expect(decoded.count == 2_000)
        #expect(Set(decoded.map(\.id)) == Set(sent.map(\.id)))
    }

    @Test("T7: a torn last line (a kill mid-write) is never merged with the next record")
    func tornTailRepaired() throws {
        let url = Self.file()
        defer { try? FileManager.default.removeItem(at: url) }
        let whole = try EventJSONEncoder().encode(TrackerTests.event(1))
        try (whole + Data([0x0A]) + whole.prefix(25)).write(to: url)   // the second line was cut by a kill

        let tracker = try JSONLinesTracker(fileURL: url)
        let next = TrackerTests.event(2)
        try tracker.track(next)
        try tracker.flush()

        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)
        #expect(lines[1] == Substring(decoding: whole.prefix(25), as: UTF8.self), "the torn line stays alone")
        let decoded = try EventJSONEncoder.interactionEventDecoder().decode(InteractionEvent.self, from: Data(lines[2].utf8))
        #expect(decoded == next, "the next record is whole and readable")
        #expect(lines[3].isEmpty)
    }

    @Test("T7: a file that ends with a line break gets nothing extra")
    func cleanFileUntouched() throws {
        let url = Self.file()
        defer { try? FileManager.default.removeItem(at: url) }
        let whole = try EventJSONEncoder().encode(TrackerTests.event(1)) + Data([0x0A])
        try whole.write(to: url)
        let tracker = try JSONLinesTracker(fileURL: url)
        try tracker.track(TrackerTests.event(2))
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[2].isEmpty)
    }
}
