import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// A2: a tap nothing handles gives a dead tap.
@MainActor
@Suite("Dead taps")
struct DeadTapTests {
    @Test("A2: a tap on a label with no recognizer is a dead tap, once the window passed")
    func labelWithoutRecognizer() async throws {
        let screen = SignalScreen()
        // Looks tappable (interaction enabled, as for a recognizer the app forgot to add).
        let label = screen.place(Label(text: "See all"), Rect(x: 20, y: 100, width: 100, height: 40))
        label.isUserInteractionEnabled = true
        screen.tap(45, 110)
        screen.wait(0.5)
        #expect(await screen.events(.deadTap).isEmpty, "still in the window: something may handle it")
        screen.wait(1)
        let dead = try #require(await screen.events(.deadTap).only)
        #expect(dead.element?.type == "Label")
        #expect(dead.element?.content == nil, "a label's text is displayed text (N3)")
        #expect(dead.touch == TouchLocation(window: Point(x: 45, y: 110), element: Point(x: 0.25, y: 0.25)))
        #expect(dead.screen?.name == "ViewController")
    }

    @Test("A2: a tap on a disabled button is a dead tap")
    func disabledButton() async throws {
        let screen = SignalScreen()
        let counter = ActionCounter()
        let button = screen.place(Button(title: "Continue"), Rect(x: 20, y: 700, width: 350, height: 50))
        button.addTarget(counter, action: counter.control, for: .touchUpInside)
        button.isEnabled = false
        screen.tap(200, 720)
        screen.wait(2)
        let dead = try #require(await screen.events(.deadTap).only)
        #expect(dead.element?.content == "Continue")
        #expect(counter.count == 0)
    }

    @Test("A2: a tap on a cell whose delegate vetoes selection is a dead tap; an accepted selection is not")
    func vetoedCell() async throws {
        let screen = SignalScreen()
        let table = screen.place(TableView(visibleRowCount: 3), Rect(x: 0, y: 100, width: 390, height: 132))
        let data = StaticTableViewDataSource(sections: [["Sold out", "In stock"]])
        let delegate = TableViewDelegateSpy()
        delegate.willSelectAnswer = { $0.row == 0 ? nil : $0 }
        table.dataSource = data
        table.delegate = delegate
        table.reloadData()
        try screen.interception.intercept(table)
        let soldOut = try #require(table.cellForRow(at: .row(0)))
        let inStock = try #require(table.cellForRow(at: .row(1)))
        screen.application.simulateTouch(on: soldOut)
        screen.wait(2)
        let dead = try #require(await screen.events(.deadTap, .rowSelected).only)
        #expect(dead.kind == .deadTap)
        #expect(dead.element?.type == "TableViewCell")

        screen.application.simulateTouch(on: inStock)
        screen.wait(2)
        #expect(await screen.events(.deadTap, .rowSelected).map(\.kind) == [.rowSelected])
    }

    @Test("A2: negatives: a handled tap, a recognized tap, and a tap that opens a page within the window")
    func handledTaps() async throws {
        let navigation = NavigationController(rootViewController: ViewController(title: "Home"))
        let screen = SignalScreen(root: navigation)
        let home = try #require(navigation.topViewController)
        home.view.frame = screen.window.bounds      // laid out, as UIKit's container would
        let counter = ActionCounter()
        let button = screen.place(Button(title: "Buy"), Rect(x: 0, y: 100, width: 200, height: 50), in: home.view)
        button.addTarget(counter, action: counter.control, for: .touchUpInside)
        let banner = screen.place(View(), Rect(x: 0, y: 200, width: 390, height: 100), in: home.view)
        banner.addGestureRecognizer(TapGestureRecognizer(target: counter, action: counter.gesture))
        screen.interception.interceptGestureRecognizers(in: screen.window)
        let promo = screen.place(View(), Rect(x: 0, y: 400, width: 390, height: 100), in: home.view)

        screen.tap(100, 120)                    // a control action
        screen.tap(100, 250)                    // a recognition
        screen.tap(100, 450, thenWait: 0.4)     // handled in code the toolkit cannot see, which
        navigation.pushViewController(ViewController(title: "Promo"))   // opens a page 0.4 s later
        screen.wait(2)
        #expect(counter.count == 2)
        #expect(await screen.events(.deadTap).isEmpty)
        #expect(promo.window == nil, "the promo screen covers the home screen")

        navigation.popViewController()
        screen.wait(1)
        screen.tap(100, 450, thenWait: 1.5)     // a page that opens after the window does not count
        navigation.pushViewController(ViewController(title: "Promo"))
        screen.wait(1)
        #expect(await screen.events(.deadTap).count == 1)
    }

    @Test("A2: the window and the switch are configurable; the default window is one second")
    func configurable() async throws {
        #expect(DeadTapPolicy().window == 1)
        var configuration = InterceptionConfiguration()
        configuration.tapSignals.deadTaps.window = 3
        let screen = SignalScreen(configuration: configuration)
        screen.place(View(), Rect(x: 0, y: 100, width: 390, height: 100))
        screen.tap(10, 150)
        screen.wait(2)
        #expect(await screen.events(.deadTap).isEmpty)
        screen.wait(2)
        #expect(await screen.events(.deadTap).count == 1)
        #expect(!screen.interception.needsExposureFrames, "nothing left to wait for")

        configuration.tapSignals.deadTaps.isEnabled = false
        let off = SignalScreen(configuration: configuration)
        off.place(View(), Rect(x: 0, y: 100, width: 390, height: 100))
        off.tap(10, 150)
        off.wait(5)
        #expect(await off.events(.deadTap).isEmpty)
    }
}

/// A view that handles touches in its own code, as a UIKit subclass overriding `touchesEnded` does.
@MainActor
private final class DrawingCanvas: View {
    override class var touchMethodOverrides: (declaredBy: AnyClass, methods: Set<TouchHandlingMethod>)? { (DrawingCanvas.self, [.touchesEnded]) }
}

@MainActor
@Suite("Dead taps and touch-handling views")
struct TouchHandlingDeadTapTests {
    @Test("A2: a tap on a view whose own code handles touches (a touchesEnded override), or inside one, is not a dead tap")
    func touchHandlingViewIsNotDead() async throws {
        let screen = SignalScreen()
        let canvas = screen.place(DrawingCanvas(), Rect(x: 0, y: 100, width: 390, height: 300))
        screen.place(Label(text: "stroke"), Rect(x: 10, y: 10, width: 100, height: 20), in: canvas)
        let plain = screen.place(View(), Rect(x: 0, y: 500, width: 390, height: 100))
        screen.tap(200, 250)
        screen.tap(15, 115)
        screen.wait(3)
        #expect(await screen.events(.deadTap).isEmpty)
        screen.tap(200, 550)
        screen.wait(3)
        #expect(await screen.events(.deadTap).count == 1, "a plain view still gives a dead tap")
        _ = plain
    }
}
