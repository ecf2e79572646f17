import Foundation
import Intercept
import InterceptHeadless
import Testing

/// H8, A2: a picker's internals show what the user picks; a tap on them gives no
/// content, no dead tap and no rage tap, and a wheel that settles after a tap handled that tap.
@MainActor
@Suite("Picker taps")
struct PickerTapTests {
    /// A date picker with wheel rows inside it, as UIKit's has.
    func wheelPicker(on screen: SignalScreen) -> (DatePicker, View) {
        let picker = screen.place(DatePicker(), Rect(x: 0, y: 300, width: 390, height: 216))
        let row = View()
        row.frame = Rect(x: 0, y: 80, width: 390, height: 44)
        row.isUserInteractionEnabled = true
        row.addSubview(Label(text: "1987"))
        picker.addSubview(row)
        return (picker, row)
    }

    @Test("H8 A2: taps on a picker's wheel rows give no dead tap, no rage tap, and never the rows' labels")
    func wheelRowsAreNotDescribed() async {
        let screen = SignalScreen()
        let (_, row) = wheelPicker(on: screen)
        for _ in 0..<4 { screen.tap(100, 400, thenWait: 0.1) }
        screen.wait(3)
        #expect(await screen.events(.deadTap, .rageTap).isEmpty)
        #expect(screen.interception.elementDescriber.describe(row) == nil, "the wheel's rows are the platform's")
    }

    @Test("A2: a date picker that settles after the tap handled it: a settling action, no dead tap")
    func settlingHandlesTheTap() async {
        let screen = SignalScreen()
        let picker = screen.place(DatePicker(), Rect(x: 0, y: 300, width: 390, height: 216))
        let counter = ActionCounter()
        picker.addTarget(counter, action: counter.control, for: .valueChanged)
        screen.tap(200, 400)
        picker.simulateDecelerationEnd(at: Date(timeIntervalSince1970: 631_152_000))
        screen.wait(3)
        let events = await screen.events(.controlAction, .deadTap)
        #expect(events.map(\.kind) == [.controlAction])
    }

    @Test("A2: a control settling after its tap removes only that tap's dead tap; an earlier dead tap elsewhere is still reported")
    func settlingKeepsOtherDeadTaps() async {
        var configuration = InterceptionConfiguration()
        // A settling control of the app's (not inside a picker, so its own tap could be dead too).
        configuration.controlActions.settlingControlTypes = ViewTypeSet(kinds: ["SettlingWheel"])
        let screen = SignalScreen(configuration: configuration)
        let label = screen.place(Label(text: "See all"), Rect(x: 0, y: 100, width: 390, height: 44))
        label.isUserInteractionEnabled = true
        let wheel = screen.place(SettlingWheel(), Rect(x: 0, y: 300, width: 390, height: 216))
        let counter = ActionCounter()
        wheel.addTarget(counter, action: counter.control, for: .valueChanged)

        screen.tap(100, 120)  // a dead tap on the label, pending for its window
        screen.tap(100, 400)  // the wheel's tap
        wheel.sendActions(for: .valueChanged, with: nil)  // it settles after the lift
        screen.wait(3)
        let events = await screen.events(.controlAction, .deadTap)
        #expect(events.map(\.kind) == [.controlAction, .deadTap])
        #expect(events.last?.element?.type == "Label" && events.last?.element?.content == nil, "the label's (no text: N3), not the wheel's")
        #expect(counter.count == 1)
    }
}

/// An app's wheel control that settles after its touch, as a date picker does.
@MainActor
final class SettlingWheel: Control {}
