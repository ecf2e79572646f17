import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import Testing

/// C1: whether anything performed a control action is the send's result,
/// told after the send as UIKit's `sendAction(_:to:from:for:)` returns it; the action is described
/// before its target runs (F10).
@MainActor
@Suite("Sent action results")
struct SentActionResultTests {
    @Test("C1: an action the send says nobody performed gives no event; one performed does")
    func resultAfterTheSend() async throws {
        let screen = SignalScreen()
        let buy = screen.place(Button(title: "Buy"), Rect(x: 0, y: 100, width: 200, height: 44))
        // What UIKit's hook tells for a `touchDown` pair: described before the send, finished after.
        for performed in [false, true] {
            let touch = try #require(screen.application.beginTouch(on: buy))
            let dispatch = ControlActionDispatch(events: [.touchDown], input: .touches([touch.physicalAction: .began]))
            let sent = try #require(screen.interception.controlWillSendAction(from: buy, dispatch))
            screen.interception.controlAction(sent, wasPerformed: performed)
            screen.application.endTouch(touch)
            #expect(await screen.events(.controlAction).count == (performed ? 1 : 0))
        }
    }

    @Test("C1 F10: a performed action is described before its target ran")
    func describedBeforeTheTarget() async {
        let screen = SignalScreen()
        let buy = screen.place(Button(title: "Buy"), Rect(x: 0, y: 100, width: 200, height: 44))
        buy.addTarget(buy, action: ControlAction("rename") { (button: Button, _) in button.setTitle("Bought", for: .normal) }, for: .touchUpInside)
        #expect(screen.application.simulateTouch(on: buy))
        #expect(await screen.events(.controlAction).map(\.element?.content) == ["Buy"])
        #expect(buy.currentTitle == "Bought")
    }
}
