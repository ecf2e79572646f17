import Foundation
import Intercept
import InterceptDelivery
import InterceptHeadless
import Testing

/// Each back end's record for a tap and a screen, as queued (the bodies and the answers are
/// checked against contract-enforcing receivers in the IntegrationTests package).
@Suite("Wire formats: records")
struct WireFormatRecordTests {
    /// Queues a session start, a tap and a screen (and, for `touchOnly`, a tap on no element)
    /// and returns the records.
    static func records(_ destination: Destination, extra: [InteractionEvent] = []) throws -> (records: [[String: Any]], tap: InteractionEvent, screen: InteractionEvent) {
        let recording = try DestinationRecording(destination)
        defer { recording.close() }
        let tap = DestinationRecording.tap(1)
        let screen = DestinationRecording.screen("Cart", at: 1_700_000_001)
        for event in [tap, screen] + extra { try recording.tracker.track(event) }
        return (recording.records(), tap, screen)
    }

    @Test("W1: Segment track and screen calls with messageId from the event id, anonymousId, context and ISO-8601 timestamps")
    func segment() throws {
        let (records, tap, screen) = try Self.records(.segment(writeKey: "key"))
        #expect(records.count == 3)
        #expect(records[1]["type"] as? String == "track" && records[1]["event"] as? String == "Element Clicked")
        #expect(records[1]["messageId"] as? String == tap.id.description)
        #expect(records[1]["timestamp"] as? String == "2023-11-14T22:13:20.000Z")
        #expect(records[2]["type"] as? String == "screen" && records[2]["name"] as? String == "Cart")
        #expect(records[2]["messageId"] as? String == screen.id.description)
        for record in records {
            #expect(UUID(uuidString: record["anonymousId"] as? String ?? "") != nil)
            #expect(record["context"] is [String: Any] && record["properties"] is [String: Any])
        }
        let properties = try #require(records[1]["properties"] as? [String: Any])
        #expect(properties["element_id"] as? String == "buy-1" && properties["element_content"] as? String == "Buy 1")
    }

    @Test("W2: PostHog events with uuid from the event id, distinct_id, $session_id and $screen for screens")
    func postHog() throws {
        let (records, tap, screen) = try Self.records(.postHog(apiKey: "phc_key"))
        let uuids = records.compactMap { $0["uuid"] as? String }
        #expect(uuids.count == 3 && uuids.allSatisfy { UUID(uuidString: $0) != nil })
        #expect(Set(uuids).count == 3)
        // The uuid is the event id's 32 hex digits, with the UUID version and variant bits set.
        let hex = tap.id.description.replacingOccurrences(of: "-", with: "")
        #expect(uuids[1].replacingOccurrences(of: "-", with: "").dropFirst(17).prefix(15) == hex.dropFirst(17).prefix(15))
        #expect(uuids[1].dropFirst(14).first == "8", "version 8")
        #expect(records[1]["event"] as? String == "Element Clicked")
        #expect(records[2]["event"] as? String == "$screen")
        #expect((records[2]["properties"] as? [String: Any])?["$screen_name"] as? String == "Cart")
        #expect(records.allSatisfy { ($0["properties"] as? [String: Any])?["$session_id"] is String && $0["distinct_id"] is String })
        #expect(screen.timestamp.timeIntervalSince1970 == 1_700_000_001)
        #expect(records[2]["timestamp"] as? String == "2023-11-14T22:13:21.000Z")
    }

    @Test("W3: Amplitude events with insert_id from the event id, device_id, session_id and Amplitude's screen event")
    func amplitude() throws {
        let (records, tap, screen) = try Self.records(.amplitude(apiKey: "key"))
        #expect(records[0]["event_type"] as? String == "session_start")
        #expect(records[1]["insert_id"] as? String == tap.id.description && records[2]["insert_id"] as? String == screen.id.description)
        #expect(records[1]["time"] as? Int == 1_700_000_000_000 && records[1]["session_id"] as? Int == 1_700_000_000_000)
        #expect(records[2]["event_type"] as? String == "[Amplitude] Screen Viewed")
        #expect((records[2]["event_properties"] as? [String: Any])?["[Amplitude] Screen Name"] as? String == "Cart")
        #expect(records.allSatisfy { ($0["device_id"] as? String)?.count ?? 0 >= 5 })
    }

    @Test("W4: Mixpanel events with $insert_id from the event id, time in milliseconds and distinct_id")
    func mixpanel() throws {
        let (records, tap, _) = try Self.records(.mixpanel(projectToken: "token"))
        let properties = try #require(records[1]["properties"] as? [String: Any])
        #expect(properties["$insert_id"] as? String == tap.id.description)
        #expect((properties["$insert_id"] as? String)?.count ?? 99 <= 36)
        #expect(properties["time"] as? Int == 1_700_000_000_000)
        #expect((properties["distinct_id"] as? String)?.hasPrefix("$device:") == true)
        #expect(records[2]["event"] as? String == "Screen Viewed")
        #expect((records[2]["properties"] as? [String: Any])?["screen_name"] as? String == "Cart")
    }

    @Test("W5: OTLP log records named app.widget.click, app.screen.click and session.start, with the conventions' attributes")
    func openTelemetry() throws {
        let bare = InteractionEvent(kind: .tap, timestamp: Date(timeIntervalSince1970: 1_700_000_002), touch: TouchLocation(window: Point(x: 100, y: 50.4)))
        let (records, tap, _) = try Self.records(.openTelemetry(), extra: [bare])
        #expect(records.map { $0["eventName"] as? String } == ["session.start", "app.widget.click", "intercept.pageEnter", "app.screen.click"])
        func attributes(_ record: [String: Any]) -> [String: [String: Any]] {
            Dictionary(uniqueKeysWithValues: (record["attributes"] as? [[String: Any]] ?? []).map { ($0["key"] as? String ?? "", $0["value"] as? [String: Any] ?? [:]) })
        }
        let click = attributes(records[1])
        #expect(click["app.widget.id"]?["stringValue"] as? String == "buy-1")
        #expect(click["app.widget.name"]?["stringValue"] as? String == "Buy 1")
        #expect(click["app.screen.name"]?["stringValue"] as? String == "Shop")
        #expect(click["intercept.event.id"]?["stringValue"] as? String == tap.id.description)
        #expect(click["app.screen.coordinate.x"]?["intValue"] as? String == "32", "10.5 points at 3x: 31.5 pixels, rounded")
        #expect(UUID(uuidString: click["app.installation.id"]?["stringValue"] as? String ?? "") != nil)
        #expect(click["session.id"]?["stringValue"] as? String == attributes(records[0])["session.id"]?["stringValue"] as? String)
        let screenClick = attributes(records[3])
        #expect(screenClick["app.screen.coordinate.x"]?["intValue"] as? String == "300" && screenClick["app.screen.coordinate.y"]?["intValue"] as? String == "151")
        #expect(records[1]["timeUnixNano"] as? String == "1700000000000000000")
    }
}
