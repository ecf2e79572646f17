import Foundation
import Intercept
import InterceptHeadless
import Testing

/// C5: a bar button item's tap goes in UIKit's two hops (the private control sends to the
/// platform's private target, which triggers the item); the item is reported once, as the item,
/// primary actions included, and the private hop never is.
@MainActor
@Suite("Bar button hops")
struct BarButtonHopTests {
    @Test("C5 F7: an item built with a primary action is reported once, as the item, with its title")
    func primaryActionItem() async {
        let harness = Harness()
        harness.screen.application.addObserver(harness.interception)
        var performed = 0
        let item = BarButtonItem(primaryAction: MenuAction(title: "Compose") { _ in performed += 1 })
        harness.screen.controller.view.addSubview(Toolbar(items: [item]))

        #expect(item.simulateUserTap())
        #expect(performed == 1)
        let events = await harness.events()
        #expect(events.map(\.kind) == [.controlAction])
        #expect(events.first?.element?.type == "BarButtonItem")
        #expect(events.first?.element?.content == "Compose")
    }

    @Test("C5: the private control's hop is never the app's action: an item that triggers nothing, or sends to nobody, gives no control action")
    func privateHopIsNotReported() async {
        let harness = Harness()
        harness.screen.application.addObserver(harness.interception)
        // A back button: UIKit's private control whose hop triggers nothing of the app's.
        let back = BarButtonItem(title: "Back")
        let orphan = BarButtonItem(title: "Share", action: ControlAction("shareNobodyImplements") { (_: UnreceivedActionTests.Nobody, _) in })
        let actions = CheckoutActions()
        let done = BarButtonItem(title: "Done", target: actions, action: actions.action("done"))
        harness.screen.controller.view.addSubview(Toolbar(items: [back, orphan, done]))

        #expect(back.simulateUserTap())
        #expect(orphan.simulateUserTap())
        #expect(await harness.events().filter { $0.kind == .controlAction }.isEmpty)
        #expect(done.simulateUserTap())
        let events = await harness.events().filter { $0.kind == .controlAction }
        #expect(events.map(\.element?.type) == ["BarButtonItem"])
        #expect(events.map(\.element?.content) == ["Done"])
        #expect(actions.performed == ["done"])
    }
}
