import Foundation
import Intercept
import InterceptHeadless
import Testing

/// G1: a long press that begins at once is a tap (UIKit's alert action selection, the
/// app's touch-down highlight); a real long press stays one.
@MainActor
@Suite("Press duration")
struct PressDurationTests {
    @Test("G1: a zero-duration long press is reported as a tap; a 0.5 s long press as a long press")
    func zeroDurationIsTap() async {
        let screen = SignalScreen()
        let counter = ActionCounter()
        let highlight = screen.place(View(), Rect(x: 0, y: 0, width: 100, height: 44))
        let touchDown = LongPressGestureRecognizer(target: counter, action: counter.gesture)
        touchDown.minimumPressDuration = 0
        highlight.addGestureRecognizer(touchDown)
        let card = screen.place(View(), Rect(x: 0, y: 100, width: 100, height: 44))
        let press = LongPressGestureRecognizer(target: counter, action: counter.gesture)
        card.addGestureRecognizer(press)
        screen.interception.interceptGestureRecognizers(in: screen.window)

        #expect(touchDown.simulateRecognition())
        #expect(press.simulateRecognition())
        #expect(await screen.events(.tap, .longPress).map(\.kind) == [.tap, .longPress])
        var policy = GestureTrackingPolicy()
        policy.maximumTapPressDuration = 0
        #expect(policy.trackedKind(of: touchDown) == .longPress, "the limit is configurable")
    }

    /// A card carrying the touch-down highlight idiom: a zero-duration long press whose target is
    /// the app's.
    private func highlightedCard(on screen: SignalScreen) -> (View, ActionCounter) {
        let counter = ActionCounter()
        let card = screen.place(View(), Rect(x: 0, y: 100, width: 390, height: 200))
        let press = LongPressGestureRecognizer(target: counter, action: counter.gesture)
        press.minimumPressDuration = 0
        card.addGestureRecognizer(press)
        screen.interception.interceptGestureRecognizers(in: screen.window)
        return (card, counter)
    }

    @Test("G1: a zero-duration long press dragged 200 pt and lifted is no tap; one cancelled by a scroll is nothing")
    func dragIsNoTap() async throws {
        let screen = SignalScreen()
        let (_, counter) = highlightedCard(on: screen)

        let drag = try #require(screen.application.beginTouch(at: Point(x: 50, y: 120), in: screen.window))
        screen.clock.advance(by: 0.1)
        screen.application.moveTouch(drag, to: Point(x: 50, y: 320))
        screen.application.endTouch(drag)
        #expect(counter.count >= 2, "the app's press began and ended")
        #expect(await screen.events(.tap, .longPress).isEmpty, "a drag is not a tap")

        let scroll = try #require(screen.application.beginTouch(at: Point(x: 50, y: 120), in: screen.window))
        screen.application.cancelTouch(scroll)
        #expect(await screen.events(.tap, .longPress).isEmpty, "a cancelled press is not a tap")
    }

    @Test("G1: a zero-duration long press lifted at once is a tap; held still past the tap duration, a long press")
    func tapAndHold() async throws {
        let screen = SignalScreen()
        let (_, counter) = highlightedCard(on: screen)

        screen.tap(50, 120)
        #expect(await screen.events(.tap, .longPress).map(\.kind) == [.tap])

        let hold = try #require(screen.application.beginTouch(at: Point(x: 50, y: 120), in: screen.window))
        screen.clock.advance(by: 0.8)
        screen.application.moveTouch(hold, to: Point(x: 52, y: 121))
        screen.application.endTouch(hold)
        #expect(await screen.events(.tap, .longPress).map(\.kind) == [.longPress])
        #expect(counter.count == 5, "began and ended; began, changed and ended")
    }
}
