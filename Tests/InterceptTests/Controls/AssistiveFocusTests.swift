import Foundation
import Intercept
import InterceptHeadless
import Testing

/// H8: while VoiceOver or Switch Control runs, a touchless action is the user's only when the
/// technology's cursor is on the control (it activates what it focuses); the app's own
/// `sendActions(for:)` is sent from code and is not reported.
@MainActor
@Suite("Assistive focus")
struct AssistiveFocusTests {
    @Test("H8 C3: while VoiceOver runs, the app's sendActions(for:) on a control VoiceOver does not focus is no event, from a timer or from another control's handler; activating the focused control is one")
    func programmaticSendWhileVoiceOverRuns() async throws {
        let screen = SignalScreen()
        screen.application.isAssistiveTechnologyRunning = true
        let buy = screen.place(Button(title: "Buy"), Rect(x: 20, y: 100, width: 100, height: 44))
        let quantity = screen.place(Switch(), Rect(x: 20, y: 200, width: 51, height: 31))
        let counter = ActionCounter()
        quantity.addTarget(counter, action: counter.control, for: .valueChanged)
        // The app's handler of Buy turns the switch on from code.
        let chain = ControlAction("syncQuantity") { (target: Switch, _) in target.sendActions(for: .valueChanged) }
        buy.addTarget(quantity, action: chain, for: .touchUpInside)
        screen.application.assistiveFocus = buy
        _ = await screen.events()

        quantity.sendActions(for: .valueChanged)          // a timer's send, the cursor on Buy
        #expect(await screen.events(.controlAction).isEmpty, "sent from code: VoiceOver focuses another control")

        buy.simulateAccessibilityActivation()             // VoiceOver activates Buy; its handler sends the switch's action
        #expect(counter.count == 2)
        let events = await screen.events(.controlAction)
        #expect(events.map(\.element?.content) == ["Buy"])
        #expect(events.first?.inputMethod == .assistiveTechnology)

        quantity.simulateAccessibilityActivation()        // the cursor moves to the switch, which VoiceOver toggles
        #expect(await screen.events(.controlAction).map(\.inputMethod) == [.assistiveTechnology])
    }

    @Test("H8: a cell focused as one element covers the switch inside it; a platform that cannot tell the focus keeps reporting touchless actions while VoiceOver runs")
    func focusCoversTheElementsSubtree() async throws {
        let screen = SignalScreen()
        screen.application.isAssistiveTechnologyRunning = true
        let card = screen.place(View(), Rect(x: 0, y: 100, width: 390, height: 80))
        let toggle = screen.place(Switch(), Rect(x: 320, y: 20, width: 51, height: 31), in: card)
        let counter = ActionCounter()
        toggle.addTarget(counter, action: counter.control, for: .valueChanged)
        _ = await screen.events()

        screen.application.assistiveFocus = card
        toggle.sendActions(for: .valueChanged)            // VoiceOver activating the card toggles its switch
        #expect(await screen.events(.controlAction).map(\.inputMethod) == [.assistiveTechnology])

        screen.application.assistiveFocus = nil           // unknown focus: as before, a user's
        try await Task.sleep(nanoseconds: 1_000_000)
        toggle.sendActions(for: .valueChanged)
        #expect(await screen.events(.controlAction).map(\.inputMethod) == [.assistiveTechnology])
    }
}
