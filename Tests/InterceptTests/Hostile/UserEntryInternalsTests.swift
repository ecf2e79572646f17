import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// H8 (R2): the views inside a picker, a date picker or an app's `UIKeyInput` view (a wheel's
/// rows, a PIN view's boxes, a keypad button inside it) show what the user enters: a touch that
/// lands on one of them is described with its type and path, never its content, on every path.
@MainActor
@Suite("Inside text inputs and pickers")
struct UserEntryInternalsTests {
    /// June 15, 1987, UTC: a date of birth.
    static let birthday = Date(timeIntervalSince1970: 550_713_600)

    @Test("H8: rage and dead taps on a date picker's wheel never carry the dates around the chosen one")
    func datePickerWheel() async throws {
        let screen = SignalScreen()
        screen.place(DatePicker(date: Self.birthday), Rect(x: 0, y: 300, width: 390, height: 200))
        for _ in 0..<4 { screen.tap(330, 400, thenWait: 0.2) }
        screen.wait(2)
        screen.tap(330, 400)
        screen.wait(2)
        let events = await screen.events()
        #expect(events.allSatisfy { $0.element?.content == nil }, "\(events.map { $0.element?.content })")
        #expect(!events.contains { ($0.element?.content ?? "").contains("1987") })
    }

    @Test("H8: a tap on a picker's row gives no row; a recognizer on a wheel the app reached gives no row either")
    func pickerRows() async throws {
        let screen = SignalScreen()
        let picker = screen.place(PickerView(components: [["Visa", "Mastercard", "Amex"]], selectedRows: [1]), Rect(x: 0, y: 300, width: 390, height: 200))
        screen.tap(200, 400)
        screen.wait(2)
        let row = try #require(picker.subviews.first?.subviews.first?.subviews[2])
        let counter = ActionCounter()
        let recognizer = TapGestureRecognizer(target: counter, action: counter.gesture)
        row.addGestureRecognizer(recognizer)
        try screen.interception.intercept(recognizer)
        #expect(recognizer.simulateRecognition())
        let events = await screen.events()
        #expect(events.allSatisfy { $0.element?.content == nil }, "\(events.map { $0.element?.content })")
        #expect(counter.count == 1)
    }

    @Test("H8: a PIN view's box and a keypad button inside it give no digit: dead tap, control action, exposure")
    func keyInputView() async throws {
        let screen = SignalScreen()
        let pin = screen.place(KeyInputView(length: 4), Rect(x: 0, y: 200, width: 400, height: 100))
        pin.insertText("7")
        let counter = ActionCounter()
        let seven = screen.place(Button(title: "7"), Rect(x: 0, y: 50, width: 100, height: 50), in: pin)
        seven.addTarget(counter, action: counter.control, for: .touchUpInside)
        pin.boxes[0].trackingAttributes.exposure = ExposureContext(trackingID: "first-box")

        screen.tap(50, 220)
        screen.wait(2)
        screen.tap(50, 270)
        screen.wait(2)
        let events = await screen.events(.deadTap, .controlAction, .exposure)
        #expect(Set(events.map(\.kind)) == [.deadTap, .controlAction, .exposure], "\(events.map(\.kind))")
        #expect(events.allSatisfy { $0.element?.content == nil }, "\(events.map { $0.element?.content })")
        #expect(events.first { $0.kind == .controlAction }?.element?.type == "Button", "type and path are still reported")
        #expect(counter.count == 1)
    }

    @Test("H8: a view moved out of a text input gives its content again")
    func movedOut() throws {
        let screen = SignalScreen()
        let pin = screen.place(KeyInputView(length: 4), Rect(x: 0, y: 200, width: 400, height: 100))
        let hint = Label(text: "Enter your code")
        pin.addSubview(hint)
        let describer = screen.interception.elementDescriber
        #expect(describer.describe(hint)?.element.content == nil)
        #expect(describer.isContentWithheld(for: hint))
        screen.controller.view.addSubview(hint)
        #expect(describer.describe(hint)?.element.content == "Enter your code")
        #expect(!describer.isContentWithheld(for: hint))
    }
}
