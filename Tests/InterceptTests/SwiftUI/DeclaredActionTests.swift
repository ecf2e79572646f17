import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// The target SwiftUI's machinery calls: a binding's setter or a button's action, which the
/// adapter's tracked binding or action reports to the core before running the app's code.
@MainActor
final class SwiftUIActionTarget {
    let interception: Interception
    let element: DeclaredElement
    var value: (() -> DeclaredControlValue?) = { nil }
    /// A toggle tracked through its binding: the core's ``DeclaredBinding``, which the adapter's
    /// binding wrapper calls, reports instead of `value`.
    var binding: DeclaredBinding<Bool>?
    private(set) var runs = 0

    init(_ interception: Interception, _ element: DeclaredElement) {
        self.interception = interception
        self.element = element
    }

    func run() {
        if let binding, case .toggle(let isOn) = value() {
            binding.userDidSet(isOn, on: element, in: interception)
        } else {
            interception.declaredActionDidRun(element, value: value())
        }
        runs += 1
    }

    var control: ControlAction { ControlAction("swiftUIAction") { (target: SwiftUIActionTarget, _) in target.run() } }
    var gesture: GestureAction { GestureAction("swiftUIAction") { (target: SwiftUIActionTarget, _) in target.run() } }
}

/// A recognizer of SwiftUI's own (iOS 18 backs SwiftUI gestures with private recognizers): not a
/// tracked class (G1), so only the declared action reports the tap.
@MainActor
final class SwiftUIButtonGesture: GestureRecognizer {}

/// S2: tracked SwiftUI actions and controls.
@MainActor
@Suite("SwiftUI actions")
struct DeclaredActionTests {
    @Test("S2: a SwiftUI Toggle backed by a UIKit switch gives one event per touch, with its SwiftUI type and label, not the switch's (U1)")
    func toggleOverUIKitSwitch() async throws {
        let screen = SignalScreen()
        let toggle = screen.place(Switch(), Rect(x: 20, y: 200, width: 51, height: 31))
        let target = SwiftUIActionTarget(
            screen.interception, DeclaredElement(type: "Toggle", name: "wifi", label: "Wi-Fi", path: [DeclaredPathSegment("settings")]))
        target.value = { .toggle(toggle.isOn) }
        target.binding = .toggle
        toggle.addTarget(target, action: target.control, for: .valueChanged)
        screen.tap(40, 215)
        let event = try #require(await screen.events(.controlAction).only)
        #expect(event.element?.type == "Toggle")
        #expect(event.element?.content == "checked")
        #expect(event.element?.path == "settings/wifi")
        #expect(event.element?.trackingID == "wifi")
        #expect(event.touch?.window == Point(x: 40, y: 215), "where the finger was (A3)")
        #expect(target.runs == 1)
    }

    @Test("S2: a tracked Button whose touch a recognizer and a row selection also see is one event, the declared one (U1)")
    func buttonWithUIKitSources() async throws {
        let screen = SignalScreen()
        let row = screen.place(View(), Rect(x: 0, y: 300, width: 390, height: 60))
        let counter = ActionCounter()
        row.addGestureRecognizer(TapGestureRecognizer(target: counter, action: counter.gesture))
        let target = SwiftUIActionTarget(screen.interception, DeclaredElement(type: "Button", name: "buy", label: "Buy"))
        row.addGestureRecognizer(SwiftUIButtonGesture(target: target, action: target.gesture))
        screen.tap(100, 320)
        let events = await screen.events(.controlAction, .tap)
        #expect(events.count == 1)
        #expect(events.first?.kind == .controlAction)
        #expect(events.first?.element?.type == "Button")
        #expect(events.first?.element?.content == "Buy")
        #expect(counter.count == 1 && target.runs == 1, "both handlers still run")
    }

    @Test("S2: a slider dragged in one touch gives one event, its final value (C2)")
    func sliderDrag() async throws {
        let screen = SignalScreen()
        let track = screen.place(View(), Rect(x: 20, y: 200, width: 300, height: 40))
        let element = DeclaredElement(type: "Slider", name: "volume", label: "Volume")
        let touch = try #require(screen.application.beginTouch(on: track))
        for value in [0.2, 0.45, 0.7] {
            screen.interception.declaredActionDidRun(element, value: .number(value))
            screen.application.moveTouch(touch)
        }
        screen.application.endTouch(touch)
        let event = try #require(await screen.events(.controlAction).only)
        #expect(event.element?.content == "0.7")
    }

    @Test("S2: rage taps count one tap per touch on a tracked SwiftUI button; a tracked action is never a dead tap (A1, A2)")
    func rageAndDead() async throws {
        let screen = SignalScreen()
        let button = screen.place(View(), Rect(x: 100, y: 400, width: 190, height: 50))
        let target = SwiftUIActionTarget(screen.interception, DeclaredElement(type: "Button", name: "pay", label: "Pay"))
        button.addGestureRecognizer(SwiftUIButtonGesture(target: target, action: target.gesture))
        for offset in [0.0, 10, -6, 14] { screen.tap(150 + offset, 420, thenWait: 0.3) }
        screen.wait(3)
        let rage = try #require(await screen.events(.rageTap).only)
        #expect(rage.tapCount == 4)
        #expect(rage.element?.type == "Button" && rage.element?.trackingID == "pay")
        screen.wait(5)
        #expect(await screen.events(.deadTap).isEmpty)
    }

    @Test("S2: a text field's submit and a date picker report their label, never what was entered (H8); switched off, nothing (U2)")
    func withheldAndSwitchedOff() async throws {
        let screen = SignalScreen()
        screen.interception.declaredActionDidRun(DeclaredElement(type: "TextField", name: "email", label: "Email"), value: .withheld)
        screen.interception.declaredActionDidRun(DeclaredElement(type: "DatePicker", name: "birthday", label: "Birthday"), value: .withheld)
        screen.interception.declaredActionDidRun(DeclaredElement(type: "Picker", name: "size", label: "Size"), value: .choice("Large"))
        screen.interception.setEnabled(false, for: .controls)
        screen.interception.declaredActionDidRun(DeclaredElement(type: "Button", name: "hidden"))
        let events = await screen.events(.controlAction)
        #expect(events.map { $0.element?.type } == ["TextField", "DatePicker", "Picker"])
        #expect(events.map { $0.element?.content } == [nil, nil, "Large"])
    }
    @Test("S2, U1: a tracked Toggle over a UIKit switch activated without a touch (VoiceOver, a key) gives one event, the Toggle's, with its input method")
    func toggleActivatedWithoutTouch() async throws {
        let screen = SignalScreen()
        screen.application.isAssistiveTechnologyRunning = true
        let toggle = screen.place(Switch(), Rect(x: 20, y: 200, width: 51, height: 31))
        let target = SwiftUIActionTarget(screen.interception, DeclaredElement(type: "Toggle", name: "wifi", label: "Wi-Fi"))
        target.value = { .toggle(toggle.isOn) }
        target.binding = .toggle
        toggle.addTarget(target, action: target.control, for: .valueChanged)
        toggle.simulateAccessibilityActivation()
        let event = try #require(await screen.events(.controlAction).only)
        #expect(event.element?.type == "Toggle" && event.element?.content == "checked")
        #expect(event.inputMethod == .assistiveTechnology && event.touch == nil)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in DispatchQueue.main.async { done.resume() } }
        toggle.simulateAccessibilityActivation()
        let second = await screen.events(.controlAction)
        #expect(second.map(\.element?.type) == ["Toggle"])
        #expect(second.map(\.element?.content) == ["unchecked"])
        #expect(target.runs == 2)
    }

    @Test("S2, U1: a tracked Toggle whose binding SwiftUI sets after the UIKit switch's touchless action, in the same turn, gives one event, the Toggle's, and counts the order")
    func toggleSetAfterControlAction() async throws {
        let screen = SignalScreen()
        screen.application.isAssistiveTechnologyRunning = true
        let toggle = screen.place(Switch(), Rect(x: 20, y: 200, width: 51, height: 31))
        let element = DeclaredElement(type: "Toggle", name: "wifi", label: "Wi-Fi")
        // SwiftUI's own target on the switch; the binding is set once the action returned.
        let target = SwiftUIActionTarget(screen.interception, DeclaredElement(type: "Button", name: "unused"))
        toggle.addTarget(target, action: ControlAction("swiftUIAction") { (_: SwiftUIActionTarget, _) in }, for: .valueChanged)
        toggle.simulateAccessibilityActivation()
        DeclaredBinding<Bool>.toggle.userDidSet(toggle.isOn, on: element, in: screen.interception)
        let event = try #require(await screen.events(.controlAction).only)
        #expect(event.element?.type == "Toggle" && event.element?.content == "checked")
        #expect(event.inputMethod == .assistiveTechnology && event.touch == nil)
        #expect(screen.interception.swiftUIAssumptionViolations[.bindingSetInsideControlAction] == 1)
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in DispatchQueue.main.async { done.resume() } }
        // A UIKit switch alone, activated without a touch, still gives its own event.
        toggle.simulateAccessibilityActivation()
        let second = await screen.events(.controlAction)
        #expect(second.map(\.element?.type) == ["Switch"])
        #expect(second.last?.inputMethod == .assistiveTechnology)
    }

    @Test("S2: a tracked binding set off the main thread is set, never reported as the user's, and counted; it does not trap")
    func bindingSetOffMainThread() async throws {
        let screen = SignalScreen()
        let interception = screen.interception
        let box = SetBox()
        let reported = await Task.detached {
            DeclaredBinding<Bool>.toggle.set(
                true, apply: { box.value = true },
                element: { DeclaredElement(type: "Toggle", name: "wifi") }, interception: { interception })
        }.value
        #expect(!reported)
        #expect(box.value)
        for _ in 0..<200 where interception.swiftUIAssumptionViolations[.bindingSetOnMainThread] == nil {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(interception.swiftUIAssumptionViolations[.bindingSetOnMainThread] == 1)
        #expect(await screen.events(.controlAction).isEmpty)
        let onMain = DeclaredBinding<Bool>.toggle.set(
            true, apply: {}, element: { DeclaredElement(type: "Toggle", name: "wifi") }, interception: { interception })
        #expect(onMain)
        #expect(await screen.events(.controlAction).count == 1)
    }
}

/// A value an off-main setter writes, read back on the main actor after it finished.
private final class SetBox: @unchecked Sendable {
    var value = false
}
