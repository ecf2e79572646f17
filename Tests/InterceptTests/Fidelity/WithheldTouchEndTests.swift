import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// B1, U1: a touch whose end a recognizer still deciding withholds from its view. UIKit's order
/// (Apple, `UIGestureRecognizer.delaysTouchesEnded`, `true` by default; `require(toFail:)`): a
/// single tap that requires a double tap to fail does not decide when the finger lifts; the view
/// does not get the touch's end then. Some 0.35 s later, in a timer's run-loop turn, the double
/// tap fails, the single tap recognizes, and the view gets the end: a table notes its pending
/// row and selects it at the end of that turn, a control sends its touch-up. The touch's own turn
/// ended long before; its one event waits for them.
@MainActor
@Suite("Touch ends withheld by recognizers")
struct WithheldTouchEndTests {
    let screen = SignalScreen()
    let single = ActionRecorder(name: "single")
    let double = ActionRecorder(name: "double")

    /// A double tap and a single tap that waits for it to fail on the screen's view, touches not
    /// cancelled (the "dismiss the keyboard" tap an app also lets double-tap).
    func addTapsWaitingForDoubleTap() {
        let doubleTap = TapGestureRecognizer(target: double, action: double.action())
        doubleTap.numberOfTapsRequired = 2
        let singleTap = TapGestureRecognizer(target: single, action: single.action())
        singleTap.require(toFail: doubleTap)
        screen.controller.view.addGestureRecognizer(doubleTap)
        screen.controller.view.addGestureRecognizer(singleTap)
        screen.interception.interceptGestureRecognizers(in: screen.window)
    }

    var checks: AssumptionChecks { screen.interception.assumptionChecks }

    @Test("B1 U1: a row tapped under a single tap waiting for a double tap to fail: the recognition and the selection come turns after the touch's; one event, the row's, and no assumption counted")
    func rowUnderSingleTapWaitingForDoubleTap() async throws {
        let delegate = TableViewDelegateSpy()
        var selected: [IndexPath] = []
        delegate.onDidSelect = { _, indexPath in selected.append(indexPath) }
        let table = try screen.interceptedTable(["Shoes", "Hats"], at: 100, delegate: delegate)
        addTapsWaitingForDoubleTap()
        let cell = try #require(table.cellForRow(at: .row(1)))

        screen.application.simulateTouch(on: cell)
        #expect(single.received.isEmpty && selected.isEmpty, "the single tap waits; the table has not had the touch's end")
        screen.clock.advance(by: 0.35)
        screen.application.fireTapTimers()
        #expect(single.received.count == 1 && double.received.isEmpty)
        #expect(selected == [.row(1)])
        screen.wait(2)

        let events = await screen.events(.tap, .rowSelected, .deadTap)
        #expect(events.map(\.kind) == [.rowSelected])
        #expect(events.first?.listPosition?.index == 1)
        #expect(checks.violations(of: .selectionFollowsTouchInTurn) == 0)
    }

    @Test("B1 U1: a button under a single tap waiting for a double tap gets its touch-up late: one event, the button's, and no assumption counted")
    func buttonUnderSingleTapWaitingForDoubleTap() async throws {
        let actions = CheckoutActions()
        let button = screen.place(Button(title: "Add to cart"), Rect(x: 20, y: 400, width: 300, height: 60))
        button.addTarget(actions, action: actions.action("add"), for: .touchUpInside)
        addTapsWaitingForDoubleTap()

        screen.application.simulateTouch(on: button)
        #expect(actions.performed.isEmpty)
        screen.clock.advance(by: 0.35)
        screen.application.fireTapTimers()
        #expect(actions.performed == ["add"] && single.received.count == 1)
        screen.wait(2)

        let events = await screen.events(.tap, .controlAction, .deadTap)
        #expect(events.map(\.kind) == [.controlAction])
        #expect(checks.violations(of: .controlSendInsideTouchDispatch) == 0)
    }

    @Test("B1 A2: a touch whose end is withheld and that nothing handles is closed after the limit, and is a dead tap")
    func withheldAndUnhandled() async throws {
        let label = screen.place(Label(text: "Terms"), Rect(x: 20, y: 400, width: 300, height: 40))
        label.isUserInteractionEnabled = true
        let doubleTap = TapGestureRecognizer(target: double, action: double.action())
        doubleTap.numberOfTapsRequired = 2
        screen.controller.view.addGestureRecognizer(doubleTap)
        screen.interception.interceptGestureRecognizers(in: screen.window)

        screen.tap(100, 420)
        screen.application.fireTapTimers()
        screen.playFrames(for: 0.6)
        screen.wait(2)
        #expect(await screen.events(.deadTap).count == 1)
    }
}
