import Foundation
import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// F1-F4: the list hosts' delegate storage, explicit API, cached answers and teardown, with UIKit's
/// mechanics (one weak storage, answers cached at assignment, `nil` assigned at deallocation,
/// hooked accessors); and D5/D8 for a foreign proxy carried from one host to another.
@MainActor
@Suite("Fidelity: list delegates")
struct ListDelegateFidelityTests {
    @Test("F1, D9: the storage holds the proxy while intercepted and the business delegate again after removeInterception")
    func storageAfterUninstall() async throws {
        let harness = Harness()
        let business = SelectionCountingDelegate()
        harness.table.delegate = business
        harness.collection.delegate = business
        #expect(harness.table.storedDelegate === business)
        let tableProxy = WeakReference(try #require(try harness.interception.intercept(harness.table)))
        let collectionProxy = WeakReference(try #require(try harness.interception.intercept(harness.collection)))
        #expect(harness.table.storedDelegate === tableProxy.object)
        #expect(harness.collection.storedDelegate === collectionProxy.object)

        harness.interception.removeInterception(from: harness.table)
        harness.interception.removeInterception(from: harness.collection)

        #expect(harness.table.storedDelegate === business, "the business delegate, as before install")
        #expect(harness.collection.storedDelegate === business)
        #expect(tableProxy.object == nil && collectionProxy.object == nil, "the proxies are freed")
        harness.table.simulateUserTap(onRowAt: .row(1))
        harness.collection.simulateUserTap(onItemAt: .item(2))
        #expect(business.selections == [.row(1), .item(2)], "neither host lost its delegate")
        #expect(await harness.events().isEmpty)
    }

    @Test("F1: retarget, nil and reinstall each leave in the storage what the host needs")
    func storageThroughOperations() throws {
        let harness = Harness()
        let first = SelectionCountingDelegate()
        let second = SelectionCountingDelegate()
        harness.table.delegate = first
        let proxy = try #require(try harness.interception.intercept(harness.table))

        harness.table.delegate = second
        #expect(harness.table.storedDelegate === proxy && proxy.forwardee === second)
        harness.table.delegate = nil
        #expect(harness.table.storedDelegate == nil, "nil: no delegate behavior at all")
        #expect(harness.table.delegate == nil)
        harness.table.delegate = first
        #expect(harness.table.storedDelegate === proxy && proxy.forwardee === first)
        harness.table.delegate = proxy
        #expect(harness.table.storedDelegate === proxy && proxy.forwardee === first, "our proxy unwraps, never nests")

        harness.interception.removeInterception(from: harness.table)
        #expect(harness.table.storedDelegate === first)
        let reinstalled = try #require(try harness.interception.intercept(harness.table))
        #expect(harness.table.storedDelegate === reinstalled && reinstalled.forwardee === first)
        harness.table.simulateUserTap(onRowAt: .row(0))
        #expect(first.selections == [.row(0)] && second.selections.isEmpty)
    }

    enum Hooks: String, CaseIterable, Sendable {
        case none, standard, autoIntercepting
    }

    @Test("F2: the explicit API works the same with or without the setter hooks", arguments: Hooks.allCases)
    func explicitAPI(hooks: Hooks) async throws {
        let harness = Harness()
        switch hooks {
        case .none: harness.table.delegateAccessorHooks = nil
        case .standard: harness.table.delegateAccessorHooks = .standard
        case .autoIntercepting: harness.table.delegateAccessorHooks = DelegateAccessorHooks(autoIntercepting: harness.interception)
        }
        let business = SelectionCountingDelegate()

        try harness.table.setDelegate(business, interceptedBy: harness.interception)

        let proxy = try #require(harness.table.delegateSlot.proxy)
        #expect(proxy.forwardee === business, "the proxy forwards to the business delegate")
        #expect(harness.table.storedDelegate === proxy)
        let expectedReading: AnyObject = hooks == .none ? proxy : business
        #expect(harness.table.delegate === expectedReading, "without hooks the getter is UIKit's own")
        harness.table.simulateUserTap(onRowAt: .row(2))
        #expect(business.selections == [.row(2)])
        let event = try #require(await harness.events().only)
        #expect(event.host == proxy.context.hostIdentity)

        let other = Interception()
        #expect(throws: InterceptionError.hostInterceptedByAnotherInterception(proxy.context.hostIdentity)) {
            try harness.table.setDelegate(SelectionCountingDelegate(), interceptedBy: other)
        }
        #expect(proxy.forwardee === business, "a refused explicit assignment changes nothing")
    }

    @Test("F3: the host dispatches by the answers cached at assignment, and a retarget refreshes them")
    func retargetRefreshesCachedAnswers() throws {
        let harness = Harness()
        let first = TableViewDelegateSpy(implementing: [.didSelectRow])
        harness.table.delegate = first
        let proxy = try #require(try harness.interception.intercept(harness.table))
        #expect(!proxy.responds(to: TableViewDelegateSelector.heightForRow), "the proxy answers as its business delegate")
        #expect(harness.table.heightForRow(at: .row(0)) == 44)

        let second = TableViewDelegateSpy(implementing: [.didSelectRow, .heightForRow])
        second.heightAnswer = { _ in 99 }
        harness.table.delegate = second
        #expect(proxy.responds(to: TableViewDelegateSelector.heightForRow))
        #expect(harness.table.heightForRow(at: .row(0)) == 99, "the host asked the proxy again")
        try second.log.requireExactlyOnce(.heightForRow, at: .row(0))
    }

    @Test("F3: a cached call reaching the proxy after the business delegate is gone is absorbed, never an unrecognized selector")
    func cachedCallAfterRelease() async throws {
        let harness = Harness()
        let faults = PlatformFaults.count
        do {
            let tableSpy = TableViewDelegateSpy()
            tableSpy.heightAnswer = { _ in 80 }
            let collectionSpy = CollectionViewDelegateSpy()
            harness.table.delegate = tableSpy
            harness.collection.delegate = collectionSpy
            try harness.interception.intercept(harness.table)
            try harness.interception.intercept(harness.collection)
            #expect(harness.table.heightForRow(at: .row(0)) == 80)
        }
        // The hosts still hold the proxies, whose cached answers say every method is implemented.
        #expect(harness.table.heightForRow(at: .row(0)) == 44, "answered as for a nil delegate: the host's default")
        #expect(harness.table.simulateUserTap(onRowAt: .row(1)))
        harness.table.scrollToRow(at: .row(0, 1))
        #expect(harness.collection.simulateUserTap(onItemAt: .item(1)))
        harness.collection.reloadData()
        #expect(PlatformFaults.recorded(since: faults).isEmpty)
        #expect(await harness.events().isEmpty)
    }

    @Test("F4: a host's teardown assigns nil through the hooked setter and creates neither slot nor proxy")
    func teardownCreatesNothing() throws {
        let interception = Interception()
        let faults = PlatformFaults.count
        weak var releasedTable: TableView?
        weak var releasedCollection: CollectionView?
        do {
            let table = TableView()
            let collection = CollectionView()
            releasedTable = table
            releasedCollection = collection
            table.delegateAccessorHooks = DelegateAccessorHooks(autoIntercepting: interception)
            collection.delegateAccessorHooks = DelegateAccessorHooks(autoIntercepting: interception)
            table.delegate = nil
            #expect(table.existingDelegateSlot == nil, "assigning nil installs nothing")
            interception.setEnabled(false, for: .lists)
            let business = SelectionCountingDelegate()
            collection.delegate = business
            interception.setEnabled(true, for: .lists)
            #expect(collection.existingDelegateSlot == nil)
        }
        #expect(releasedTable == nil && releasedCollection == nil)
        #expect(PlatformFaults.recorded(since: faults).isEmpty)
    }

    @Test("F4: an intercepted host tears down without faults and frees its proxy")
    func interceptedTeardown() throws {
        let interception = Interception()
        let business = SelectionCountingDelegate()
        let faults = PlatformFaults.count
        weak var releasedProxy: TableViewDelegateProxy?
        do {
            let table = TableView()
            table.delegateAccessorHooks = DelegateAccessorHooks(autoIntercepting: interception)
            table.delegate = business
            releasedProxy = table.existingDelegateSlot?.proxy
            #expect(releasedProxy != nil, "the hooked setter intercepted the table")
        }
        #expect(releasedProxy == nil)
        #expect(PlatformFaults.recorded(since: faults).isEmpty)
    }

    @Test("D5, D8: a foreign proxy wrapping ours, assigned to a host that is not intercepted, reports nothing for the first host")
    func foreignProxyCarriedToAnotherHost() async throws {
        let harness = Harness()
        let business = SelectionCountingDelegate()
        harness.table.delegate = business
        let proxy = try #require(try harness.interception.intercept(harness.table))
        let foreign = ForeignDelegateProxy.install(on: harness.table, wrapping: .dispatchTarget)
        #expect(foreign.forwardee === proxy)
        let other = TableView()
        harness.screen.controller.view.addSubview(other)
        other.dataSource = harness.screen.tableData
        other.reloadData()

        other.delegate = harness.table.delegate
        #expect(other.delegate === foreign)
        other.simulateUserTap(onRowAt: .row(2))

        #expect(business.selections == [.row(2)], "forwarded through both proxies")
        #expect(await harness.events().isEmpty, "no rowSelected for the first table with the second one's row")

        let otherProxy = try #require(try harness.interception.intercept(other))
        other.simulateUserTap(onRowAt: .row(1))
        harness.table.simulateUserTap(onRowAt: .row(0))
        let events = await harness.events()
        #expect(events.map(\.host) == [otherProxy.context.hostIdentity, proxy.context.hostIdentity])
        #expect(events.map(\.element?.path) == ["View[0]/TableView[1]/TableViewCell[0-1]", "View[0]/TableView[0]/TableViewCell[0-0]"])
    }
}
