import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// Returns once the main queue has turned: work it was given before runs first.
@MainActor
private func nextMainQueueTurn() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
        DispatchQueue.main.async { done.resume() }
    }
}

/// C3 and U1: a touchless activation (a hardware keyboard's press, an
/// assistive technology's activation, a picker settling) of a control with several target-actions
/// is one user action and gives one event, as a touch does; distinct activations stay distinct.
@MainActor
@Suite("Touchless activations")
struct TouchlessActivationTests {
    @Test("C3 U1: a key press on a control with two target-actions (an action and RxCocoa's rx.tap target) gives one event")
    func keyPressWithTwoTargets() async throws {
        let screen = SignalScreen()
        let (buy, action, rxTap) = Self.buttonWithTwoTargets(on: screen)

        #expect(screen.application.simulateKeyPress(on: buy))
        let events = await screen.events(.controlAction)
        #expect(events.map(\.inputMethod) == [.keyboard])
        #expect(events.first?.element?.content == "Buy")
        #expect(action.count == 1 && rxTap.count == 1, "every target still runs")
    }

    @Test("C3: two key presses are two activations, two events, even when both are dispatched in one main-queue turn")
    func twoKeyPresses() async throws {
        let screen = SignalScreen()
        let (buy, action, rxTap) = Self.buttonWithTwoTargets(on: screen)

        screen.application.simulateKeyPress(on: buy)
        screen.application.simulateKeyPress(on: buy)
        #expect(await screen.events(.controlAction).map(\.inputMethod) == [.keyboard, .keyboard])
        screen.application.simulateKeyPress(on: buy)
        #expect(await screen.events(.controlAction).map(\.inputMethod) == [.keyboard])
        #expect(action.count == 3 && rxTap.count == 3)
    }

    @Test("C3: an assistive technology's activation of a control with two target-actions gives one event; the next activation, a turn later, its own")
    func assistiveActivationWithTwoTargets() async throws {
        let screen = SignalScreen()
        screen.application.isAssistiveTechnologyRunning = true
        let buy = screen.place(Button(title: "Buy"), Rect(x: 20, y: 100, width: 100, height: 44))
        let gift = screen.place(Button(title: "Gift"), Rect(x: 20, y: 200, width: 100, height: 44))
        let counter = ActionCounter()
        let rxTap = ActionCounter()
        for control in [buy, gift] {
            control.addTarget(counter, action: counter.control, for: .touchUpInside)
            control.addTarget(rxTap, action: rxTap.control, for: .touchUpInside)
        }

        buy.simulateAccessibilityActivation()
        await nextMainQueueTurn()
        buy.simulateAccessibilityActivation()
        gift.simulateAccessibilityActivation()
        let events = await screen.events(.controlAction)
        #expect(events.map(\.element?.content) == ["Buy", "Buy", "Gift"])
        #expect(events.allSatisfy { $0.inputMethod == .assistiveTechnology })
        #expect(counter.count == 3 && rxTap.count == 3)
    }

    @Test("C3: a press's target-action and the control's UIAction handler, which UIKit performs with no event, are one activation")
    func targetActionAndActionHandler() async throws {
        let screen = SignalScreen()
        let view = screen.place(Button(title: "Send"), Rect(x: 20, y: 100, width: 100, height: 44))
        let control = PressedControl(view: view)
        let press = InputEventIdentity(event: ObjectIdentifier(view), timestamp: 10)
        let nextPress = InputEventIdentity(event: ObjectIdentifier(view), timestamp: 11)
        let handler = ControlActionDispatch(events: [.touchUpInside], input: .none, isAssistiveTechnologyRunning: true)

        // VoiceOver runs, and a keyboard activates the control: UIKit sends the target-action with
        // its presses event, then performs the handler with none.
        screen.interception.controlDidSendAction(from: control, ControlActionDispatch(events: [.touchUpInside], input: .press, inputEvent: press))
        screen.interception.controlDidSendAction(from: control, handler)
        // The next press, in the same turn: another dispatch of the reused presses event.
        screen.interception.controlDidSendAction(from: control, handler)
        screen.interception.controlDidSendAction(from: control, ControlActionDispatch(events: [.touchUpInside], input: .press, inputEvent: nextPress))
        #expect(await screen.events(.controlAction).map(\.inputMethod) == [.keyboard, .keyboard])
    }

    @Test("C3: a date picker settling with two value-changed targets gives one settling event")
    func settlingWithTwoTargets() async throws {
        let screen = SignalScreen()
        let picker = screen.place(DatePicker(), Rect(x: 0, y: 300, width: 390, height: 216))
        let first = ActionCounter()
        let second = ActionCounter()
        picker.addTarget(first, action: first.control, for: .valueChanged)
        picker.addTarget(second, action: second.control, for: .valueChanged)

        screen.tap(200, 400)
        _ = await screen.events()
        picker.simulateDecelerationEnd(at: Date(timeIntervalSince1970: 631_152_000))
        #expect(await screen.events(.controlAction).map(\.inputMethod) == [.settling])
        #expect(first.count == 1 && second.count == 1)
    }

    /// A button with an action and a second target-action for the same event, as RxCocoa's
    /// `rx.tap` adds its `ControlTarget` beside the app's `@IBAction`.
    private static func buttonWithTwoTargets(on screen: SignalScreen) -> (Button, ActionCounter, ActionCounter) {
        let buy = screen.place(Button(title: "Buy"), Rect(x: 20, y: 100, width: 100, height: 44))
        let action = ActionCounter()
        let rxTap = ActionCounter()
        buy.addTarget(action, action: action.control, for: .touchUpInside)
        buy.addTarget(rxTap, action: rxTap.control, for: .touchUpInside)
        return (buy, action, rxTap)
    }
}
