import Foundation
import Intercept
import InterceptHeadless
import Testing

/// Review R26: a long press that begins at once is a tap (UIKit's alert action selection, the
/// app's touch-down highlight); a real long press stays one.
@MainActor
@Suite("Press duration")
struct PressDurationTests {
    @Test("G1 R26: a zero-duration long press is reported as a tap; a 0.5 s long press as a long press")
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
}
