import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// A control the test drives by hand, to play sends the headless platform has no model for (a
/// `UIAction` handler, which UIKit performs with no event) or with values of the test's choosing.
@MainActor
final class PressedControl: ControlHost {
    let view: View
    init(view: View) { self.view = view }
    var controlElementNode: (any ViewNode)? { view }
}

/// H8: control actions are reported by their own control event; editing events never are; text
/// inputs give no text on any path; actions without a touch keep their source.
@MainActor
@Suite("User actions and typed text")
struct UserActionTests {
    @Test("H8: a text field gives its type and path, never its text, on every path: action, tap, selection, ancestor content")
    func noTypedTextAnywhere() async throws {
        let screen = SignalScreen(configuration: .withDisplayedTextAndTitles)  // the row's texts are content here (N3)
        let row = screen.place(View(), Rect(x: 0, y: 100, width: 390, height: 60))
        row.addSubview(Label(text: "Promo code"))
        let field = screen.place(TextField(text: "ADA-LOVELACE-1815"), Rect(x: 120, y: 10, width: 200, height: 40), in: row)
        let counter = ActionCounter()
        field.addTarget(counter, action: counter.control, for: [.touchUpInside, .editingDidBegin, .editingChanged])
        let tap = TapGestureRecognizer(target: counter, action: counter.gesture)
        row.addGestureRecognizer(tap)
        try screen.interception.intercept(tap)

        screen.tap(200, 130)
        field.simulateTyping("!")
        let events = await screen.events(.controlAction, .tap)
        #expect(counter.count >= 2, "the app's targets ran")
        #expect(events.map(\.kind) == [.tap], "the field's own actions are not actions; the row's recognizer is")
        #expect(events.first?.element?.content == "Promo code", "the row's content leaves the typed text out")
        #expect(!events.contains { $0.element?.content?.contains("ADA") == true })
        let described = try #require(screen.interception.elementDescriber.describe(field))
        #expect(described.element.type == "TextField")
        #expect(described.element.path == "View[0]/View[0]/TextField[0]")
        #expect(described.element.content == nil)
    }

    @Test("H8: editing events are never actions, whatever they are registered with (RxCocoa's text binding listens to editing and valueChanged)")
    func editingIsNeverAnAction() async throws {
        let screen = SignalScreen()
        let field = screen.place(TextField(text: "hello"), Rect(x: 20, y: 100, width: 200, height: 40))
        let counter = ActionCounter()
        field.addTarget(counter, action: counter.control, for: [.allEditingEvents, .valueChanged])
        screen.tap(100, 120)
        field.simulateTyping(" world")
        field.endEditing()
        #expect(counter.count == 3)
        #expect(await screen.events(.controlAction).isEmpty)
    }

    @Test("H8: a button is clicked by a touch ending inside; a touchDown-only target dragged off and cancelled is not a click")
    func touchDownOnly() async throws {
        let screen = SignalScreen()
        let button = screen.place(Button(title: "Hold"), Rect(x: 20, y: 100, width: 100, height: 44))
        let counter = ActionCounter()
        button.addTarget(counter, action: counter.control, for: .touchDown)
        let app = screen.application

        screen.tap(50, 120)
        #expect(await screen.events(.controlAction).map(\.element?.content) == ["Hold"], "down and up inside: a click")

        var touch = try #require(app.beginTouch(at: Point(x: 50, y: 120), in: screen.window))
        app.moveTouch(touch, to: Point(x: 300, y: 600))
        app.cancelTouch(touch)
        touch = try #require(app.beginTouch(at: Point(x: 50, y: 120), in: screen.window))
        app.moveTouch(touch, to: Point(x: 300, y: 600))
        app.endTouch(touch)
        #expect(counter.count == 3, "the app's target ran on every touch down")
        #expect(await screen.events(.controlAction).isEmpty, "dragged off: cancelled or lifted outside, no click")
    }

    @Test("H8: only the action's own control event counts: a button's touchUpOutside and drag targets report nothing")
    func ownControlEvent() async throws {
        let screen = SignalScreen()
        let button = screen.place(Button(title: "Go"), Rect(x: 20, y: 100, width: 100, height: 44))
        let counter = ActionCounter()
        button.addTarget(counter, action: counter.control, for: [.touchUpOutside, .touchDragInside, .touchCancel])
        let app = screen.application
        let touch = try #require(app.beginTouch(at: Point(x: 50, y: 120), in: screen.window))
        app.moveTouch(touch, inside: true)
        app.moveTouch(touch, inside: false)
        app.endTouch(touch)
        #expect(counter.count == 2)
        #expect(await screen.events(.controlAction).isEmpty)
    }

    @Test("H8 C1: a target registered for every touch event (inside and outside lifts alike) reports no click when the finger is dragged off and lifted outside; lifted inside, one")
    func allTouchEventsLiftedOutside() async throws {
        let screen = SignalScreen()
        let button = screen.place(Button(title: "Go"), Rect(x: 20, y: 100, width: 100, height: 44))
        let counter = ActionCounter()
        button.addTarget(counter, action: counter.control, for: .allTouchEvents)
        let app = screen.application
        var touch = try #require(app.beginTouch(at: Point(x: 50, y: 120), in: screen.window))
        app.moveTouch(touch, to: Point(x: 300, y: 600))
        app.endTouch(touch)
        #expect(counter.count == 3, "touchDown, touchDragExit or drag outside, touchUpOutside: the app's target ran")
        #expect(await screen.events(.controlAction).isEmpty, "lifted outside: no click")
        #expect(!button.isTouchInside, "cleared after the send, as UIKit's")

        touch = try #require(app.beginTouch(at: Point(x: 50, y: 120), in: screen.window))
        app.endTouch(touch)
        #expect(await screen.events(.controlAction).map(\.element?.content) == ["Go"], "lifted inside: one click")
    }

    @Test("H8: VoiceOver and Switch Control activations are reported with their source; the same call from code is not")
    func assistiveTechnology() async throws {
        let screen = SignalScreen()
        let buy = screen.place(Button(title: "Buy"), Rect(x: 20, y: 100, width: 100, height: 44))
        let gift = screen.place(Switch(), Rect(x: 20, y: 200, width: 60, height: 30))
        let counter = ActionCounter()
        buy.addTarget(counter, action: counter.control, for: .touchUpInside)
        gift.addTarget(counter, action: counter.control, for: .valueChanged)

        buy.simulateAccessibilityActivation()
        #expect(await screen.events(.controlAction).isEmpty, "no assistive technology: sent from code")

        screen.application.isAssistiveTechnologyRunning = true
        buy.simulateAccessibilityActivation()
        gift.simulateAccessibilityActivation()
        let events = await screen.events(.controlAction)
        #expect(events.map(\.element?.content) == ["Buy", "checked"])
        #expect(events.allSatisfy { $0.inputMethod == .assistiveTechnology && $0.touch == nil })
        #expect(counter.count == 3)
    }

    @Test("H8: a date picker settling after its wheel decelerates is the user's change, reported as settling; later calls from code are not")
    func pickerSettles() async throws {
        let screen = SignalScreen()
        let picker = screen.place(DatePicker(), Rect(x: 0, y: 300, width: 390, height: 216))
        let counter = ActionCounter()
        picker.addTarget(counter, action: counter.control, for: .valueChanged)

        screen.tap(200, 400)
        picker.simulateDecelerationEnd(at: Date(timeIntervalSince1970: 631_152_000))
        let events = await screen.events(.controlAction)
        #expect(events.map(\.inputMethod) == [.settling])
        #expect(events.first?.element?.type == "DatePicker")
        #expect(events.first?.element?.content == nil, "a picked date is never content")

        screen.wait(5)
        picker.simulateDecelerationEnd(at: Date(timeIntervalSince1970: 0))
        #expect(await screen.events(.controlAction).isEmpty, "long after the touch: sent from code")
        #expect(counter.count == 2)
    }

    @Test("H8: a hardware keyboard's press (Full Keyboard Access) is reported with the keyboard as its source")
    func keyboardPress() async throws {
        let screen = SignalScreen()
        let view = screen.place(Button(title: "Send"), Rect(x: 20, y: 100, width: 100, height: 44))
        let control = PressedControl(view: view)
        screen.interception.controlDidSendAction(from: control, ControlActionDispatch(events: [.primaryActionTriggered], input: .press))
        screen.interception.controlDidSendAction(from: control, ControlActionDispatch(events: [.editingDidEndOnExit], input: .press))
        let events = await screen.events(.controlAction)
        #expect(events.map(\.inputMethod) == [.keyboard])
        #expect(events.first?.element?.content == "Send")
    }

    @Test("H8: the action belongs to the touch on the control, among the touches of its event")
    func touchOfTheAction() async throws {
        let screen = SignalScreen()
        let button = screen.place(Button(title: "Pay"), Rect(x: 20, y: 100, width: 100, height: 44))
        let elsewhere = screen.place(Label(text: "elsewhere"), Rect(x: 200, y: 500, width: 100, height: 44))
        let fingers = (NSObject(), NSObject())
        let onButton = PhysicalActionID(fingers.0)
        let onLabel = PhysicalActionID(fingers.1)
        let interception = screen.interception
        interception.physicalActionDidBegin(onButton)
        interception.physicalAction(onButton, isAt: Point(x: 50, y: 120), on: button, phase: .began)
        interception.physicalActionDidBegin(onLabel)
        interception.physicalAction(onLabel, isAt: Point(x: 250, y: 520), on: elsewhere, phase: .began)
        interception.physicalAction(onButton, isAt: Point(x: 50, y: 120), on: button, phase: .ended)
        interception.controlDidSendAction(
            from: button, ControlActionDispatch(events: [.touchUpInside], input: .touches([onButton: .ended, onLabel: .moved]))
        )
        interception.physicalActionDidEnd(onButton)
        interception.physicalActionDidEnd(onLabel)
        let event = try #require(await screen.events(.controlAction).only)
        #expect(event.touch?.window == Point(x: 50, y: 120), "the button's touch, not the label's")
        withExtendedLifetime(fingers) {}
    }
}
