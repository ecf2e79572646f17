import Foundation
import Intercept
import InterceptDelivery
import InterceptHeadless
import InterceptTesting
import Testing

/// H3: every string an event carries is capped in bytes and grapheme clusters, never cut inside a
/// cluster, and so is the whole encoded event. H6: odd numbers never cost the event.
@MainActor
@Suite("Event caps")
struct EventCapTests {
    static let limits = ElementPropertyLimits()
    static let huge = String(repeating: "é", count: 600_000)  // 1.2 MB, 600,000 clusters
    static let combining = "e" + String(repeating: "\u{301}", count: 1_000_000)  // one cluster, 2 MB

    /// A tapped button on a screen, with a recognizer intercepted; returns its one event.
    private func tapEvent(configure: (Button, ViewController) -> Void) async throws -> InteractionEvent {
        let recorder = RecordingTracker()
        let interception = Interception(trackers: [recorder])
        let screen = ListScreenFixture()
        let button = Button(title: "Buy")
        screen.controller.view.addSubview(button)
        let target = ActionRecorder()
        let tap = TapGestureRecognizer(target: target, action: target.action())
        button.addGestureRecognizer(tap)
        try interception.intercept(tap)
        configure(button, screen.controller)
        #expect(tap.simulateRecognition())
        await interception.flush()
        return try #require(recorder.events.first)
    }

    private func checkWithinCaps(_ event: InteractionEvent, limits: ElementPropertyLimits = limits) throws {
        func within(_ text: String?, graphemes: Int, bytes: Int) {
            guard let text else { return }
            #expect(text.count <= graphemes && text.utf8.count <= bytes)
        }
        within(event.kind.rawValue, graphemes: limits.maximumTextLength, bytes: limits.maximumTextBytes)
        within(event.element?.content, graphemes: limits.maximumContentLength, bytes: limits.maximumContentBytes)
        within(event.element?.path, graphemes: limits.maximumPathBytes, bytes: limits.maximumPathBytes)
        for text in [event.element?.type, event.element?.trackingID, event.element?.position, event.screen?.name, event.screen?.title] {
            within(text, graphemes: limits.maximumTextLength, bytes: limits.maximumTextBytes)
        }
        #expect(event.customProperties.count <= limits.maximumCustomProperties)
        for (key, value) in event.customProperties {
            within(key, graphemes: limits.maximumTextLength, bytes: limits.maximumTextBytes)
            if case .string(let string) = value { within(string, graphemes: limits.maximumTextLength, bytes: limits.maximumTextBytes) }
        }
        for format in EventFormat.allCases {
            let data = try EventJSONEncoder(format: format).encode(event)
            #expect(data.count <= limits.maximumEventBytes, "\(format): \(data.count) bytes")
        }
    }

    @Test("H3: a character with a million combining marks is dropped whole, never cut inside")
    func combiningMarks() async throws {
        let event = try await tapEvent { button, _ in button.setTitle("ab" + Self.combining + "cd", for: .normal) }
        #expect(event.element?.content == "ab")
        let alone = try await tapEvent { button, _ in button.setTitle(Self.combining, for: .normal) }
        #expect(alone.element?.content == nil)
        let flag = "🇫🇷"
        let flags = try await tapEvent { button, _ in button.setTitle(String(repeating: flag, count: 200), for: .normal) }
        #expect(flags.element?.content == String(repeating: flag, count: 64), "512 bytes: 64 whole flags of 8 bytes")
    }

    @Test("H3: content, tracking id, display type, title and custom properties are capped, and so is the event")
    func everyStringCapped() async throws {
        var event: InteractionEvent?
        var tapped: Button?
        do {
            event = try await tapEvent { button, controller in
                tapped = button
                button.setTitle(Self.huge, for: .normal)
                button.trackingAttributes.trackingID = Self.huge
                button.trackingAttributes.displayType = Self.combining + Self.huge
                button.trackingAttributes.customProperties = [Self.huge: .string(Self.huge), "plain": "value"]
                button.trackingAttributes.customPropertiesProvider = {
                    Dictionary(uniqueKeysWithValues: (0..<1_000).map { ("key \($0) " + String(repeating: "\u{1}", count: 900), PropertyValue.string(String(repeating: "\"", count: 1_000))) })
                }
                controller.title = Self.huge
                controller.pageID = Self.huge
            }
        }
        let capped = try #require(event)
        try checkWithinCaps(capped)
        #expect(capped.element?.content == String(repeating: "é", count: 128))
        #expect(capped.element?.type == "", "the display type's first cluster is over the cap: dropped whole")
        // Only the main-thread work is timed (a flush waits for other tests running in parallel).
        let button = try #require(tapped)
        // The thread's CPU time, not the wall clock: other tests and builds sharing the machine's
        // cores must not make bounded work look unbounded.
        let elapsed = threadCPUTime {
            for _ in 0..<10 { _ = ElementDescriber().describe(button).map { InteractionEvent(kind: .tap, timestamp: Date(), element: $0.element, screen: $0.screen, customProperties: $0.customProperties).limited(by: Self.limits) } }
        }
        #expect(elapsed < 5, "bounded work, not proportional to the megabytes")
    }

    @Test("H3: the path is capped in bytes, keeping the levels nearest the element")
    func pathCapped() throws {
        var parent = CustomNode("Root")
        let root = parent
        for level in 0..<10 {
            let child = CustomNode(String(repeating: "V\(level)", count: 100))
            parent.link(child)
            parent = child
        }
        defer { root.breakCycles() }
        let description = try #require(ElementDescriber().describe(parent))
        #expect(description.element.path.utf8.count <= Self.limits.maximumPathBytes)
        #expect(description.element.path.hasPrefix("…/"))
        #expect(description.element.path.hasSuffix("V9[0]"))
    }

    @Test("H3: an app's own event is held to the same caps")
    func appEventsCapped() async throws {
        let recorder = RecordingTracker()
        let interception = Interception(trackers: [recorder])
        var properties: [String: PropertyValue] = [:]
        for index in 0..<500 { properties["p\(index)"] = .string(String(repeating: "\n", count: 2_000)) }
        interception.emit(InteractionEvent(
            kind: InteractionKind(rawValue: Self.huge), timestamp: Date(), host: HostIdentity(typeName: Self.huge, instance: 1),
            element: ElementProperties(type: Self.huge, content: Self.huge, path: Self.huge, position: Self.huge, trackingID: Self.huge),
            screen: ScreenProperties(name: Self.huge, title: Self.huge), customProperties: properties))
        await interception.flush()
        let event = try #require(recorder.events.first)
        try checkWithinCaps(event)
        #expect(event.customProperties.count < 64, "the largest custom properties went to fit the event")
    }

    @Test("H3: an app's own event with a long path keeps the levels nearest the element, and the cut path starts with \"…\" (maximumPathBytes)")
    func appEventPathKeepsTheEnd() async throws {
        let recorder = RecordingTracker()
        let limits = ElementPropertyLimits(maximumPathBytes: 64)
        let interception = Interception(configuration: InterceptionConfiguration(elementRules: ElementTrackingRules(limits: limits)), trackers: [recorder])
        let path = (0..<40).map { "Level\($0)[0]" }.joined(separator: "/") + "/Button[3]"
        interception.emit(InteractionEvent(kind: .tap, timestamp: Date(), element: ElementProperties(type: "Button", path: path)))
        let oneLongLevel = String(repeating: "é", count: 100)
        interception.emit(InteractionEvent(kind: .tap, timestamp: Date(), element: ElementProperties(type: "Button", path: "Root[0]/" + oneLongLevel)))
        await interception.flush()
        let capped = try #require(recorder.events.first?.element?.path)
        #expect(capped.utf8.count <= 64)
        #expect(capped.hasPrefix("…/"))
        #expect(capped.hasSuffix("/Level39[0]/Button[3]"))
        #expect(path.hasSuffix(String(capped.dropFirst(2))), "whole levels, from the end")
        let cappedLevel = try #require(recorder.events.last?.element?.path)
        #expect(cappedLevel.utf8.count <= 64 && cappedLevel.hasPrefix("…/é"))
    }

    @Test("H3: the smallest event cap still holds for the worst texts")
    func smallestEventCap() throws {
        let limits = ElementPropertyLimits(maximumEventBytes: 0)
        #expect(limits.maximumEventBytes == 2_048)
        let controlCharacters = String(repeating: "\u{1}", count: 5_000)
        let event = InteractionEvent(
            kind: InteractionKind(rawValue: controlCharacters), timestamp: Date(), host: HostIdentity(typeName: controlCharacters, instance: .max),
            element: ElementProperties(type: controlCharacters, content: controlCharacters, path: controlCharacters, position: controlCharacters, trackingID: controlCharacters),
            listPosition: ListPosition(section: .min, index: .max), screen: ScreenProperties(name: controlCharacters, title: controlCharacters),
            customProperties: ["a": .double(-.greatestFiniteMagnitude)], duration: -.leastNonzeroMagnitude
        ).limited(by: limits)
        try checkWithinCaps(event, limits: limits)
    }

    @Test("H6: non-finite custom properties, durations and timestamps encode in every format")
    func nonFiniteNumbers() async throws {
        let recorder = RecordingTracker()
        let interception = Interception(configuration: InterceptionConfiguration(clock: { Date(timeIntervalSince1970: .nan) }), trackers: [recorder])
        let properties: [String: PropertyValue] = ["nan": .double(.nan), "inf": .double(.infinity), "-inf": .double(-.infinity), "big": .double(1e308)]
        interception.emit(InteractionEvent(kind: .pageExit, timestamp: interception.now, customProperties: properties, duration: .nan))
        await interception.flush()
        let event = try #require(recorder.events.first)
        #expect(event.duration == nil)
        for format in EventFormat.allCases {
            let json = String(decoding: try EventJSONEncoder(format: format).encode(event), as: UTF8.self)
            #expect(json.contains("\"NaN\"") && json.contains("\"Infinity\"") && json.contains("\"-Infinity\""), "\(json)")
        }
        let decoded = try EventJSONEncoder.interactionEventDecoder().decode(InteractionEvent.self, from: EventJSONEncoder().encode(event))
        #expect(decoded.customProperties["inf"] == .double(.infinity), "read back by the matching decoder")

        let unlimited = InteractionEvent(kind: .tap, timestamp: Date(timeIntervalSince1970: .infinity), customProperties: properties, duration: -.infinity)
        for format in EventFormat.allCases { _ = try EventJSONEncoder(format: format).encode(unlimited) }
        #expect(AutotrackEvent(InteractionEvent(kind: .tap, timestamp: Date(timeIntervalSince1970: 1e300))).time == Int64(9.2e18))
    }
}
