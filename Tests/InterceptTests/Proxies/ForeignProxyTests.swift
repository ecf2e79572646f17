import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// D8: another library's proxy in the chain, in either order, still yields one event per action.
@MainActor
@Suite("Foreign proxies")
struct ForeignProxyTests {
    enum Order: CaseIterable {
        case foreignFirst, interceptFirst
    }

    @Test(
        "D8: one event per selection with a foreign proxy in the chain",
        arguments: Order.allCases, [ForeignDelegateProxy.Wrapping.hostDelegate, .dispatchTarget]
    )
    func foreignProxyInChain(order: Order, wrapping: ForeignDelegateProxy.Wrapping) async throws {
        let harness = Harness()
        let business = SelectionCountingDelegate()
        harness.table.delegate = business
        let foreign: ForeignDelegateProxy
        switch order {
        case .foreignFirst:
            foreign = ForeignDelegateProxy.install(on: harness.table, wrapping: wrapping)
            try harness.interception.intercept(harness.table)
        case .interceptFirst:
            try harness.interception.intercept(harness.table)
            foreign = ForeignDelegateProxy.install(on: harness.table, wrapping: wrapping)
        }

        harness.table.simulateUserTap(onRowAt: .row(0))
        harness.table.simulateUserTap(onRowAt: .row(1))

        #expect(business.selections == [.row(0), .row(1)])
        #expect(foreign.observedSelections == [.row(0), .row(1)])
        let events = await harness.events()
        #expect(events.map(\.kind) == [.rowSelected, .rowSelected])
        #expect(events.map(\.listPosition?.index) == [0, 1])
        #expect(!(harness.table.delegate is TableViewDelegateProxy), "the getter never shows our proxy")
    }

    @Test("D8: a foreign proxy that wraps ours is called by the host and forwards into ours")
    func foreignWrapsOurs() async throws {
        let harness = Harness()
        let business = SelectionCountingDelegate()
        harness.collection.delegate = business
        let ours = WeakReference(try #require(try harness.interception.intercept(harness.collection)))
        var proxy: CollectionViewDelegateProxy? { ours.object as? CollectionViewDelegateProxy }
        let foreign = ForeignDelegateProxy.install(on: harness.collection, wrapping: .dispatchTarget)

        #expect(proxy != nil && foreign.forwardee === proxy)
        #expect(harness.collection.delegateSlot.frontProxy == nil, "ours is not put in front a second time")
        #expect(proxy?.forwardee === business)
        harness.collection.simulateUserTap(onItemAt: .item(1))
        #expect(business.selections == [.item(1)])
        #expect(await harness.events().map(\.kind) == [.itemSelected])

        // Removing ours leaves the foreign chain working, silently: the foreign proxy holds ours
        // weakly, so the slot keeps the detached proxy alive while the chain needs it.
        harness.interception.removeInterception(from: harness.collection)
        #expect(proxy != nil)
        harness.collection.simulateUserTap(onItemAt: .item(2))
        #expect(business.selections == [.item(1), .item(2)])
        #expect(await harness.events().count == 1)

        // Once the foreign library steps back, the detached proxy goes.
        ForeignDelegateProxy.uninstall(from: harness.collection)
        #expect(harness.collection.delegate === business)
        #expect(proxy == nil)
        harness.collection.simulateUserTap(onItemAt: .item(0))
        #expect(business.selections == [.item(1), .item(2), .item(0)])
    }

    @Test("D8: a foreign proxy forwarding into another host's proxy is not reported twice")
    func crossHostChain() async throws {
        let harness = Harness()
        let business = SelectionCountingDelegate()
        let otherTable = TableView()
        otherTable.delegate = business
        let otherProxy = try #require(try harness.interception.intercept(otherTable))
        let foreign = ForeignDelegateProxy(wrapping: otherProxy)
        harness.table.setAssociatedObject(foreign, forKey: "foreign")
        harness.table.delegate = foreign
        try harness.interception.intercept(harness.table)

        harness.table.simulateUserTap(onRowAt: .row(2))

        #expect(business.selections == [.row(2)])
        let event = try #require(await harness.events().only)
        #expect(event.host == harness.table.delegateSlot.proxy?.context.hostIdentity)
    }
}
