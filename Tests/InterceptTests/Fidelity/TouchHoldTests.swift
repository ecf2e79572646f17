import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// An object standing for a touch, for physical actions driven through the observer API.
@MainActor
private final class FakeTouch {}

/// F6 and F7: touches whose end is lost, and actions dispatched with no touch in their event.
@MainActor
@Suite("Touch holds and touchless dispatch")
struct TouchHoldTests {
    /// A harness whose application reports to the interception, with a button on the screen
    /// and the button's target (targets are held weakly: the test keeps it).
    private func harness() -> (Harness, Button, Application, CheckoutActions) {
        let harness = Harness()
        let app = harness.screen.application
        app.addObserver(harness.interception)
        let actions = CheckoutActions()
        let button = Button(title: "Buy")
        button.addTarget(actions, action: actions.action("buy"), for: .touchUpInside)
        harness.screen.controller.view.addSubview(button)
        return (harness, button, app, actions)
    }

    private func marker(_ name: String, _ interception: Interception) -> InteractionEvent {
        InteractionEvent(kind: .pageEnter, timestamp: interception.now, screen: ScreenProperties(name: name, title: nil))
    }

    @Test("F6: a touch whose end is lost is closed when a new touch begins after the limit; what it held is delivered")
    func lostEndClosedByNextTouch() async throws {
        let (harness, button, app, actions) = harness()
        let lost = try #require(app.beginTouch(on: button))
        harness.interception.emit(marker("Opened", harness.interception))
        app.loseTouch(lost)
        harness.clock.advance(by: 3)
        #expect(app.simulateTouch(on: button))
        let events = await harness.events()
        #expect(events.map(\.kind) == [.pageEnter, .controlAction], "the marker is no longer held back; the new touch reports")
        #expect(actions.performed == ["buy"])
    }

    @Test("F6: a second finger within the limit does not close the first touch")
    func simultaneousTouchKeepsFirst() async throws {
        let harness = Harness()
        let first = FakeTouch(), second = FakeTouch()
        harness.interception.physicalActionDidBegin(PhysicalActionID(first))
        harness.interception.emit(marker("During", harness.interception))
        harness.clock.advance(by: 0.5)
        harness.interception.physicalActionDidBegin(PhysicalActionID(second))
        harness.interception.physicalActionDidEnd(PhysicalActionID(second))
        #expect(await harness.events().isEmpty, "the first touch is still in progress and holds the marker")
        harness.interception.physicalActionDidEnd(PhysicalActionID(first))
        #expect(await harness.events().count == 1)
    }

    @Test("F6: resigning active closes the touch in progress")
    func resignActiveClosesTouch() async throws {
        let (harness, button, app, actions) = harness()
        _ = try #require(app.beginTouch(on: button))
        harness.interception.emit(marker("Opened", harness.interception))
        #expect(await harness.events().isEmpty)
        app.resignActive()
        #expect(await harness.events().map(\.screen?.name) == ["Opened"])
        #expect(app.simulateTouch(on: button), "a new touch can begin")
        #expect(await harness.events().map(\.kind) == [.pageEnter, .controlAction])
        #expect(actions.performed == ["buy"])
    }

    @Test("F6: going to the background closes the touch in progress")
    func backgroundClosesTouch() async throws {
        let (harness, button, app, actions) = harness()
        _ = try #require(app.beginTouch(on: button))
        harness.interception.emit(marker("Opened", harness.interception))
        app.enterBackground()
        #expect(await harness.events().map(\.screen?.name).contains("Opened"))
        #expect(actions.performed.isEmpty)
    }

    @Test("F6: whatever happens, a touch holds events back no longer than the maximum touch duration")
    func timeLimitClosesTouch() async throws {
        let (harness, button, app, actions) = harness()
        let lost = try #require(app.beginTouch(on: button))
        app.loseTouch(lost)
        harness.interception.emit(marker("First", harness.interception))
        harness.clock.advance(by: 29)
        #expect(await harness.events().isEmpty, "within the limit the touch may still end")
        harness.clock.advance(by: 2)
        #expect(await harness.events().map(\.screen?.name) == ["First"], "past the limit a flush releases it")
        harness.interception.emit(marker("Second", harness.interception))
        #expect(await harness.events().map(\.screen?.name) == ["First", "Second"], "and nothing is held any more")
        #expect(actions.performed.isEmpty)
    }

    @Test("F7: a bar button item dispatching with no touch in its event is reported as the item, with its title")
    func touchlessBarButtonItem() async throws {
        let harness = Harness()
        let app = harness.screen.application
        app.addObserver(harness.interception)
        let actions = CheckoutActions()
        let item = BarButtonItem(title: "Share", target: actions, action: actions.action("share"))
        harness.screen.controller.view.addSubview(Toolbar(items: [item]))

        #expect(item.simulateUserTap())
        #expect(actions.performed == ["share"])
        let events = await harness.events()
        #expect(events.map(\.kind) == [.controlAction])
        #expect(events.first?.element?.type == "BarButtonItem")
        #expect(events.first?.element?.content == "Share")
        #expect(events.first?.screen?.name == "ViewController")

        app.sendAction(try #require(item.action), to: actions, from: item, for: nil)
        #expect(actions.performed == ["share", "share"])
        #expect(await harness.events().count == 1, "with no touch in progress the action was sent from code: no event")
    }
}
