import Foundation
import Intercept
import InterceptHeadless
import Testing

/// U1: an app's tap recognizer on a view inside a control. What UIKit runs depends on the
/// recognizer's `cancelsTouchesInView` (Apple's `UIGestureRecognizer` documentation): with its
/// default, `true`, the recognition cancels the touch in the view, so the control gets
/// `touchesCancelled` and never sends `touchUpInside`; with `false` the view still gets the
/// touch's end after the recognizer recognized, and both run, the recognizer first. The one event
/// follows what ran.
@MainActor
@Suite("A recognizer inside a control")
struct RecognizerInsideControlTests {
    @Test("U1: an app's tap recognizer on a view inside a button: cancelling touches (UIKit's default) the button never sends and the event is the tap; not cancelling, both run and the event is the button's", arguments: [true, false])
    func recognizerInsideControl(cancelsTouchesInView: Bool) async throws {
        let screen = SignalScreen()
        let actions = CheckoutActions()
        let button = screen.place(Button(title: "Add to cart"), Rect(x: 20, y: 100, width: 300, height: 60))
        button.addTarget(actions, action: actions.action("add"), for: .touchUpInside)
        let badge = screen.place(View(), Rect(x: 10, y: 10, width: 40, height: 40), in: button)
        badge.isUserInteractionEnabled = true
        let onBadge = ActionRecorder()
        let tap = TapGestureRecognizer(target: onBadge, action: onBadge.action())
        tap.cancelsTouchesInView = cancelsTouchesInView
        badge.addGestureRecognizer(tap)
        screen.interception.interceptGestureRecognizers(in: screen.window)

        screen.application.simulateTouch(on: badge)

        #expect(onBadge.received.count == 1)
        let events = await screen.events(.tap, .controlAction, .deadTap)
        if cancelsTouchesInView {
            #expect(actions.performed.isEmpty, "the button's touch was cancelled")
            #expect(events.map(\.kind) == [.tap])
            #expect(events.first?.element?.type == "View")
        } else {
            #expect(actions.performed == ["add"], "both ran")
            #expect(events.map(\.kind) == [.controlAction])
            #expect(events.first?.element?.content == "Add to cart")
        }
    }
}
