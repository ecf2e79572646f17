import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// N4: keypads recognized by their layout whatever their keys are made of: keys with no title
/// that draw their digit in a label, keys wrapped one level deeper than their rows, a collection
/// view's cells, and keys the platform calls keyboard keys. Typing 1-2-3-4 gives four events that
/// no field tells apart.
@MainActor
@Suite("Keypads of every shape")
struct KeypadShapesTests {
    static let digits = KeysAndTitlesTests.digits
    /// Where a pad's key for `digit` is, in the window, with the pad at y 300 (3 columns of
    /// 100 x 60 keys).
    static func center(of digit: String) -> (Double, Double) {
        let index = digits.firstIndex(of: digit)!
        return (Double(index % 3) * 100 + 50, 300 + Double(index / 3) * 60 + 30)
    }

    /// Taps 1, 2, 3, 4 and returns the events of `kind`, after checking that each is described
    /// alike: one element, no content, no position, no touch, no host.
    static func typePIN(
        on screen: SignalScreen, kind: InteractionKind, at place: @MainActor (String) -> (Double, Double) = center(of:)
    ) async -> [InteractionEvent] {
        _ = await screen.events()
        for digit in ["1", "2", "3", "4"] {
            let (x, y) = place(digit)
            screen.tap(x, y, thenWait: 0.6)
        }
        screen.wait(2)
        return await screen.events(kind)
    }

    static func expectAlike(_ events: [InteractionEvent]) {
        #expect(events.count == 4)
        #expect(Set(events.map(\.element)).count == 1, "\(events.map { $0.element?.path })")
        #expect(events.allSatisfy { $0.element?.content == nil && $0.listPosition == nil && $0.touch == nil && $0.host == nil })
    }

    @Test("N4: keys with no title that draw their digit in a label (a passcode pad's custom controls) are keys")
    func untitledControlKeys() async {
        let screen = SignalScreen()
        let pad = screen.place(View(), Rect(x: 0, y: 300, width: 300, height: 240))
        let counter = ActionCounter()
        for (index, digit) in Self.digits.enumerated() {
            let key = screen.place(Control(), Rect(x: Double(index % 3) * 100, y: Double(index / 3) * 60, width: 100, height: 60), in: pad)
            let circle = screen.place(View(), Rect(x: 20, y: 0, width: 60, height: 60), in: key)
            circle.isUserInteractionEnabled = false
            screen.place(Label(text: digit), Rect(x: 40, y: 10, width: 20, height: 30), in: key)
            key.addTarget(counter, action: counter.control, for: .touchUpInside)
        }

        let events = await Self.typePIN(on: screen, kind: .controlAction)

        #expect(counter.count == 4)
        Self.expectAlike(events)
    }

    @Test("N4: title keys wrapped in a padding view inside row views are keys, and their titles are never content")
    func wrappedKeys() async {
        let screen = SignalScreen()
        let pad = screen.place(View(), Rect(x: 0, y: 300, width: 300, height: 240))
        let counter = ActionCounter()
        var rows: [View] = []
        for (index, digit) in Self.digits.enumerated() {
            if index % 3 == 0 { rows.append(screen.place(View(), Rect(x: 0, y: Double(index / 3) * 60, width: 300, height: 60), in: pad)) }
            let wrapper = screen.place(View(), Rect(x: Double(index % 3) * 100, y: 0, width: 100, height: 60), in: rows[index / 3])
            let key = screen.place(Button(title: digit), Rect(x: 0, y: 0, width: 100, height: 60), in: wrapper)
            key.addTarget(counter, action: counter.control, for: .touchUpInside)
        }

        let events = await Self.typePIN(on: screen, kind: .controlAction)

        #expect(counter.count == 4)
        Self.expectAlike(events)
    }

    @Test("N4: a collection view's cells laid out as a keypad are keys: no item position, touch or digit")
    func collectionKeypad() async throws {
        let screen = SignalScreen()
        let business = SelectionCountingDelegate()
        let pad = screen.place(CollectionView(visibleItemCount: 12), Rect(x: 0, y: 300, width: 300, height: 240))
        pad.itemsPerRow = 3
        pad.itemHeight = 60
        let data = StaticCollectionViewDataSource(sections: [Self.digits])
        pad.dataSource = data
        pad.delegate = business
        pad.reloadData()
        try screen.interception.intercept(pad)

        let events = await Self.typePIN(on: screen, kind: .itemSelected)

        #expect(business.selections == [.item(0), .item(1), .item(2), .item(3)])
        Self.expectAlike(events)
        _ = data
    }

    @Test("N4: a view the platform calls a keyboard key is a key, whatever its layout")
    func accessibilityKeyboardKeys() async {
        let screen = SignalScreen()
        let pad = screen.place(View(), Rect(x: 0, y: 300, width: 300, height: 240))
        let counter = ActionCounter()
        // One row of keys: no grid, only the trait says they are keys.
        var centers: [String: (Double, Double)] = [:]
        for (index, digit) in Self.digits.prefix(4).enumerated() {
            let key = screen.place(Button(title: digit), Rect(x: Double(index) * 75, y: 0, width: 75, height: 60), in: pad)
            centers[digit] = (Double(index) * 75 + 37, 330)
            key.isAccessibilityKeyboardKey = true
            key.addTarget(counter, action: counter.control, for: .touchUpInside)
        }

        let events = await Self.typePIN(on: screen, kind: .controlAction) { centers[$0]! }

        #expect(counter.count == 4)
        Self.expectAlike(events)
    }

    @Test("N4: keys the platform calls keyboard keys, in rows of their own: the row does not tell them apart")
    func accessibilityKeyboardKeysInRows() async {
        let screen = SignalScreen()
        let pad = screen.place(View(), Rect(x: 0, y: 300, width: 300, height: 240))
        let counter = ActionCounter()
        var centers: [String: (Double, Double)] = [:]
        for row in 0..<2 {
            let rowView = screen.place(View(), Rect(x: 0, y: Double(row) * 60, width: 300, height: 60), in: pad)
            for column in 0..<3 {
                let digit = Self.digits[row * 3 + column]
                let key = screen.place(Button(title: digit), Rect(x: Double(column) * 100, y: 0, width: 100, height: 60), in: rowView)
                centers[digit] = (Double(column) * 100 + 50, 300 + Double(row) * 60 + 30)
                key.isAccessibilityKeyboardKey = true
                key.addTarget(counter, action: counter.control, for: .touchUpInside)
            }
        }

        let events = await Self.typePIN(on: screen, kind: .controlAction) { centers[$0]! }

        #expect(counter.count == 4)
        Self.expectAlike(events)
    }

    @Test("N4: a grid of worded cells is no keypad: their positions still tell them apart")
    func gridsThatAreNotKeypads() async throws {
        let screen = SignalScreen()
        let business = SelectionCountingDelegate()
        let grid = screen.place(CollectionView(visibleItemCount: 12), Rect(x: 0, y: 300, width: 300, height: 240))
        grid.itemsPerRow = 3
        grid.itemHeight = 60
        let data = StaticCollectionViewDataSource(sections: [["Shoes", "Hats", "Bags", "Coats", "Socks", "Belts"]])
        grid.dataSource = data
        grid.delegate = business
        grid.reloadData()
        try screen.interception.intercept(grid)

        _ = await screen.events()
        screen.tap(50, 330, thenWait: 0.6)
        screen.tap(150, 330, thenWait: 0.6)
        let events = await screen.events(.itemSelected)

        #expect(events.map(\.listPosition) == [ListPosition(section: 0, index: 0), ListPosition(section: 0, index: 1)])
        _ = data
    }
}

/// N4 for SwiftUI: a keypad the app builds of tracked buttons names each key by its digit.
@MainActor
@Suite("SwiftUI keypads")
struct SwiftUIKeypadTests {
    @Test("N4 S4: a SwiftUI key (one character, as label or name) gives no content, no position and its type as its name: 1-2-3-4 are alike")
    func swiftUIKeys() throws {
        let describer = ElementDescriber(rules: ElementTrackingRules())
        let keypad = [DeclaredPathSegment("pin")]
        let keys = try ["1", "2", "3", "4"].map { digit in
            try #require(describer.describe(DeclaredElement(type: "Button", name: digit, label: digit, path: keypad, position: digit)))
        }
        #expect(Set(keys.map(\.element)).count == 1, "\(keys.map(\.element))")
        #expect(keys[0].element.content == nil && keys[0].element.position == nil)
        #expect(keys[0].element.trackingID == "Button" && keys[0].element.path == "pin/Button")
        // A key named by the app but showing its digit, and one showing an icon named by its digit.
        let named = try #require(describer.describe(DeclaredElement(type: "Button", name: "key-7", label: "7", path: keypad)))
        #expect(named.element.content == nil && named.element.trackingID == "Button")
        // Worded buttons keep their own words.
        let buy = try #require(describer.describe(DeclaredElement(type: "Button", name: "buy", label: "Buy")))
        #expect(buy.element.content == "Buy" && buy.element.trackingID == "buy")
    }
}

extension SwiftUIKeypadTests {
    @Test("N4 S4: an icon button the app named keeps its name: 'increment' showing '+' and 'decrement' showing '−' stay two actions, with no content")
    func namedIconButtons() throws {
        let describer = ElementDescriber(rules: ElementTrackingRules())
        let stepper = [DeclaredPathSegment("quantity")]
        let plus = try #require(describer.describe(DeclaredElement(type: "Button", name: "increment", label: "+", path: stepper, position: "1")))
        let minus = try #require(describer.describe(DeclaredElement(type: "Button", name: "decrement", label: "−", path: stepper, position: "0")))
        #expect(plus.element.trackingID == "increment" && plus.element.path == "quantity/increment", "\(plus.element)")
        #expect(minus.element.trackingID == "decrement", "\(minus.element)")
        #expect(plus.element.content == nil && plus.element.position == nil, "\(plus.element)")
        // A name that spells the key it shows is still the key's type.
        let key = try #require(describer.describe(DeclaredElement(type: "Button", name: "Key-A", label: "a", path: stepper)))
        #expect(key.element.trackingID == "Button", "\(key.element)")
    }
}

extension SwiftUIKeypadTests {
    @Test("N4 S4: letter-titled buttons whose names only contain the letter keep their names: a formatting bar and a size selector stay six actions")
    func letterTitledButtonsKeepTheirNames() throws {
        let describer = ElementDescriber(rules: ElementTrackingRules())
        let bar = [DeclaredPathSegment("format")]
        var ids: [String] = []
        for (label, name) in [("B", "bold"), ("I", "italic"), ("U", "underline"), ("S", "size-small"), ("M", "size-medium"), ("L", "size-large")] {
            let description = try #require(describer.describe(DeclaredElement(type: "Button", name: name, label: label, path: bar, position: "0")))
            #expect(description.element.content == nil && description.element.position == nil, "\(description.element)")
            ids.append(description.element.trackingID ?? "-")
        }
        #expect(ids == ["bold", "italic", "underline", "size-small", "size-medium", "size-large"], "\(ids)")
    }

    @Test("N4 S4: a name in which the shown character is a whole word spells the key: 'key-7', 'Key_A', 'digit7', 'keyB', 'pad 9', 'key-+'")
    func namesThatSpellTheKey() throws {
        let describer = ElementDescriber(rules: ElementTrackingRules())
        for (label, name) in [("7", "key-7"), ("a", "Key_A"), ("7", "digit7"), ("b", "keyB"), ("9", "pad 9"), ("+", "key-+"), ("7", "7")] {
            let description = try #require(describer.describe(DeclaredElement(type: "Button", name: name, label: label, path: [DeclaredPathSegment("pad")])))
            #expect(description.element.trackingID == "Button", "\(name) showing \(label): \(description.element)")
        }
    }
}
