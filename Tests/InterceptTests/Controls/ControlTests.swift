import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// A business target for controls: records every action it performs.
@MainActor
final class CheckoutActions: Responder {
    private(set) var performed: [String] = []

    func action(_ name: String) -> ControlAction {
        ControlAction(ActionName(rawValue: name)) { (target: CheckoutActions, _) in target.performed.append(name) }
    }
}

/// Counts every action the application sends, as the classic "hook the application's action
/// dispatch" scheme reports them.
@MainActor
final class SendActionCounter: ApplicationEventObserver {
    private(set) var sentActions = 0
    func physicalActionDidBegin(_ action: PhysicalActionID) {}
    func physicalActionDidEnd(_ action: PhysicalActionID) {}
    func controlDidSendAction(from control: any ControlHost, _ dispatch: ControlActionDispatch) { sentActions += 1 }
}

/// C1-C5, U1: one controlAction event per physical action, invisible to the app.
@MainActor
@Suite("Controls")
struct ControlTests {
    /// A harness whose application reports to the interception, with `controls` on the screen.
    private func harness(_ controls: View...) -> Harness {
        let harness = Harness()
        harness.screen.application.addObserver(harness.interception)
        for control in controls { harness.screen.controller.view.addSubview(control) }
        return harness
    }

    @Test("C1: one controlAction per action, with element properties; switch, segment, stepper and slider content")
    func controlContent() async throws {
        let actions = CheckoutActions()
        let buy = Button(title: "Buy now")
        let gift = Switch()
        let size = SegmentedControl(titles: ["S", "M", "L"], selectedSegmentIndex: 0)
        let quantity = Stepper(value: 1, stepValue: 2)
        let volume = Slider(value: 0.5)
        for control in [buy, gift, size, quantity, volume] as [Control] {
            control.addTarget(actions, action: actions.action("changed"), for: [.touchUpInside, .valueChanged])
        }
        let harness = harness(buy, gift, size, quantity, volume)
        let app = harness.screen.application

        #expect(app.simulateTouch(on: buy))
        #expect(app.simulateTouch(on: gift))
        #expect(app.simulateTouch(on: gift))
        #expect(size.simulateTap(onSegment: 2))
        #expect(quantity.simulateTap(increment: true))
        #expect(volume.simulateDrag(through: [0.75]))

        let events = await harness.events()
        #expect(events.map(\.kind) == Array(repeating: .controlAction, count: 6))
        #expect(events.map(\.element?.content) == ["Buy now", "checked", "unchecked", "L", "3", "0.75"])
        #expect(events.map(\.element?.type) == ["Button", "Switch", "Switch", "SegmentedControl", "Stepper", "Slider"])
        #expect(events.first?.element?.path == "View[0]/Button[0]")
        #expect(events.first?.screen == ScreenProperties(name: "ViewController"))
    }

    @Test("C1, H8: tapping into text fields reports nothing: editing events are never actions, and no text leaves")
    func textFields() async throws {
        let actions = CheckoutActions()
        let fields = [TextField(text: "Ada"), TextField(text: "hunter2", isSecureTextEntry: true), TextField(text: "a@b.c", textContentType: .emailAddress)]
        for field in fields { field.addTarget(actions, action: actions.action("edit"), for: .editingDidBegin) }
        let harness = harness(fields[0], fields[1], fields[2])
        for field in fields { harness.screen.application.simulateTouch(on: field) }
        fields[0].simulateTyping("!")

        #expect(await harness.events().isEmpty)
        #expect(actions.performed == ["edit", "edit", "edit"], "the app's targets ran as before")
    }

    @Test("C2: a slider reports once, when the touch ends, never while dragging", arguments: [true, false])
    func sliderOnceAtEnd(isContinuous: Bool) async throws {
        let actions = CheckoutActions()
        let slider = Slider(value: 0, maximumValue: 10)
        slider.isContinuous = isContinuous
        slider.addTarget(actions, action: actions.action("valueChanged"), for: .valueChanged)
        let harness = harness(slider)
        let app = harness.screen.application

        let touch = try #require(app.beginTouch(on: slider))
        for value in [2.0, 4, 6, 8] {
            slider.value = value
            app.moveTouch(touch)
        }
        #expect(await harness.events().isEmpty, "nothing while dragging")
        app.endTouch(touch)

        let event = try #require(await harness.events().only)
        #expect(event.element?.content == "8")
        #expect(actions.performed.count == (isContinuous ? 5 : 1), "the app still gets every valueChanged")
    }

    @Test("C3: several target-actions for one touch give one event (the sendAction-hook defect, fixed)")
    func oneEventForSeveralTargetActions() async throws {
        let first = CheckoutActions()
        let second = CheckoutActions()
        let buy = Button(title: "Buy")
        buy.addTarget(first, action: first.action("highlight"), for: .touchDown)
        buy.addTarget(first, action: first.action("buy"), for: .touchUpInside)
        buy.addTarget(second, action: second.action("log"), for: .touchUpInside)
        let harness = harness(buy)
        let naive = SendActionCounter()
        harness.screen.application.addEventObserver(naive)

        harness.screen.application.simulateTouch(on: buy)

        #expect(naive.sentActions == 3, "hooking the action dispatch sees three actions: the old defect")
        #expect(await harness.events().count == 1, "Intercept reports the one touch once")
        #expect(first.performed == ["highlight", "buy"] && second.performed == ["log"])
    }

    @Test("C4: the app's observable targets and events are unchanged (the extra-target defect, fixed)")
    func observableTargetsUnchanged() async throws {
        func observe(_ control: Control, _ target: AnyObject) -> String {
            "\(control.allTargets.count) \(control.allControlEvents.rawValue) \(control.actions(forTarget: target, forControlEvent: .touchUpInside) ?? [])"
        }
        let actions = CheckoutActions()
        let plain = Button(title: "Pay")
        plain.addTarget(actions, action: actions.action("pay"), for: .touchUpInside)
        let before = observe(plain, actions)

        // The classic scheme adds a tracking target to every control; the app can see it.
        final class TrackingTarget {}
        let naiveTarget = TrackingTarget()
        let naive = Button(title: "Pay")
        naive.addTarget(actions, action: actions.action("pay"), for: .touchUpInside)
        naive.addTarget(naiveTarget, action: ControlAction("track") { (_: TrackingTarget, _) in }, for: .allTouchEvents)
        #expect(observe(naive, actions) != before)

        let harness = harness(plain)
        harness.screen.application.simulateTouch(on: plain)
        #expect(observe(plain, actions) == before)
        #expect(await harness.events().count == 1)
        #expect(actions.performed == ["pay"])
    }

    @Test("C5: bar button items' actions are tracked with title and screen; a nil target uses the responder chain")
    func barButtonItems() async throws {
        final class CartController: ViewController {
            var cleared = 0
        }
        let controller = CartController(title: "Cart")
        let harness = Harness(screen: ListScreenFixture(controller: controller))
        harness.screen.application.addObserver(harness.interception)
        let actions = CheckoutActions()
        let done = BarButtonItem(title: "Done", target: actions, action: actions.action("done"))
        let clear = BarButtonItem(title: "Clear", action: ControlAction("clear") { (cart: CartController, _) in cart.cleared += 1 })
        controller.view.addSubview(Toolbar(items: [done, clear]))

        #expect(done.simulateUserTap())
        #expect(clear.simulateUserTap())

        #expect(actions.performed == ["done"])
        #expect(controller.cleared == 1)
        let events = await harness.events()
        #expect(events.map(\.element?.type) == ["BarButtonItem", "BarButtonItem"])
        #expect(events.map(\.element?.content) == ["Done", "Clear"])
        #expect(events.allSatisfy { $0.screen == ScreenProperties(name: "CartController") })
    }

    @Test("U1: a touch on a control in a cell, seen by a recognizer and the cell too, yields one event: the control's")
    func mostSpecificSourceWins() async throws {
        let harness = harness()
        harness.screen.application.addObserver(harness.interception)
        let business = SelectionCountingDelegate()
        harness.table.delegate = business
        try harness.interception.intercept(harness.table)
        let cell = try #require(harness.table.cellForRow(at: .row(1)))
        let actions = CheckoutActions()
        let button = Button(title: "Add")
        button.addTarget(actions, action: actions.action("add"), for: .touchUpInside)
        cell.contentView.addSubview(button)
        let recognizerTarget = ActionRecorder()
        let tap = TapGestureRecognizer(target: recognizerTarget, action: recognizerTarget.action())
        cell.contentView.addGestureRecognizer(tap)
        harness.interception.interceptGestureRecognizers(in: harness.screen.window)

        harness.screen.application.simulateTouch(on: button)
        harness.screen.application.simulateTouch(on: cell.textLabel)
        cell.contentView.removeGestureRecognizer(tap)
        harness.screen.application.simulateTouch(on: cell.textLabel)

        #expect(actions.performed == ["add"])
        #expect(recognizerTarget.received.count == 2)
        #expect(business.selections == [.row(1), .row(1), .row(1)], "every source still runs the app's code")
        let events = await harness.events()
        #expect(events.map(\.kind) == [.controlAction, .tap, .rowSelected])
        #expect(events.first?.element?.content == "Add")
    }

    @Test("U1: the touch's event comes before what the app does in response")
    func touchEventOrderedFirst() async throws {
        let buy = Button(title: "Buy")
        let harness = harness(buy)
        let interception = harness.interception
        buy.addTarget(harness.screen.controller, action: ControlAction("buy") { (_: ViewController, _) in
            interception.emit(InteractionEvent(kind: .pageEnter, timestamp: interception.now))
        }, for: .touchUpInside)

        harness.screen.application.simulateTouch(on: buy)

        #expect(await harness.events().map(\.kind) == [.controlAction, .pageEnter])
    }

    @Test("U2: the controls switch; actions sent from code are not user actions")
    func controlsSwitchAndProgrammaticActions() async throws {
        let actions = CheckoutActions()
        let buy = Button(title: "Buy")
        buy.addTarget(actions, action: actions.action("buy"), for: .touchUpInside)
        let harness = harness(buy)

        harness.interception.setEnabled(false, for: .controls)
        harness.screen.application.simulateTouch(on: buy)
        #expect(await harness.events().isEmpty)
        harness.interception.setEnabled(true, for: .controls)

        buy.sendActions(for: .touchUpInside)
        #expect(await harness.events().isEmpty)
        #expect(actions.performed == ["buy", "buy"])
    }

    @Test("C1: bad input is a documented no-op: views outside a window, disabled controls, removed targets")
    func badInput() async throws {
        let actions = CheckoutActions()
        let offscreen = Button(title: "Hidden")
        let disabled = Button(title: "Disabled")
        disabled.isEnabled = false
        let emptied = Button(title: "Emptied")
        for button in [offscreen, disabled, emptied] { button.addTarget(actions, action: actions.action("tap"), for: .touchUpInside) }
        emptied.removeTarget(nil, action: nil, for: .allEvents)
        emptied.addTarget(nil, action: nil, for: .touchUpInside)
        let harness = harness(disabled, emptied)

        #expect(!harness.screen.application.simulateTouch(on: offscreen))
        #expect(harness.screen.application.simulateTouch(on: disabled))
        #expect(harness.screen.application.simulateTouch(on: emptied))
        #expect(emptied.allTargets.isEmpty && emptied.allControlEvents.isEmpty)
        #expect(actions.performed.isEmpty)
        #expect(await harness.events().isEmpty)
    }
}
