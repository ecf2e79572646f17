import Foundation
import Intercept
import InterceptHeadless
import Testing

/// C1: pull-to-refresh is a user action, although its control never receives the
/// touch (the finger is on the list's content) and sends its value change with no event.
@MainActor
@Suite("Refresh control")
struct RefreshControlTests {
    /// A list-like container with a refresh control above its content and one row of content.
    func pullableList(on screen: SignalScreen) -> (RefreshControl, ActionCounter) {
        let list = screen.place(View(), Rect(x: 0, y: 0, width: 390, height: 700))
        list.isUserInteractionEnabled = true
        let refresh = screen.place(RefreshControl(), Rect(x: 0, y: -60, width: 390, height: 60), in: list)
        let row = screen.place(Label(text: "Inbox"), Rect(x: 0, y: 100, width: 390, height: 44), in: list)
        row.isUserInteractionEnabled = true
        let counter = ActionCounter()
        refresh.addTarget(counter, action: counter.control, for: .valueChanged)
        return (refresh, counter)
    }

    @Test("C1: a pull on the list's content that starts refreshing is one control action of the refresh control")
    func pullIsReported() async throws {
        let screen = SignalScreen()
        let (refresh, counter) = pullableList(on: screen)
        let pull = try #require(screen.application.beginTouch(at: Point(x: 100, y: 120), in: screen.window))
        screen.application.moveTouch(pull, to: Point(x: 100, y: 260))
        refresh.simulatePullPastThreshold()
        screen.application.endTouch(pull)
        screen.wait(3)
        #expect(counter.count == 1, "the app's refresh ran")
        let events = await screen.events(.controlAction, .tap, .deadTap)
        #expect(events.map(\.kind) == [.controlAction])
        #expect(events.first?.element?.type == "RefreshControl")
    }

    @Test("C1: a refresh control sending its value change with no touch in its list is the app's code, not reported")
    func refreshFromCodeIsNotReported() async {
        let screen = SignalScreen()
        let (refresh, counter) = pullableList(on: screen)
        refresh.simulatePullPastThreshold()
        screen.wait(3)
        #expect(counter.count == 1)
        #expect(await screen.events(.controlAction).isEmpty)
    }
}
