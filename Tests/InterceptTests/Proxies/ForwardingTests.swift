import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// D1, D2: the proxy forwards every call exactly once, returns what the business delegate
/// returned, and is indistinguishable from no proxy for what the delegate does not implement.
@MainActor
@Suite("Forwarding")
struct ForwardingTests {
    /// Plays the same user session on a fresh screen, with or without interception, and returns
    /// what the business delegate saw and what the table ended up with.
    private func playSession(intercepted: Bool, spy: TableViewDelegateSpy) throws -> (calls: [DelegateCall<TableViewDelegateSpy.Method>], heights: [Double], selected: IndexPath?) {
        let harness = Harness()
        harness.table.delegate = spy
        if intercepted { try harness.interception.intercept(harness.table) }
        harness.table.reloadData()
        let heights = [IndexPath.row(0), .row(1), .row(0, 1)].map { harness.table.heightForRow(at: $0) }
        harness.table.simulateUserTap(onRowAt: .row(0))
        harness.table.simulateUserTap(onRowAt: .row(1))
        harness.table.simulateUserTap(onRowAt: .row(0, 1))
        harness.table.scrollToRow(at: .row(2))
        return (spy.log.calls, heights, harness.table.indexPathForSelectedRow)
    }

    /// Whether two sessions on two hosts made the same calls: method, arguments after the host, answer.
    private static func sameHostless(_ one: [DelegateCall<TableViewDelegateSpy.Method>], _ other: [DelegateCall<TableViewDelegateSpy.Method>]) -> Bool {
        let shape = { (calls: [DelegateCall<TableViewDelegateSpy.Method>]) in calls.map { "\($0.method)\($0.arguments.dropFirst())\($0.answer ?? "")" } }
        return !one.isEmpty && shape(one) == shape(other)
    }

    @Test("D1: every call reaches the business delegate once, with the same arguments and answers")
    func forwardsEveryCallOnce() throws {
        let configure: (TableViewDelegateSpy) -> Void = { spy in
            spy.heightAnswer = { Double(70 + $0[1]) }
            spy.willSelectAnswer = { $0 == .row(1) ? .row(2) : $0 }
        }
        let direct = TableViewDelegateSpy()
        configure(direct)
        let proxied = TableViewDelegateSpy()
        configure(proxied)

        let withoutProxy = try playSession(intercepted: false, spy: direct)
        let withProxy = try playSession(intercepted: true, spy: proxied)

        #expect(Self.sameHostless(withProxy.calls, withoutProxy.calls))
        #expect(withProxy.heights == [70, 71, 70])
        #expect(withProxy.heights == withoutProxy.heights)
        #expect(withProxy.selected == .row(0, 1))
        #expect(withProxy.selected == withoutProxy.selected)
        // The redirected selection reached the business delegate once, at the redirected row.
        try proxied.log.requireExactlyOnce(.didSelectRow, at: .row(2))
        try proxied.log.requireExactlyOnce(.willSelectRow, at: .row(1))
    }

    @Test("D1: a veto returned by the business delegate reaches the host")
    func vetoReachesHost() async throws {
        let harness = Harness()
        let spy = TableViewDelegateSpy()
        spy.willSelectAnswer = { _ in nil }
        harness.table.delegate = spy
        try harness.interception.intercept(harness.table)

        #expect(harness.table.simulateUserTap(onRowAt: .row(1)) == false)
        #expect(harness.table.indexPathForSelectedRow == nil)
        try spy.log.requireNever(.didSelectRow)
        #expect(await harness.events().isEmpty)
    }

    @Test("D2: unimplemented methods look to the host as if no proxy were installed")
    func unimplementedMethodsKeepHostDefaults() throws {
        let onlySelection: Set<TableViewDelegateSpy.Method> = [.didSelectRow]
        let direct = TableViewDelegateSpy(implementing: onlySelection)
        let proxied = TableViewDelegateSpy(implementing: onlySelection)
        let withoutProxy = try playSession(intercepted: false, spy: direct)
        let withProxy = try playSession(intercepted: true, spy: proxied)

        #expect(withProxy.heights == [44, 44, 44], "no height override: the table's rowHeight")
        #expect(withProxy.heights == withoutProxy.heights)
        #expect(withProxy.selected == withoutProxy.selected, "no selection veto")
        #expect(Self.sameHostless(withProxy.calls, withoutProxy.calls))
        #expect(proxied.log.calls.allSatisfy { $0.method == .didSelectRow })
    }

    @Test("D2: the collection view keeps its defaults through the proxy too")
    func collectionDefaultsThroughProxy() throws {
        let harness = Harness()
        let spy = CollectionViewDelegateSpy(implementing: [.didSelectItem])
        harness.collection.delegate = spy
        try harness.interception.intercept(harness.collection)

        #expect(harness.collection.simulateUserTap(onItemAt: .item(2)))
        #expect(harness.collection.indexPathsForSelectedItems == [.item(2)])
        try spy.log.requireExactlyOnce(.didSelectItem, at: .item(2))
        #expect(spy.log.calls.count == 1)
    }
}
