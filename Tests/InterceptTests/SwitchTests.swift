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
