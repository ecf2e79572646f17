import Foundation
import Intercept
import InterceptDelivery
import InterceptHeadless
import InterceptTesting
import Testing

/// N6: an event the caps cut says what was cut, and the delivery report counts such events.
@MainActor
@Suite("Counted trims")
struct TrimTests {
    static func properties(_ count: Int) -> [String: PropertyValue] {
        Dictionary(uniqueKeysWithValues: (0..<count).map { (String(format: "property%03d", $0), PropertyValue.string(String(repeating: "v", count: 100))) })
    }

    @Test("N6: 200 properties arrive flagged with the number cut, and the report counts 1 trimmed event; a whole event carries no mark")
    func twoHundredProperties() async throws {
        let recorder = RecordingTracker()
        let interception = Interception(configuration: InterceptionConfiguration(onDeliveryProblem: nil), trackers: [recorder])
        interception.emit(InteractionEvent(kind: .tap, timestamp: Date(), customProperties: Self.properties(200)))
        interception.emit(InteractionEvent(kind: .tap, timestamp: Date(), customProperties: Self.properties(3)))
        let report = await interception.flush()
        let trimmed = try #require(recorder.events.first)
        let kept = trimmed.customProperties.count
        #expect(kept <= ElementPropertyLimits().maximumCustomProperties)
        #expect(trimmed.trim == EventTrim(droppedProperties: 200 - kept, cutTexts: 0))
        #expect(recorder.events.last?.trim == nil)
        #expect(report.trimmedEvents == 1)
    }

    @Test("N6: cut texts are counted too, and the mark travels in every wire format")
    func markOnTheWire() async throws {
        var limits = ElementPropertyLimits()
        limits.maximumContentLength = 5
        let event = InteractionEvent(
            kind: .tap, timestamp: Date(timeIntervalSince1970: 1_700_000_000),
            element: ElementProperties(type: "Button", content: "Add to cart", path: "View[0]/Button[0]"),
            customProperties: Self.properties(70)
        ).limited(by: limits)
        #expect(event.trim == EventTrim(droppedProperties: 70 - event.customProperties.count, cutTexts: 1))
        let dropped = try #require(event.trim?.droppedProperties)

        let generic = try #require(try JSONSerialization.jsonObject(with: EventJSONEncoder(format: .interactionEvent).encode(event)) as? [String: Any])
        #expect((generic["trim"] as? [String: Int]) == ["droppedProperties": dropped, "cutTexts": 1])
        #expect(try JSONDecoder().decode(InteractionEvent.self, from: EventJSONEncoder(format: .interactionEvent).encode(event)).trim == event.trim)
        let autotrack = try #require(try JSONSerialization.jsonObject(with: EventJSONEncoder(format: .autotrack).encode(event)) as? [String: Any])
        #expect((autotrack["properties"] as? [String: Any])?["$trimmed_properties"] as? Int == dropped)

        for destination in [Destination.segment(writeKey: "K"), .postHog(apiKey: "K"), .amplitude(apiKey: "K"), .mixpanel(projectToken: "K"), .openTelemetry()] {
            let recording = try DestinationRecording(destination)
            defer { recording.close() }
            try recording.tracker.track(event)
            let text = recording.records().map { "\($0)" }.joined()
            #expect(text.contains("trimmed_properties") && text.contains("trimmed_texts"), "\(destination.name)")
        }
    }

    @Test("N6: a title and a path the describer cuts to their caps mark the event too, counted once")
    func describerCuts() async throws {
        let application = Application()
        let window = Window()
        let screen = ViewController()
        var container = screen.view
        for _ in 0..<40 {            // deeper than ElementPropertyLimits.maximumPathDepth
            let level = View()
            container.addSubview(level)
            container = level
        }
        let long = Button(title: String(repeating: "Add to cart ", count: 30))   // 360 characters
        let short = Button(title: "Buy")
        container.addSubview(long)
        screen.view.addSubview(short)
        for button in [long, short] {
            button.addTarget(screen, action: ControlAction("act") { (_: ViewController, _) in }, for: .touchUpInside)
        }
        window.rootViewController = screen
        application.addWindow(window)

        let recorder = RecordingTracker()
        let interception = Interception(configuration: InterceptionConfiguration(onDeliveryProblem: nil), trackers: [recorder])
        application.addObserver(interception)
        application.simulateTouch(on: long)
        application.simulateTouch(on: short)
        let report = await interception.flush()

        let actions = recorder.events(ofKind: .controlAction)
        #expect(actions.count == 2)
        let cut = try #require(actions.first)
        #expect(cut.element?.content?.count ?? 0 <= ElementPropertyLimits().maximumContentLength)
        #expect(cut.element?.path.hasPrefix("…") == true)
        #expect(cut.trim == EventTrim(droppedProperties: 0, cutTexts: 2))   // the title and the path
        #expect(actions.last?.trim == nil)
        #expect(report.trimmedEvents == 1)
        // Encoded, the mark is all that is left of the cut: nothing counts twice.
        let encoded = try JSONDecoder().decode(InteractionEvent.self, from: EventJSONEncoder(format: .interactionEvent).encode(cut))
        #expect(encoded.trim == cut.trim && encoded.element == cut.element)
    }
}
