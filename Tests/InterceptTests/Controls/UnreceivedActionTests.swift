import Foundation
import Intercept
import InterceptHeadless
import Testing

/// C1: a responder-chain action that no responder implements did nothing, and is not
/// reported; one a responder implements is.
@MainActor
@Suite("Unreceived actions")
struct UnreceivedActionTests {
    @Test("C1: a nil-targeted action nobody implements gives no event; one with a target does")
    func sentToNobody() async {
        let harness = Harness()
        harness.screen.application.addObserver(harness.interception)
        let orphan = Button(title: "Share")
        let handled = Button(title: "Buy")
        harness.screen.controller.view.addSubview(orphan)
        harness.screen.controller.view.addSubview(handled)
        orphan.addTarget(nil, action: ControlAction("shareNobodyImplements") { (_: UnreceivedActionTests.Nobody, _) in }, for: .touchUpInside)
        let actions = CheckoutActions()
        handled.addTarget(actions, action: actions.action("buy"), for: .touchUpInside)

        #expect(harness.screen.application.simulateTouch(on: orphan))
        #expect(await harness.events().filter { $0.kind == .controlAction }.isEmpty, "nothing received it")
        #expect(harness.screen.application.simulateTouch(on: handled))
        #expect(await harness.events().filter { $0.kind == .controlAction }.count == 1)
    }

    /// A class no responder is.
    final class Nobody {}
}
