import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// B1, A1, A2, U1: what keeps a touch's action open past its turn when its end is withheld, and
/// what that hold must not take. Only a recognizer that received the touch and waits for another
/// tap (`numberOfTapsRequired > 1`, `possible`) withholds the end: `possible` is also the state of
/// every recognizer that never got the touch. The hold ends at its limit on display frames the
/// core asks for (an idle app has no other turn), counted in time the main thread ran (a stall
/// delays the timer that decides). A touchless action during the hold, and a double tap's second
/// tap, are not the held touch's.
@MainActor
@Suite("Holding a withheld touch end")
struct WithheldTouchEndHoldTests {
    let screen = SignalScreen()
    let double = ActionRecorder(name: "double")
    let other = ActionRecorder(name: "other")

    /// A double tap on `view`, with a single tap recording to `single` that waits for it to fail
    /// when given, and the window's recognizers intercepted.
    @discardableResult
    func addDoubleTap(to view: View, singleTap single: ActionRecorder? = nil) -> TapGestureRecognizer {
        let doubleTap = TapGestureRecognizer(target: double, action: double.action())
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        if let single {
            let singleTap = TapGestureRecognizer(target: single, action: single.action())
            singleTap.require(toFail: doubleTap)
            view.addGestureRecognizer(singleTap)
        }
        screen.interception.interceptGestureRecognizers(in: screen.window)
        return doubleTap
    }

    /// A label the user taps, which handles nothing.
    func placeLabel() -> Label {
        let label = screen.place(Label(text: "Terms"), Rect(x: 20, y: 400, width: 300, height: 40))
        label.isUserInteractionEnabled = true
        return label
    }

    @Test("B1 A2: a recognizer that never got the touch (its delegate refused it) reads possible and holds nothing: the unhandled tap closes in its own turn, and its dead tap is due a dead-tap window after it")
    func refusedRecognizerHoldsNothing() async throws {
        let label = placeLabel()
        let dismiss = TapGestureRecognizer(target: other, action: other.action())
        dismiss.receivesTouches = false
        screen.controller.view.addGestureRecognizer(dismiss)
        screen.interception.interceptGestureRecognizers(in: screen.window)

        screen.application.simulateTouch(on: label)
        screen.wait(1.2)
        let events = await screen.events(.tap, .deadTap)
        #expect(events.map(\.kind) == [.deadTap])
        #expect(events.first?.element?.type == "Label")
    }

    @Test("B1 A2: a touch withheld by a waiting double tap in an idle app (no other turn) closes at the limit on the display frames it asks for; its dead tap follows")
    func idleHoldClosesOnFrames() async throws {
        let label = placeLabel()
        addDoubleTap(to: label)

        screen.application.simulateTouch(on: label)
        #expect(screen.interception.needsExposureFrames, "the held touch asks for frames")
        screen.playFrames(for: 0.6)
        screen.wait(1.2)
        let events = await screen.events(.tap, .deadTap)
        #expect(events.map(\.kind) == [.deadTap])
        #expect(events.first?.element?.type == "Label")
    }

    @Test("B1 U1: the double tap's timer fires late after a 0.6 s main-thread stall, over a table row: still one event, the row's, and no assumption counted")
    func stallBeforeTheTimer() async throws {
        let single = ActionRecorder(name: "single")
        let delegate = TableViewDelegateSpy()
        let table = try screen.interceptedTable(["Shoes", "Hats"], at: 100, delegate: delegate)
        addDoubleTap(to: screen.controller.view, singleTap: single)
        let cell = try #require(table.cellForRow(at: .row(1)))

        screen.application.simulateTouch(on: cell)
        screen.playFrames(for: 0.1)
        screen.clock.advance(by: 0.5)
        screen.application.runLoopTurn()  // the turn that stalled ends after the limit
        screen.application.fireTapTimers()  // the timer, in the first turn after
        screen.wait(2)
        let events = await screen.events(.tap, .rowSelected, .deadTap)
        #expect(events.map(\.kind) == [.rowSelected])
        #expect(screen.interception.assumptionChecks.violations(of: .selectionFollowsTouchInTurn) == 0)
    }

    @Test("A2 A1: a double tap's first tap is no dead tap, and two double taps in a second are no rage tap")
    func doubleTapFirstTap() async throws {
        let label = screen.place(Label(text: "Photo"), Rect(x: 20, y: 400, width: 300, height: 40))
        label.isUserInteractionEnabled = true
        let doubleTap = addDoubleTap(to: label)

        for _ in 0..<2 {
            screen.application.simulateTouch(on: label)  // the first tap: withheld
            screen.clock.advance(by: 0.15)
            let second = try #require(screen.application.beginTouch(on: label))
            #expect(doubleTap.simulateRecognition(touching: label))  // UIKit: as the second tap lifts
            screen.application.endTouch(second)
            screen.clock.advance(by: 0.15)
        }
        screen.wait(3)
        let events = await screen.events(.tap, .deadTap, .rageTap)
        #expect(double.received.count == 2)
        #expect(events.map(\.kind) == [.tap, .tap])
    }

    @Test("U1 A2: a key press within the hold of a withheld, unhandled tap is its own event; the dead tap names the tapped label")
    func keyPressDuringHold() async throws {
        let label = screen.place(Label(text: "Photo"), Rect(x: 20, y: 400, width: 300, height: 40))
        label.isUserInteractionEnabled = true
        let buy = screen.place(Button(title: "Buy"), Rect(x: 20, y: 100, width: 100, height: 44))
        let actions = CheckoutActions()
        buy.addTarget(actions, action: actions.action("buy"), for: .touchUpInside)
        buy.addTarget(actions, action: actions.action("buy"), for: .primaryActionTriggered)
        addDoubleTap(to: screen.controller.view)

        screen.application.simulateTouch(on: label)
        screen.clock.advance(by: 0.2)
        #expect(screen.application.simulateKeyPress(on: buy))
        screen.application.runLoopTurn()
        screen.playFrames(for: 0.5)
        screen.wait(2)
        let events = await screen.events(.controlAction, .deadTap)
        #expect(events.map(\.kind) == [.controlAction, .deadTap])
        #expect(events.first?.element?.content == "Buy" && events.first?.touch == nil)
        #expect(events.last?.element?.type == "Label")
    }

    @Test("B1 A2: leaving the app during the hold keeps the withheld tap: it is a dead tap")
    func resignDuringHold() async throws {
        let label = screen.place(Label(text: "Terms"), Rect(x: 20, y: 400, width: 300, height: 40))
        label.isUserInteractionEnabled = true
        addDoubleTap(to: label)

        screen.application.simulateTouch(on: label)
        screen.clock.advance(by: 0.1)
        screen.application.resignActive()
        screen.wait(2)
        #expect(await screen.events(.deadTap).count == 1)
    }

    @Test("B1 U1: a touch elsewhere during the hold does not take the held touch's late recognition: the image's tap and the button's action, no dead tap")
    func touchElsewhereDuringHold() async throws {
        let single = ActionRecorder(name: "single")
        let image = screen.place(Label(text: "Photo"), Rect(x: 20, y: 400, width: 300, height: 200))
        image.isUserInteractionEnabled = true
        let close = screen.place(Button(title: "Close"), Rect(x: 20, y: 100, width: 100, height: 44))
        let actions = CheckoutActions()
        close.addTarget(actions, action: actions.action("close"), for: .touchUpInside)
        addDoubleTap(to: image, singleTap: single)

        screen.application.simulateTouch(on: image)  // withheld: the double tap waits
        screen.clock.advance(by: 0.2)
        let other = try #require(screen.application.beginTouch(on: close))
        screen.clock.advance(by: 0.15)
        screen.application.fireTapTimers()  // the double tap fails, the single tap recognizes
        screen.application.endTouch(other)
        screen.wait(2)
        #expect(single.received.count == 1 && actions.performed == ["close"])
        let events = await screen.events(.tap, .controlAction, .deadTap)
        #expect(events.map(\.kind) == [.tap, .controlAction])
        #expect(events.first?.element?.type == "Label")
    }

    @Test("B1: a flush during the hold delivers what the withheld touch holds back")
    func flushDuringHold() async throws {
        let label = placeLabel()
        addDoubleTap(to: label)
        _ = await screen.events()

        screen.application.simulateTouch(on: label)
        screen.interception.emit(InteractionEvent(kind: InteractionKind(rawValue: "appNote"), timestamp: screen.clock.now))
        await screen.interception.flush()
        #expect(screen.recorder.events.contains { $0.kind.rawValue == "appNote" })
    }
}
