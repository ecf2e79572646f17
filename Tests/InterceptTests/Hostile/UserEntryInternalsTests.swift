import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// H8: the views inside a picker, a date picker or an app's `UIKeyInput` view (a wheel's
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

    @Test("H8: a PIN pad inside a key-input view gives no control action, tap, rage tap or dead tap, whose path and id would spell the PIN; it still works, and its exposure gives no digit")
    func keyInputView() async throws {
        let screen = SignalScreen()
        let pin = screen.place(KeyInputView(length: 4), Rect(x: 0, y: 200, width: 400, height: 200))
        pin.insertText("7")
        let counter = ActionCounter()
        let keys = (0..<3).map { digit in
            let key = screen.place(Button(title: "\(digit)"), Rect(x: Double(digit) * 100, y: 100, width: 100, height: 50), in: pin)
            key.trackingAttributes.trackingID = "digit-\(digit)"
            key.addTarget(counter, action: counter.control, for: .touchUpInside)
            return key
        }
        let tapped = TapGestureRecognizer(target: counter, action: counter.gesture)
        pin.boxes[1].addGestureRecognizer(tapped)
        try screen.interception.intercept(tapped)
        pin.boxes[0].trackingAttributes.exposure = ExposureContext(trackingID: "first-box")

        screen.tap(50, 220)  // the first box: nothing handles it
        screen.wait(2)
        screen.tap(150, 320)  // the key "1"
        screen.wait(2)
        for _ in 0..<4 { screen.tap(250, 320, thenWait: 0.1) }  // the key "2", fast: a rage burst
        screen.wait(2)
        #expect(tapped.simulateRecognition())
        screen.wait(2)
        let events = await screen.events()
        #expect(!events.contains { [.controlAction, .tap, .rageTap, .deadTap].contains($0.kind) }, "\(events.map(\.kind))")
        #expect(!events.contains { ($0.element?.trackingID ?? "").hasPrefix("digit-") })
        #expect(events.contains { $0.kind == .exposure }, "exposure inside a text input is still reported, without content")
        #expect(events.allSatisfy { $0.element?.content == nil }, "\(events.map { $0.element?.content })")
        #expect(counter.count == 6, "the keys and the recognizer work as before")
        #expect(keys.count == 3)
    }

    @Test("H8: rage and dead taps and a tracked recognizer's events on a key-input view that draws its keys itself carry no touch position, which would be the key; a button beside it keeps its position")
    func selfDrawnKeyInputView() async throws {
        let screen = SignalScreen()
        let pad = screen.place(SelfDrawnPinPad(), Rect(x: 0, y: 200, width: 300, height: 400))
        let counter = ActionCounter()
        let recognizer = TapGestureRecognizer(target: counter, action: counter.gesture)
        pad.addGestureRecognizer(recognizer)
        screen.interception.interceptGestureRecognizers(in: screen.window)
        for _ in 0..<4 { screen.tap(50, 250, thenWait: 0.2) }
        screen.wait(2)
        let events = await screen.events()
        #expect(events.contains { $0.kind == .rageTap }, "the rage tap is still reported: \(events.map(\.kind))")
        #expect(events.contains { $0.kind == .tap }, "and the recognizer's taps")
        #expect(events.allSatisfy { $0.touch == nil }, "\(events.map { ($0.kind, $0.touch) })")

        let beside = screen.place(Button(title: "Pay"), Rect(x: 0, y: 650, width: 300, height: 50))
        beside.addTarget(counter, action: counter.control, for: .touchUpInside)
        screen.tap(50, 670)
        screen.wait(1)
        #expect(await screen.events(.controlAction).only?.touch != nil)
    }

    @Test("H8: a keypad list inside a key-input view gives no selection event, whose row would spell the PIN; it still selects")
    func keyInputKeypadList() async throws {
        let screen = SignalScreen()
        let pin = screen.place(KeyInputView(length: 4), Rect(x: 0, y: 200, width: 400, height: 400))
        let keypad = screen.place(TableView(), Rect(x: 0, y: 100, width: 400, height: 300), in: pin)
        let beside = screen.place(TableView(), Rect(x: 0, y: 650, width: 400, height: 100))
        let delegate = SelectionCountingDelegate()
        try screen.interception.setDelegate(delegate, on: keypad)
        let besideDelegate = SelectionCountingDelegate()
        try screen.interception.setDelegate(besideDelegate, on: beside)
        for list in [keypad, beside] {
            list.dataSource = OneRowDataSource.shared
            list.reloadData()
            list.simulateUserTap(onRowAt: .row(0))
        }
        #expect(delegate.selections == [.row(0)])
        screen.wait(1)
        let events = await screen.events(.rowSelected)
        #expect(events.count == 1, "only the list beside the input: \(events.map { $0.element?.path })")
        #expect(besideDelegate.selections == [.row(0)])
    }

    @Test("H8: a text field's own clear button gives no control action; the field clears, and a button beside the field is still reported")
    func clearButton() async throws {
        let screen = SignalScreen()
        let field = screen.place(TextField(text: "4111 1111"), Rect(x: 0, y: 100, width: 300, height: 40))
        field.clearButtonMode = .always
        let clear = try #require(field.clearButton)
        #expect(!clear.isHidden)
        let counter = ActionCounter()
        let done = screen.place(Button(title: "Done"), Rect(x: 0, y: 200, width: 300, height: 40))
        done.addTarget(counter, action: counter.control, for: .touchUpInside)

        screen.tap(280, 120)  // on the clear button
        screen.wait(2)
        #expect(field.text == "", "the clear button works")
        #expect(clear.isHidden, "and hides once the text is gone")
        screen.tap(150, 220)
        screen.wait(2)
        let events = await screen.events(.controlAction, .deadTap, .rageTap)
        #expect(events.map(\.kind) == [.controlAction], "\(events.map { ($0.kind, $0.element?.type) })")
        #expect(events.first?.element?.type == "Button")
        #expect(counter.count == 1)
    }

    @Test("H8: a view moved out of a text input gives its content again")
    func movedOut() throws {
        let screen = SignalScreen(configuration: .withDisplayedTextAndTitles)  // the labels' texts are content here (N3)
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

    @Test("H8: learning that a view is inside a text field reads none of the field's text, a secure field's included")
    func kindReadsNoText() throws {
        let screen = SignalScreen()
        let field = screen.place(TextReadCountingField(text: "hunter2", isSecureTextEntry: true), Rect(x: 0, y: 100, width: 300, height: 40))
        let inner = Label(text: "•••••••")
        field.addSubview(inner)
        let describer = screen.interception.elementDescriber
        #expect(describer.describe(inner)?.element.content == nil)
        #expect(describer.isContentWithheld(for: inner))
        #expect(field.contentReads == 0, "the field's kind comes from its class, not its content")
        _ = describer.describe(field)
        #expect(field.contentReads > 0, "the counter counts (the field's own description reads its content)")
    }

    @Test("F16 H8: a text field's text is read only when it is kept: never by default, never for a secure field, and once the app opts in, a plain field's")
    func typedTextReadOnlyWhenKept() throws {
        let screen = SignalScreen(configuration: .withDisplayedTextAndTitles)  // the labels' texts are content here (N3)
        let row = screen.place(View(), Rect(x: 0, y: 100, width: 390, height: 60))
        row.addSubview(Label(text: "Name"))
        let name = screen.place(TextReadCountingField(text: "Ada"), Rect(x: 100, y: 0, width: 100, height: 40), in: row)
        let password = screen.place(TextReadCountingField(text: "hunter2", isSecureTextEntry: true), Rect(x: 200, y: 0, width: 100, height: 40), in: row)
        let describer = screen.interception.elementDescriber
        #expect(describer.describe(row)?.element.content == "Name")
        #expect(describer.describe(name)?.element.content == nil)
        #expect(describer.describe(password)?.element.content == nil)
        #expect(name.textReads == 0 && password.textReads == 0, "nothing typed is copied out of the fields by default")

        var rules = describer.rules
        rules.capturesTypedText = true
        let optedIn = ElementDescriber(rules: rules)
        #expect(optedIn.describe(name)?.element.content == "Ada")
        #expect(optedIn.describe(row)?.element.content == "Name-Ada")
        #expect(optedIn.describe(password)?.element.content == nil)
        #expect(name.textReads > 0)
        #expect(password.textReads == 0, "a secure field's text is never read")
    }
}

/// A text field that counts how often its content, and its text, are read.
@MainActor
private final class TextReadCountingField: TextField {
    private(set) var contentReads = 0
    private(set) var textReads = 0
    override var nodeContent: NodeContent {
        contentReads += 1
        return super.nodeContent
    }
    override var text: String? {
        get {
            textReads += 1
            return super.text
        }
        set { super.text = newValue }
    }
}

/// A PIN pad adopting `UIKeyInput` that draws its ten keys itself and maps a touch's point to a
/// digit (H8): one view, no subviews, so the point is the key.
@MainActor
private final class SelfDrawnPinPad: View {
    override var userEntryKind: UserEntryKind? { .textInput }
    override var nodeContent: NodeContent { .textInput(nil, TextEntryTraits(isSecureTextEntry: true, contentType: nil)) }
}
