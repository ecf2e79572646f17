import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// A withheld touch end (B1) meets the main run loop's real order: a display frame can be handled
/// between a touch's end dispatch and the run loop's before-waiting observers (CFRunLoop polls its
/// ports after a source0 without running them), and a stalled main thread may serve a turn's end
/// before the platform's overdue tap timer.
@MainActor
@Suite("Withheld touch ends and the run loop")
struct WithheldTouchEndRunLoopTests {
    let screen = SignalScreen()
    let double = ActionRecorder(name: "double")
    let single = ActionRecorder(name: "single")
    let delegate = TableViewDelegateSpy()

    func setUp() throws -> (Label, TableView, View) {
        let image = screen.place(Label(text: "Photo"), Rect(x: 20, y: 400, width: 300, height: 200))
        image.isUserInteractionEnabled = true
        let doubleTap = TapGestureRecognizer(target: double, action: double.action())
        doubleTap.numberOfTapsRequired = 2
        image.addGestureRecognizer(doubleTap)
        let singleTap = TapGestureRecognizer(target: single, action: single.action())
        singleTap.require(toFail: doubleTap)
        image.addGestureRecognizer(singleTap)
        screen.interception.interceptGestureRecognizers(in: screen.window)
        let table = try screen.interceptedTable(["Shoes", "Hats"], at: 100, delegate: delegate)
        let cell = try #require(table.cellForRow(at: .row(1)))
        return (image, table, cell)
    }

    /// Plays touch 2 on the row through the observer SPI, as the UIKit adapter calls it.
    func tapRow(_ table: TableView, _ cell: View, frameBeforeTurnEnd: Bool) {
        let i = screen.interception
        let token = NSObject()
        let id = PhysicalActionID(token)
        let p = Point(x: 160, y: 100 + 44 * 1.5)
        i.physicalActionDidBegin(id)
        i.physicalAction(id, isAt: p, on: cell, phase: .began)
        i.physicalAction(id, isAt: p, on: cell, phase: .ended)
        i.physicalActionDidEndTouch(id, receivedBy: [])
        if frameBeforeTurnEnd { i.frameDidTick() }  // CADisplayLink port handled in the poll after source0
        _ = table.simulateUserTap(onRowAt: .row(1))  // UIKit's _afterCACommitHandler (beforeWaiting)
        i.runLoopTurnDidEnd()  // adapter's observer after UIKit's
        withExtendedLifetime(token) {}
    }

    @Test("B1 U1: a display frame between a touch's end and its turn's end, while another touch's end is withheld, closes only withheld touches whose wait is over: the row's selection keeps its own touch, the image's tap its own")
    func frameBeforeTurnEnd() async throws {
        let (image, table, cell) = try setUp()
        _ = await screen.events()
        screen.application.simulateTouch(on: image)  // withheld
        screen.clock.advance(by: 0.1)
        tapRow(table, cell, frameBeforeTurnEnd: true)
        screen.clock.advance(by: 0.25)
        screen.application.fireTapTimers()
        screen.playFrames(for: 0.6)
        screen.wait(2)
        let events = await screen.events(.tap, .rowSelected, .deadTap)
        #expect(events.map(\.kind) == [.rowSelected, .tap] || events.map(\.kind) == [.tap, .rowSelected])
        let row = events.first { $0.kind == .rowSelected }
        #expect(row?.touch?.window.y == 166, "the row's selection carries the row's touch, not the image's")
        #expect(events.first { $0.kind == .tap }?.touch != nil, "the image's tap keeps its touch")
    }

    @Test("B1: a main-thread stall of 2.1 s before the double tap's timer over a table row still gives one event, and blames no assumption")
    func longStall() async throws {
        let table = try screen.interceptedTable(["Shoes", "Hats"], at: 100, delegate: delegate)
        let doubleTap = TapGestureRecognizer(target: double, action: double.action())
        doubleTap.numberOfTapsRequired = 2
        screen.controller.view.addGestureRecognizer(doubleTap)
        let singleTap = TapGestureRecognizer(target: single, action: single.action())
        singleTap.require(toFail: doubleTap)
        screen.controller.view.addGestureRecognizer(singleTap)
        screen.interception.interceptGestureRecognizers(in: screen.window)
        let cell = try #require(table.cellForRow(at: .row(1)))
        _ = await screen.events()
        screen.application.simulateTouch(on: cell)
        screen.playFrames(for: 0.1)
        screen.clock.advance(by: 2.1)
        screen.application.runLoopTurn()  // the stalled turn ends
        screen.application.fireTapTimers()  // the overdue timer, first turn after
        screen.wait(2)
        let events = await screen.events(.tap, .rowSelected, .deadTap)
        #expect(events.map(\.kind) == [.rowSelected])
        #expect(screen.interception.assumptionChecks.violations(of: .selectionFollowsTouchInTurn) == 0)
    }
}
