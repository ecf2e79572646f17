import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// A business target that records the actions it receives.
@MainActor
final class ActionRecorder {
    let name: String
    private(set) var received: [(action: String, sender: ObjectIdentifier, state: GestureState)] = []
    static var log: [String] = []

    init(name: String = "target") { self.name = name }

    func action(_ action: String = "handle") -> GestureAction {
        GestureAction(ActionName(rawValue: action)) { (target: ActionRecorder, recognizer) in
            target.received.append((action, ObjectIdentifier(recognizer), recognizer.state))
            ActionRecorder.log.append("\(target.name).\(action)")
        }
    }
}

class PageControl: View {}
final class FancyPageControl: PageControl {}
class _UIContextMenuContainerView: View {}
final class ContextMenuLookalike: _UIContextMenuContainerView {}
final class CustomTapGestureRecognizer: TapGestureRecognizer {}

/// G1-G7: gesture target-actions produce one event per recognition, invisibly.
@MainActor
@Suite("Gestures")
struct GestureTests {
    /// A banner (a view with a title label) on the harness's screen, with a recognizer on it.
    private func banner(in harness: Harness, recognizer: GestureRecognizer, view: View = View()) -> View {
        view.addSubview(Label(text: "Summer sale"))
        view.addGestureRecognizer(recognizer)
        harness.screen.controller.view.addSubview(view)
        return view
    }

    @Test("G1: app tap and long-press recognizers produce tap and longPress events with element properties")
    func tapAndLongPress() async throws {
        let harness = Harness()
        let target = ActionRecorder()
        let tap = TapGestureRecognizer(target: target, action: target.action())
        let press = LongPressGestureRecognizer(target: target, action: target.action())
        _ = banner(in: harness, recognizer: tap)
        _ = banner(in: harness, recognizer: press)
        #expect(harness.interception.interceptGestureRecognizers(in: harness.screen.window) == 2)

        #expect(tap.simulateRecognition())
        #expect(press.simulateRecognition())

        let events = await harness.events()
        #expect(events.map(\.kind) == [.tap, .longPress])
        #expect(events.map(\.element?.path) == ["View[0]/View[0]", "View[0]/View[1]"])
        #expect(events.allSatisfy { $0.element?.content == nil && $0.element?.type == "View" }, "a view with a recognizer never speaks for its subtree (N3)")
        #expect(events.first?.screen == ScreenProperties(name: "ViewController"))
        #expect(events.first?.host == tap.gestureTrackingHook?.hostIdentity)
    }

    @Test("G1: only the exact classes count by default; others by configuration")
    func exactClassesByDefault() async throws {
        let harness = Harness()
        let target = ActionRecorder()
        let custom = CustomTapGestureRecognizer(target: target, action: target.action())
        let pan = PanGestureRecognizer(target: target, action: target.action())
        _ = banner(in: harness, recognizer: custom)
        _ = banner(in: harness, recognizer: pan)
        harness.interception.interceptGestureRecognizers(in: harness.screen.window)

        custom.simulateRecognition()
        pan.simulateRecognition()
        #expect(await harness.events().isEmpty)
        #expect(target.received.count == 3, "the app's actions run regardless (pan: began and ended)")

        harness.interception.configuration.gestures.trackedRecognizers["CustomTapGestureRecognizer"] = .tap
        custom.simulateRecognition()
        #expect(await harness.events().map(\.kind) == [.tap])
    }

    @Test("G2: no event once every business pair was removed or its target is gone; targets are weak")
    func liveBusinessTargetRequired() async throws {
        let harness = Harness()
        let kept = ActionRecorder()
        let tap = TapGestureRecognizer(target: kept, action: kept.action())
        _ = banner(in: harness, recognizer: tap)
        try harness.interception.intercept(tap)

        tap.removeTarget(kept, action: "handle")
        tap.simulateRecognition()
        #expect(await harness.events().isEmpty)

        weak var released: ActionRecorder?
        do {
            let transient = ActionRecorder()
            released = transient
            tap.addTarget(transient, action: transient.action())
            tap.simulateRecognition()
        }
        #expect(released == nil, "the recognizer and Intercept hold targets weakly")
        #expect(await harness.events().count == 1)
        tap.simulateRecognition()
        #expect(await harness.events().count == 1, "no event with only a released target")

        tap.addTarget(kept, action: kept.action("other"))
        tap.simulateRecognition()
        #expect(await harness.events().count == 2)
    }

    @Test("G3: one event per recognition however many pairs; the same pair twice is idempotent")
    func oneEventPerRecognition() async throws {
        let harness = Harness()
        let first = ActionRecorder(name: "first")
        let second = ActionRecorder(name: "second")
        let tap = TapGestureRecognizer(target: first, action: first.action())
        tap.addTarget(first, action: first.action())
        tap.addTarget(first, action: first.action("again"))
        tap.addTarget(second, action: second.action())
        _ = banner(in: harness, recognizer: tap)
        try harness.interception.intercept(tap)
        try harness.interception.intercept(tap)

        tap.simulateRecognition()

        #expect(tap.targets.map(\.action) == ["handle", "again", "handle"])
        #expect(first.received.map(\.action) == ["handle", "again"])
        #expect(second.received.map(\.action) == ["handle"])
        #expect(await harness.events().count == 1)
    }

    @Test("G4: emitted once when the gesture ends or is cancelled after beginning; never otherwise")
    func stateSequences() async throws {
        let harness = Harness()
        let target = ActionRecorder()
        let press = LongPressGestureRecognizer(target: target, action: target.action())
        let tap = TapGestureRecognizer(target: target, action: target.action())
        _ = banner(in: harness, recognizer: press)
        _ = banner(in: harness, recognizer: tap)
        harness.interception.interceptGestureRecognizers(in: harness.screen.window)

        #expect(press.simulateBegan())
        #expect(press.simulateChanged() && press.simulateChanged())
        #expect(await harness.events().isEmpty, "nothing for began or changed")
        #expect(press.simulateEnded())
        #expect(await harness.events().count == 1)

        #expect(press.simulateBegan() && press.simulateCancelled())
        #expect(await harness.events().count == 2, "cancelled after having begun counts")

        #expect(press.simulateFailed())
        #expect(tap.simulateFailed())
        #expect(!press.simulateEnded(), "ended without began is not a valid transition")
        #expect(!press.simulateCancelled())
        #expect(await harness.events().count == 2)
        #expect(target.received.map(\.state) == [.began, .changed, .changed, .ended, .began, .cancelled])
    }

    @Test("G5: no event for ignored view types: public ones by kind, private ones by exact name")
    func ignoredViews() async throws {
        let harness = Harness()
        let target = ActionRecorder()
        var recognizers: [TapGestureRecognizer] = []
        for view in [PageControl(), FancyPageControl(), _UIContextMenuContainerView(), ContextMenuLookalike(), View()] as [View] {
            let tap = TapGestureRecognizer(target: target, action: target.action())
            _ = banner(in: harness, recognizer: tap, view: view)
            recognizers.append(tap)
        }
        let onCollection = TapGestureRecognizer(target: target, action: target.action())
        harness.collection.addGestureRecognizer(onCollection)
        recognizers.append(onCollection)
        harness.interception.interceptGestureRecognizers(in: harness.screen.window)

        for tap in recognizers { tap.simulateRecognition() }

        let types = await harness.events().compactMap { $0.element?.type }
        #expect(types == ["ContextMenuLookalike", "View"], "a subclass of a private type is not the private type")
        #expect(target.received.count == recognizers.count)
    }

    @Test("G6: a tap in an alert resolves to the tapped action's view and title", arguments: AlertController.Layout.allCases)
    func alertActions(layout: AlertController.Layout) async throws {
        let harness = Harness()
        var handled: [String] = []
        let alert = AlertController(title: "Remove item?", message: "It cannot be undone.", layout: layout)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { handled.append($0.title ?? "") })
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { handled.append($0.title ?? "") })
        alert.present(in: harness.screen.window)
        harness.interception.interceptGestureRecognizers(in: harness.screen.window)

        #expect(alert.simulateUserTap(onActionAt: 1))

        #expect(handled == ["Delete"])
        #expect(!alert.isPresented)
        let event = try #require(await harness.events().only)
        #expect(event.kind == .tap)
        #expect(event.element?.type == "AlertAction")
        #expect(event.element?.content == "Delete")
        #expect(event.screen == ScreenProperties(name: "AlertController"))
        let rowType = layout == .collectionCells ? "_AlertControllerCollectionViewCell" : "_AlertControllerActionView"
        let listType = layout == .collectionCells ? "_AlertControllerCollectionView" : "_AlertControllerActionGroupView"
        // The alert is presented over the feed, so its root view is the window's second view.
        #expect(event.element?.path == "View[1]/\(listType)[0]/\(rowType)[1]")
    }

    @Test("G6: processors are pluggable, chosen by the recognizer's view type")
    func customProcessor() async throws {
        final class ChipBar: View {}
        final class Chip: View {}
        let harness = Harness()
        let target = ActionRecorder()
        let bar = ChipBar()
        let chips = ["Red", "Green"].map { title -> Chip in
            let chip = Chip()
            chip.addSubview(Label(text: title))
            bar.addSubview(chip)
            return chip
        }
        let tap = TapGestureRecognizer(target: target, action: target.action())
        bar.addGestureRecognizer(tap)
        harness.screen.controller.view.addSubview(bar)
        harness.interception.gestureElementProcessors["ChipBar"] = ActionRowProcessor(rowTypeNames: ["Chip"])
        try harness.interception.intercept(tap)

        harness.screen.application.simulateTouch(on: chips[1].subviews[0])
        harness.screen.application.simulateTouch(on: bar)

        let event = try #require(await harness.events().only, "a touch on no chip gives no event")
        #expect(event.element?.type == "Chip")
        #expect(event.element?.content == "Green")
        #expect(event.element?.path == "View[0]/ChipBar[0]/Chip[1]")
    }

    @Test("G7: business targets are called in order with the same arguments; the hook is not a target")
    func invisibleToTheApp() throws {
        func play(intercepted: Bool) throws -> (log: [String], targets: [String], senders: Bool) {
            let harness = Harness()
            ActionRecorder.log = []
            let targets = (1...3).map { ActionRecorder(name: "t\($0)") }
            let tap = TapGestureRecognizer()
            for target in targets { tap.addTarget(target, action: target.action()) }
            tap.addTarget(targets[0], action: targets[0].action("second"))
            _ = banner(in: harness, recognizer: tap)
            if intercepted { try harness.interception.intercept(tap) }
            tap.simulateRecognition()
            let sendersMatch = targets.allSatisfy { $0.received.allSatisfy { $0.sender == ObjectIdentifier(tap) } }
            return (ActionRecorder.log, tap.targets.map { "\(($0.target as? ActionRecorder)?.name ?? "?").\($0.action)" }, sendersMatch)
        }
        let plain = try play(intercepted: false)
        let intercepted = try play(intercepted: true)
        #expect(intercepted.log == ["t1.handle", "t2.handle", "t3.handle", "t1.second"])
        #expect(intercepted.log == plain.log)
        #expect(intercepted.targets == plain.targets)
        #expect(intercepted.senders && plain.senders)
    }

    @Test("U2: the gestures switch turns gesture events off and on")
    func gesturesSwitch() async throws {
        let harness = Harness()
        let target = ActionRecorder()
        let tap = TapGestureRecognizer(target: target, action: target.action())
        _ = banner(in: harness, recognizer: tap)
        try harness.interception.intercept(tap)

        harness.interception.setEnabled(false, for: .gestures)
        tap.simulateRecognition()
        #expect(await harness.events().isEmpty)
        harness.interception.setEnabled(true, for: .gestures)
        tap.simulateRecognition()
        #expect(await harness.events().count == 1)
        #expect(target.received.count == 2)

        harness.interception.removeInterception(from: tap)
        harness.interception.removeInterception(from: tap)
        tap.simulateRecognition()
        #expect(await harness.events().count == 1)
        #expect(target.received.count == 3)
    }

    @Test("G2: bad input is a documented no-op: nil target or action, no view, view leaving its window, released target")
    func badInput() async throws {
        let harness = Harness()
        let target = ActionRecorder()
        let tap = TapGestureRecognizer(target: nil, action: target.action())
        tap.addTarget(target, action: nil)
        tap.addTarget(nil, action: nil)
        #expect(tap.targets.isEmpty)
        try harness.interception.intercept(tap)
        #expect(!tap.simulateRecognition(), "a recognizer without a view recognizes nothing")

        let press = LongPressGestureRecognizer(target: target, action: target.action())
        let view = banner(in: harness, recognizer: press)
        try harness.interception.intercept(press)
        #expect(press.simulateBegan())
        view.removeFromSuperview()
        #expect(press.simulateEnded())
        #expect(target.received.map(\.state) == [.began, .cancelled], "the platform cancels the gesture")

        weak var released: ActionRecorder?
        do {
            let transient = ActionRecorder()
            released = transient
            tap.addTarget(transient, action: transient.action())
        }
        _ = banner(in: harness, recognizer: tap)
        #expect(released == nil)
        #expect(tap.simulateRecognition())
        #expect(await harness.events().isEmpty)
    }
}
