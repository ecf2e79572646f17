import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// A business target whose handler takes the tapped view off the screen, as a "dismiss" does.
@MainActor
final class DismissingTarget {
    private(set) var calls: [String] = []

    func action(_ name: String) -> GestureAction {
        GestureAction(ActionName(rawValue: name)) { (target: DismissingTarget, recognizer) in
            target.calls.append(name)
            recognizer.view?.removeFromSuperview()
        }
    }
}

/// F10: a recognition is described before the business targets run.
@MainActor
@Suite("Relay order")
struct RelayOrderTests {
    @Test("F10: a handler that removes the view neither loses nor changes the event; the targets keep their order")
    func relayBeforeBusinessTargets() async throws {
        let harness = Harness(configuration: InterceptionConfiguration(elementRules: .withDisplayedText))
        let card = View()
        card.addSubview(Label(text: "Offer"))
        harness.screen.controller.view.addSubview(card)
        let business = DismissingTarget(), later = ActionRecorder()
        let tap = TapGestureRecognizer(target: business, action: business.action("dismiss"))
        tap.addTarget(later, action: later.action("log"))
        card.addGestureRecognizer(tap)

        try harness.interception.interceptThroughStateRelay(tap)
        let businessTargets = tap.targets.filter { $0.target !== tap.targets.first?.target }
        #expect(businessTargets.map(\.action) == ["dismiss", "log"], "the relay is first; the business pairs keep their order")
        #expect(try harness.interception.interceptThroughStateRelay(tap) != nil)
        #expect(tap.targets.count == 3, "installing twice adds no second relay")

        #expect(tap.simulateRecognition())
        #expect(business.calls == ["dismiss"])
        #expect(later.received.count == 1)
        #expect(card.superview == nil, "the handler removed the view")
        let events = await harness.events()
        #expect(events.map(\.kind) == [.tap], "described before the handler took the view away")
        #expect(events.first?.element?.content == "Offer")
        #expect(events.first?.screen?.name == "ViewController")
    }

    @Test("F10: the relay goes in front through the platform's own remove and add, in the core's order")
    func orderOfSteps() {
        var log: [String] = []
        StateRelayOrder.attach(
            relay: { log.append("add relay") },
            inFrontOf: ["a", "b"],
            remove: { log.append("remove \($0)") },
            add: { log.append("add \($0)") }
        )
        #expect(log == ["remove a", "remove b", "add relay", "add a", "add b"])
    }
}
