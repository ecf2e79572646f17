import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// A custom code input, as apps build them: a control adopting the platform's key-input protocol
/// that draws each typed digit in a label of its own. The UIKit adapter maps any `UIKeyInput`
/// adopter to a text input with no text, as this one is.
@MainActor
private final class CodeInput: Control {
    override var nodeContent: NodeContent {
        .textInput(nil, TextEntryTraits(isSecureTextEntry: false, contentType: .oneTimeCode))
    }
    override var userEntryKind: UserEntryKind? { .textInput }
}

/// H8: what the user entered through a custom code input or a picker never reaches an event.
@MainActor
@Suite("Entered values: custom inputs and pickers")
struct EnteredValuePrivacyTests {
    @Test("H8: a custom code input's digit labels reach no event: not its actions, not a tap, not an ancestor's content")
    func customCodeInput() async throws {
        let screen = SignalScreen(configuration: .withDisplayedTextAndTitles)  // the ancestors' texts are content here (N3)
        let row = screen.place(View(), Rect(x: 0, y: 100, width: 390, height: 60))
        row.addSubview(Label(text: "Enter code"))
        let input = screen.place(CodeInput(), Rect(x: 120, y: 10, width: 200, height: 40), in: row)
        for digit in ["4", "8", "1", "5"] { input.addSubview(Label(text: digit)) }
        let counter = ActionCounter()
        input.addTarget(counter, action: counter.control, for: [.touchUpInside, .editingChanged, .valueChanged])
        let tap = TapGestureRecognizer(target: counter, action: counter.gesture)
        row.addGestureRecognizer(tap)
        try screen.interception.intercept(tap)

        screen.tap(200, 130)
        input.sendActions(for: [.editingChanged, .valueChanged])
        let events = await screen.events(.controlAction, .tap)
        #expect(counter.count >= 2, "the app's targets ran")
        #expect(events.map(\.kind) == [.tap], "the input's own actions are not reported; the row's recognizer is")
        #expect(events.first?.element?.content == "Enter code", "the row's content stops at the input")
        let described = try #require(screen.interception.elementDescriber.describe(input))
        #expect(described.element.content == nil)
        #expect(!events.contains { event in ["4", "8", "1", "5"].contains { event.element?.content?.contains($0) == true } })
    }

    @Test("H8: a date picker's picked date and its wheels' rows reach no event: not its valueChanged, not a tap, not an ancestor's content")
    func pickerRowsWithheld() async throws {
        let screen = SignalScreen(configuration: .withDisplayedTextAndTitles)  // the ancestors' texts are content here (N3)
        let form = screen.place(View(), Rect(x: 0, y: 250, width: 390, height: 300))
        form.addSubview(Label(text: "Birthday"))
        let picker = screen.place(DatePicker(), Rect(x: 0, y: 50, width: 390, height: 216), in: form)
        // The wheels' rows, as UIKit's picker draws them in private subviews.
        for row in ["March", "14", "1879"] { picker.addSubview(Label(text: row)) }
        let counter = ActionCounter()
        picker.addTarget(counter, action: counter.control, for: .valueChanged)
        let tap = TapGestureRecognizer(target: counter, action: counter.gesture)
        form.addGestureRecognizer(tap)
        try screen.interception.intercept(tap)

        screen.tap(200, 400)
        picker.simulateDecelerationEnd(at: Date(timeIntervalSince1970: -2_863_555_200))
        let events = await screen.events(.controlAction, .tap)
        #expect(Set(events.map(\.kind)) == [.tap, .controlAction], "the recognizer's tap and the settled change")
        #expect(events.first { $0.kind == .controlAction }?.element?.content == nil, "a picked date is never content")
        #expect(events.first { $0.kind == .tap }?.element?.content == "Birthday", "the form's content stops at the picker")
        #expect(!events.contains { event in ["March", "14", "1879"].contains { event.element?.content?.contains($0) == true } })
        #expect(try #require(screen.interception.elementDescriber.describe(picker)).element.content == nil)
    }
}
