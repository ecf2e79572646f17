import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// No silent misconfiguration: intercepting a host connects the interception to the host's
/// application, so controls, pages and exposure are not lost for want of `addObserver`.
@MainActor
@Suite("Application registration")
struct ApplicationRegistrationTests {
    /// A screen whose controller shows a button, in a window of an application (not launched).
    private func buttonScreen(in window: Window = Window()) -> (Application, ViewController, Button) {
        let application = Application()
        let controller = ViewController(title: "Checkout")
        let button = Button(title: "Pay")
        button.addTarget(controller, action: ControlAction("pay") { (_: ViewController, _) in }, for: .touchUpInside)
        controller.view.addSubview(button)
        window.rootViewController = controller
        application.addWindow(window)
        return (application, controller, button)
    }

    @Test("intercepting a list in a window registers the interception: controls and pages report without addObserver")
    func listInWindow() async throws {
        let recorder = RecordingTracker()
        let interception = Interception(trackers: [recorder])
        let (application, controller, button) = buttonScreen()
        let table = TableView()
        controller.view.addSubview(table)

        try interception.intercept(table)
        application.launch()
        application.simulateTouch(on: button)
        await interception.flush()

        #expect(recorder.events.map(\.kind) == [.appStart, .pageEnter, .controlAction])
    }

    @Test("a list intercepted before its tree joins a window registers when it does, through nested trees")
    func listJoinsLater() async throws {
        let recorder = RecordingTracker()
        let interception = Interception(trackers: [recorder])
        let table = TableView()
        let card = View()
        card.addSubview(table)
        try interception.intercept(table)           // not in any window yet
        let container = View()
        container.addSubview(card)                  // still detached: remembered at the new root

        let (application, controller, button) = buttonScreen()
        controller.view.addSubview(container)       // joins the application's window
        application.simulateTouch(on: button)
        await interception.flush()

        #expect(recorder.events.map(\.kind) == [.controlAction])
    }

    @Test("a window intercepted before it is added to the application registers when it is")
    func windowAddedLater() async throws {
        let recorder = RecordingTracker()
        let interception = Interception(trackers: [recorder])
        let window = Window()
        interception.interceptGestureRecognizers(in: window)   // no recognizer: still registers
        let (application, _, button) = buttonScreen(in: window)
        application.simulateTouch(on: button)
        await interception.flush()

        #expect(recorder.events.map(\.kind) == [.controlAction])
    }

    @Test("a recognizer intercepted before it has a view registers when it is attached in a window")
    func recognizerAttachedLater() async throws {
        let recorder = RecordingTracker()
        let interception = Interception(trackers: [recorder])
        let (application, controller, button) = buttonScreen()
        let tap = TapGestureRecognizer(target: controller, action: GestureAction("close") { (_: ViewController, _) in })
        try interception.intercept(tap)
        controller.view.addGestureRecognizer(tap)
        application.simulateTouch(on: button)
        await interception.flush()

        #expect(recorder.events.map(\.kind).contains(.controlAction))
    }

    @Test("registration holds the interception weakly, and registering again changes nothing")
    func weakAndIdempotent() async throws {
        let (application, controller, button) = buttonScreen()
        let table = TableView()
        controller.view.addSubview(table)
        weak var released: Interception?
        do {
            let interception = Interception()
            released = interception
            try interception.intercept(table)
            try interception.intercept(table)
            application.addObserver(interception)
        }
        #expect(released == nil)
        #expect(application.simulateTouch(on: button))

        let recorder = RecordingTracker()
        let second = Interception(trackers: [recorder])
        let other = TableView()
        controller.view.addSubview(other)
        try second.intercept(other)
        try second.intercept(other)
        application.simulateTouch(on: button)
        await second.flush()
        #expect(recorder.events.map(\.kind) == [.controlAction], "registered once, so one event")
    }
}
