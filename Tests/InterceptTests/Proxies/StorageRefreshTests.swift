import Foundation
import Intercept
import InterceptHeadless
import Testing

/// F3: the host's storage is refreshed (`nil`, then the proxy) only when the proxy's
/// answers can have changed; assigning the same delegate again changes nothing in it, as it
/// changes nothing without Intercept.
@MainActor
@Suite("Storage refresh")
struct StorageRefreshTests {
    @Test("D7 F3: the same delegate assigned again leaves the host's storage alone; another delegate refreshes it once")
    func sameDelegateWritesNothing() async throws {
        let harness = Harness()
        let table = harness.table
        let business = SelectionCountingDelegate()
        table.delegate = business
        let proxy = try #require(try harness.interception.intercept(table))
        #expect(table.storedDelegate === proxy)
        let changes = table.storedDelegateChanges

        table.delegate = business
        table.delegate = table.delegate
        #expect(table.storedDelegateChanges == changes, "viewWillAppear's `delegate = self` is free, as without Intercept")

        let other = SelectionCountingDelegate()
        table.delegate = other
        #expect(table.storedDelegateChanges == changes + 2, "nil, then the proxy: the host asks the new delegate's answers")
        #expect(table.storedDelegate === proxy && proxy.forwardee === other)
        table.simulateUserTap(onRowAt: .row(0))
        #expect(other.selections == [.row(0)] && business.selections.isEmpty)
        #expect(await harness.events().filter { $0.kind == .rowSelected }.count == 1)
    }
}
