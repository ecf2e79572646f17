import Foundation
@_spi(Platform) import Intercept
import InterceptDelivery
import InterceptHeadless
import InterceptTesting
import Testing

/// N3, N4: what leaves the device for a screen full of personal data, with the default
/// configuration, in every wire format Intercept writes.
@MainActor
@Suite("Privacy by default")
struct DefaultPrivacyTests {
    /// Every destination Intercept delivers to, with its wire format.
    static let destinations: [Destination] = [
        .generic(.interactionEvent), .generic(.autotrack), .segment(writeKey: "key"), .rudderStack(writeKey: "key"),
        .postHog(apiKey: "phc_key"), .amplitude(apiKey: "key"), .mixpanel(projectToken: "token"), .openTelemetry(),
    ]

    /// Every byte Intercept would send or write for `events`: each event encoded in each
    /// ``EventFormat``, and each destination's queued records.
    static func everyEncoding(of events: [InteractionEvent]) throws -> [(format: String, bytes: Data)] {
        var encoded: [(String, Data)] = []
        for format in EventFormat.allCases {
            let encoder = EventJSONEncoder(format: format)
            for event in events { encoded.append((format.rawValue, try encoder.encode(event))) }
        }
        for destination in destinations {
            let recording = try DestinationRecording(destination)
            defer { recording.close() }
            for event in events { try recording.tracker.track(event) }
            let batch = try #require(recording.tracker.queue.nextBatch(maximumCount: .max))
            #expect(batch.records.count >= events.count, "every event queued for \(destination.name)")
            for record in batch.records { encoded.append((destination.name, record)) }
        }
        return encoded
    }

    @Test("N3 N4: a screen with a name, a street address, a 6-digit code, a PIN pad, a date of birth and a health note, tapped and selected every way, sends none of them in any wire format")
    func personalScreenSendsNothingPersonal() async throws {
        let personal = PersonalScreen()
        try personal.exercise()
        let events = await personal.screen.events()
        let kinds = Set(events.map(\.kind))
        for kind in [InteractionKind.tap, .longPress, .controlAction, .rowSelected, .itemSelected, .exposure, .pageEnter, .pageExit, .rageTap, .deadTap] {
            #expect(kinds.contains(kind), "the screen produced a \(kind.rawValue) event")
        }
        #expect(events.contains { $0.menu != nil && $0.element?.content == "Share" }, "the context menu's choice")
        #expect(events.contains { $0.menu != nil && $0.element?.content == "Share contact" }, "the button menu's choice")

        let encodings = try Self.everyEncoding(of: events)
        #expect(encodings.count > events.count * 8)
        for (format, bytes) in encodings {
            let text = String(decoding: bytes, as: UTF8.self)
            for secret in PersonalScreen.secrets {
                #expect(!text.contains(secret), "\(format) sends \"\(secret)\": \(text)")
            }
        }

        // The element's own words still leave: a control's title, an icon button's label.
        let contents = Set(events.compactMap(\.element?.content))
        #expect(contents.isSuperset(of: ["Copy code", "Call", "Share", "Share contact", "checked"]), "\(contents)")
        #expect(events.allSatisfy { $0.screen?.title == nil }, "no screen title by default")
        #expect(events.contains { $0.screen?.name == "ViewController" })
    }

    @Test("N4: the PIN pad's keys give one description each: no title, path index, position, touch or host tells them apart")
    func keypadKeysAreAlike() async throws {
        let personal = PersonalScreen()
        try personal.exercise()
        let events = await personal.screen.events()
        let keyPath = try #require(personal.screen.interception.elementDescriber.describe(personal.keys["7"]!)).element.path
        let keyEvents = events.filter { $0.kind == .controlAction && $0.element?.path == keyPath }
        #expect(keyEvents.count == PersonalScreen.pin.count + 1, "the four digits and OK")
        #expect(personal.counter.count > 0)
        for event in keyEvents {
            #expect(event.element?.content == nil)
            #expect(event.touch == nil && event.listPosition == nil && event.host == nil && event.element?.trackingID == nil)
            var alike = event
            alike.id = keyEvents[0].id
            alike.timestamp = keyEvents[0].timestamp
            #expect(alike == keyEvents[0], "every key is described the same way")
        }
        for key in personal.keys.values {
            #expect(personal.screen.interception.elementDescriber.describe(key)?.element.path == keyPath)
        }
        #expect(!keyPath.contains("Button[1]") && keyPath.hasSuffix("Button[0]"))
    }
}
