import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// N4: keypad keys are described alike; screens' titles are an opt-in.
@MainActor
@Suite("No keys, no titles")
struct KeysAndTitlesTests {
    /// Buttons titled `titles`, `columns` to a row, in `container` (or, with `rows`, in one row
    /// view per row inside it, as stack views lay keypads out).
    @discardableResult
    static func keys(_ titles: [String], columns: Int, in container: View, rows: Bool = false) -> [Button] {
        var made: [Button] = []
        var rowViews: [View] = []
        for (index, title) in titles.enumerated() {
            let key = Button(title: title)
            let row = index / columns, column = index % columns
            if rows {
                if rowViews.count <= row {
                    let rowView = View()
                    rowView.frame = Rect(x: 0, y: Double(row) * 60, width: 300, height: 60)
                    container.addSubview(rowView)
                    rowViews.append(rowView)
                }
                key.frame = Rect(x: Double(column) * 100, y: 0, width: 100, height: 60)
                rowViews[row].addSubview(key)
            } else {
                key.frame = Rect(x: Double(column) * 100, y: Double(row) * 60, width: 100, height: 60)
                container.addSubview(key)
            }
            made.append(key)
        }
        return made
    }

    static let digits = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "⌫", "0", "OK"]

    @Test("N4: a grid of single-character buttons is a keypad, in one container or in rows: every key is described alike")
    func recognizedKeypads() {
        for rows in [false, true] {
            let screen = ViewController(title: "PIN")
            let pad = View()
            screen.view.addSubview(pad)
            let keys = Self.keys(Self.digits, columns: 3, in: pad, rows: rows)
            keys[4].trackingAttributes.trackingID = "key-5"
            let describer = ElementDescriber()
            let descriptions = keys.map { describer.describe($0) }
            #expect(Set(descriptions.map { $0?.element }).count == 1, "rows: \(rows): \(descriptions.map { $0?.element.path })")
            #expect(descriptions.allSatisfy { $0?.element.content == nil && $0?.element.trackingID == nil && $0?.element.position == nil })
            #expect(KeypadRecognition.keypadLevel(of: keys[0], content: keys[0].nodeContent) == (rows ? 2 : 1))
        }
    }

    @Test("N4: a row of single-character buttons, or a grid of worded buttons, is not a keypad")
    func notKeypads() {
        let screen = ViewController()
        let sizes = View()
        let menu = View()
        screen.view.addSubview(sizes)
        screen.view.addSubview(menu)
        let row = Self.keys(["S", "M", "L", "X"], columns: 4, in: sizes)
        let worded = Self.keys(["Home", "Cart", "Orders", "Help", "A", "B"], columns: 2, in: menu)
        let describer = ElementDescriber()
        #expect(describer.describe(row[1])?.element.content == "M")
        #expect(describer.describe(row[1])?.element.path != describer.describe(row[2])?.element.path)
        #expect(describer.describe(worded[4])?.element.content == "A", "2 of 6 titled controls: not mostly keys")
    }

    @Test("N4: a keypad the app marks: every view inside it is a key, whatever it shows")
    func markedKeypad() async throws {
        let screen = SignalScreen()
        let pad = screen.place(View(), Rect(x: 0, y: 300, width: 300, height: 240))
        pad.trackingAttributes.isKeypad = true
        pad.trackingAttributes.trackingID = "pin-pad"
        let counter = ActionCounter()
        var keys: [View] = []
        for index in 0..<10 {
            let key = screen.place(View(), Rect(x: Double(index % 3) * 100, y: Double(index / 3) * 60, width: 100, height: 60), in: pad)
            key.addSubview(Label(text: "\(index)"))
            key.addGestureRecognizer(TapGestureRecognizer(target: counter, action: counter.gesture))
            key.trackingAttributes.customProperties = ["digit": .integer(index)]
            keys.append(key)
        }
        screen.interception.interceptGestureRecognizers(in: screen.window)
        _ = await screen.events()
        for index in [7, 3, 1, 5] { screen.tap(Double(index % 3) * 100 + 50, 300 + Double(index / 3) * 60 + 30, thenWait: 0.6) }
        screen.wait(2)
        let taps = await screen.events(.tap)
        #expect(counter.count == 4 && taps.count == 4)
        #expect(Set(taps.map(\.element)).count == 1)
        #expect(taps.allSatisfy { $0.touch == nil && $0.host == nil && $0.customProperties.isEmpty && $0.element?.content == nil })
        #expect(taps.first?.element?.path.hasSuffix("View[0]/View[0]") == true)
    }

    @Test("N4: screens' titles are sent only where the app opts in, globally or per screen; pages and inner pages too")
    func screenTitles() async throws {
        for optIn in [TextOptIn.nowhere, TextOptIn(screens: ["ViewController"]), .everywhere, TextOptIn(screens: ["Other"])] {
            var configuration = InterceptionConfiguration()
            configuration.elementRules.screenTitles = optIn
            let screen = SignalScreen(configuration: configuration, root: ViewController(title: "Jane Doe"))
            let button = screen.place(Button(title: "Call"), Rect(x: 0, y: 100, width: 100, height: 44))
            screen.interception.showInnerPage(InnerPage(id: "chat", title: "Chat with Jane Doe"), in: screen.window.rootViewController!)
            _ = button
            screen.tap(50, 120)
            let events = await screen.events()
            let sendsTitle = optIn.isEverywhere || optIn.screens.contains("ViewController")
            let screens = events.compactMap(\.screen).filter { $0.name == "ViewController" }
            #expect(!screens.isEmpty)
            #expect(screens.allSatisfy { $0.title == (sendsTitle ? "Jane Doe" : nil) }, "\(optIn): \(screens)")
            let inner = events.compactMap(\.screen).filter { $0.name == "chat" }
            #expect(!inner.isEmpty)
            #expect(inner.allSatisfy { $0.title == (optIn.isEverywhere ? "Chat with Jane Doe" : nil) }, "\(optIn): \(inner)")
        }
    }
}

extension KeysAndTitlesTests {
    @Test("N4: taps repeated on one key are typing, not a rage tap: a burst would tell a repeated digit")
    func noRageOnKeys() async throws {
        let screen = SignalScreen()
        let pad = screen.place(View(), Rect(x: 0, y: 300, width: 300, height: 240))
        let counter = ActionCounter()
        for key in Self.keys(Self.digits, columns: 3, in: pad) { key.addTarget(counter, action: counter.control, for: .touchUpInside) }
        _ = await screen.events()
        for _ in 0..<4 { screen.tap(50, 330, thenWait: 0.2) }
        screen.wait(2)
        #expect(counter.count == 4)
        #expect(await screen.events(.rageTap).isEmpty)
        let outside = screen.place(Button(title: "Pay"), Rect(x: 0, y: 600, width: 100, height: 44))
        outside.addTarget(counter, action: counter.control, for: .touchUpInside)
        for _ in 0..<4 { screen.tap(50, 620, thenWait: 0.2) }
        screen.wait(2)
        #expect(await screen.events(.rageTap).count == 1, "the same burst on a button that is no key is one")
    }
}
