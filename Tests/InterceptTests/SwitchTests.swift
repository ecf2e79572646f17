import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// U2: interception can be turned off and on at run time, globally and per family.
@MainActor
@Suite("Switches")
struct SwitchTests {
    @Test("U2: the global switch and the lists switch turn selection events off and back on")
    func switches() async throws {
        let harness = Harness()
        let spy = TableViewDelegateSpy()
        spy.heightAnswer = { _ in 50 }
        harness.table.delegate = spy
        try harness.interception.intercept(harness.table)

        harness.interception.isEnabled = false
        harness.table.simulateUserTap(onRowAt: .row(0))
        #expect(harness.table.heightForRow(at: .row(0)) == 50, "the app behaves exactly as without the toolkit")
        try spy.log.requireExactlyOnce(.didSelectRow, at: .row(0))
        #expect(!harness.interception.isEnabled(.lists))

        harness.interception.isEnabled = true
        harness.interception.setEnabled(false, for: .lists)
        #expect(harness.interception.isEnabled(.gestures))
        harness.table.simulateUserTap(onRowAt: .row(1))
        try spy.log.requireExactlyOnce(.didSelectRow, at: .row(1))
        #expect(await harness.events().isEmpty)

        harness.interception.setEnabled(true, for: .lists)
        harness.table.simulateUserTap(onRowAt: .row(2))
        #expect(await harness.events().map(\.listPosition?.index) == [2])
    }
}

/// U2 regression: `pageExit` followed the switches no more than `appEnd` did not.
@MainActor
@Suite("Switches: pages")
struct PageSwitchTests {
    @Test("U2: with the global switch or the pages family off, neither pageExit nor appEnd is emitted")
    func pagesSwitchedOffEmitNoExit() async throws {
        for turnOff in [{ (interception: Interception) in interception.isEnabled = false },
                        { (interception: Interception) in interception.setEnabled(false, for: .pages) }] {
            let recorder = RecordingTracker()
            let interception = Interception(trackers: [recorder])
            let application = Application()
            application.addObserver(interception)
            let window = Window()
            application.addWindow(window)
            let navigation = NavigationController(rootViewController: ViewController(title: "Home"))
            window.rootViewController = navigation
            application.launch()
            navigation.pushViewController(ViewController(title: "Detail"))
            await interception.flush()
            #expect(recorder.events.map(\.kind) == [.appStart, .pageEnter, .pageExit, .pageEnter])

            turnOff(interception)
            navigation.popViewController()
            application.enterBackground()
            await interception.flush()
            #expect(recorder.events.count == 4, "switched off: no pageExit, no appEnd, no pageEnter: \(recorder.events.map(\.kind))")
        }
    }
}
