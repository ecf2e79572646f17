import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// D4-D7, D9, D11, D12: how the proxy lives, is re-targeted, unwrapped, removed and hidden.
@MainActor
@Suite("Proxy lifecycle")
struct ProxyLifecycleTests {
    @Test("D4: the proxy never retains the business delegate; once it is gone calls are no-ops")
    func doesNotRetainBusinessDelegate() async throws {
        let harness = Harness()
        weak var released: SelectionCountingDelegate?
        do {
            let business = SelectionCountingDelegate()
            released = business
            harness.table.delegate = business
            try harness.interception.intercept(harness.table)
            harness.table.simulateUserTap(onRowAt: .row(0))
        }
        #expect(released == nil)
        #expect(harness.table.delegate == nil)
        #expect(harness.table.simulateUserTap(onRowAt: .row(1)), "the table still selects on its own")
        #expect(harness.table.heightForRow(at: .row(1)) == 44)
        let events = await harness.events()
        #expect(events.map(\.listPosition?.index) == [0], "nothing after the delegate is gone")
    }

    @Test("D4: no retain cycle between a controller, its table and the proxy")
    func noRetainCycle() throws {
        final class FeedController: ViewController, TableViewDelegate {
            let table = TableView()
            init() {
                super.init(title: "Feed")
                view.addSubview(table)
                table.delegate = self
            }
            func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
        }
        let interception = Interception()
        weak var releasedController: FeedController?
        weak var releasedTable: TableView?
        weak var releasedProxy: TableViewDelegateProxy?
        do {
            let controller = FeedController()
            releasedController = controller
            releasedTable = controller.table
            releasedProxy = try interception.intercept(controller.table)
            #expect(releasedProxy != nil)
        }
        #expect(releasedController == nil)
        #expect(releasedTable == nil)
        #expect(releasedProxy == nil)
    }

    @Test("D5: installing twice gives the same proxy, and setting the same delegate never nests")
    func oneProxyPerHost() throws {
        let harness = Harness()
        let business = SelectionCountingDelegate()
        harness.table.delegate = business
        let first = try #require(try harness.interception.intercept(harness.table))
        let second = try #require(try harness.interception.intercept(harness.table))
        #expect(first === second)

        harness.table.delegate = business
        harness.table.delegate = harness.table.delegate
        #expect(harness.table.delegateSlot.proxy === first)
        #expect(harness.table.delegateSlot.frontProxy === first)
        #expect(first.forwardee === business)
        harness.table.simulateUserTap(onRowAt: .row(0))
        #expect(business.selections == [.row(0)])
    }

    @Test("D5: assigning one host's proxy to another host unwraps to the business delegate")
    func proxyAssignedElsewhereUnwraps() async throws {
        let harness = Harness()
        let business = SelectionCountingDelegate()
        harness.table.delegate = business
        let proxy = try #require(try harness.interception.intercept(harness.table))

        let other = TableView()
        harness.screen.controller.view.addSubview(other)
        other.dataSource = harness.screen.tableData
        other.reloadData()
        other.delegate = proxy
        #expect(other.delegate === business)

        let otherProxy = try #require(try harness.interception.intercept(other))
        #expect(otherProxy !== proxy)
        #expect(otherProxy.forwardee === business)
        other.simulateUserTap(onRowAt: .row(2))
        #expect(business.selections == [.row(2)])
        let event = try #require(await harness.events().only)
        #expect(event.host == otherProxy.context.hostIdentity)
    }

    @Test("D5: one delegate shared by three hosts gives three proxies and one event per selection")
    func sharedDelegate() async throws {
        let harness = Harness()
        let business = SelectionCountingDelegate()
        let tables = [harness.table, TableView(), TableView()]
        for table in tables.dropFirst() {
            harness.screen.controller.view.addSubview(table)
            table.dataSource = harness.screen.tableData
            table.reloadData()
        }
        var proxies: [TableViewDelegateProxy] = []
        for table in tables {
            table.delegate = business
            proxies.append(try #require(try harness.interception.intercept(table)))
        }
        #expect(Set(proxies.map(ObjectIdentifier.init)).count == 3)

        for (index, table) in tables.enumerated() { table.simulateUserTap(onRowAt: .row(index)) }

        let events = await harness.events()
        #expect(events.count == 3)
        #expect(events.map(\.host) == proxies.map(\.context.hostIdentity))
        #expect(events.map(\.element?.path) == [
            "View[0]/TableView[0]/TableViewCell[0-0]",
            "View[0]/TableView[1]/TableViewCell[0-1]",
            "View[0]/TableView[2]/TableViewCell[0-2]",
        ])
        #expect(business.selections == [.row(0), .row(1), .row(2)])
    }

    @Test("D5: installing on a released host is a no-op; a host owned by another interception is a typed error")
    func badInstalls() throws {
        let harness = Harness()
        weak var released: TableView?
        do {
            let table = TableView()
            released = table
        }
        #expect(try harness.interception.intercept(released) == nil)
        harness.interception.removeInterception(from: released)

        let proxy = try #require(try harness.interception.intercept(harness.table))
        let other = Interception()
        #expect(throws: InterceptionError.hostInterceptedByAnotherInterception(proxy.context.hostIdentity)) {
            try other.intercept(harness.table)
        }
        other.removeInterception(from: harness.table)
        #expect(harness.table.delegateSlot.proxy === proxy, "another interception cannot remove ours")
    }

    @Test("D6: a new delegate re-targets the same proxy; nil leaves no delegate behavior")
    func retarget() async throws {
        let harness = Harness()
        let first = TableViewDelegateSpy()
        harness.table.delegate = first
        let proxy = try #require(try harness.interception.intercept(harness.table))

        let second = TableViewDelegateSpy()
        second.heightAnswer = { _ in 99 }
        harness.table.delegate = second
        #expect(harness.table.delegateSlot.proxy === proxy)
        #expect(proxy.forwardee === second)
        first.resetLog()
        harness.table.simulateUserTap(onRowAt: .row(1))
        #expect(harness.table.heightForRow(at: .row(1)) == 99)
        #expect(first.log.calls.isEmpty)
        try second.log.requireExactlyOnce(.didSelectRow, at: .row(1))

        harness.table.delegate = nil
        #expect(harness.table.delegate == nil)
        #expect(harness.table.delegateSlot.proxy === proxy)
        second.resetLog()
        #expect(harness.table.heightForRow(at: .row(0)) == 44)
        #expect(harness.table.simulateUserTap(onRowAt: .row(0)))
        #expect(second.log.calls.isEmpty)
        #expect(await harness.events().count == 1)
    }

    @Test("D7: a subclass overriding the selection method yields one event per selection")
    func subclassedDelegates() async throws {
        final class CallsSuper: SelectionCountingDelegate {
            var overrideCalls = 0
            override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
                overrideCalls += 1
                super.tableView(tableView, didSelectRowAt: indexPath)
            }
        }
        final class SkipsSuper: SelectionCountingDelegate {
            var overrideCalls = 0
            override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
                overrideCalls += 1
            }
        }
        final class CallsSuperTwice: SelectionCountingDelegate {
            override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
                super.tableView(tableView, didSelectRowAt: indexPath)
                super.tableView(tableView, didSelectRowAt: indexPath)
            }
        }
        let harness = Harness()
        try harness.interception.intercept(harness.table)
        let callsSuper = CallsSuper()
        let skipsSuper = SkipsSuper()
        let callsSuperTwice = CallsSuperTwice()

        harness.table.delegate = callsSuper
        harness.table.simulateUserTap(onRowAt: .row(0))
        harness.table.delegate = skipsSuper
        harness.table.simulateUserTap(onRowAt: .row(1))
        harness.table.delegate = callsSuperTwice
        harness.table.simulateUserTap(onRowAt: .row(2))

        #expect(await harness.events().map(\.listPosition?.index) == [0, 1, 2])
        #expect(callsSuper.overrideCalls == 1 && callsSuper.selections == [.row(0)])
        #expect(skipsSuper.overrideCalls == 1 && skipsSuper.selections.isEmpty)
        #expect(callsSuperTwice.selections == [.row(2), .row(2)], "the app's own double call is forwarded as written")
    }

    @Test("D7: a host subclass overriding the delegate setter never causes double wrapping")
    func hostSubclassSetter() async throws {
        final class CustomTable: TableView {
            var setterCalls = 0
            override var delegate: (any TableViewDelegate)? {
                get { super.delegate }
                set {
                    setterCalls += 1
                    super.delegate = newValue
                    super.delegate = super.delegate
                }
            }
        }
        let table = CustomTable()
        let harness = Harness(screen: ListScreenFixture(tableView: table))
        let business = SelectionCountingDelegate()
        table.delegate = business
        let proxy = try #require(try harness.interception.intercept(table))
        table.delegate = business
        table.delegate = table.delegate

        #expect(table.setterCalls == 3)
        #expect(proxy.forwardee === business)
        #expect(table.delegateSlot.frontProxy === proxy)
        table.simulateUserTap(onRowAt: .row(0))
        #expect(business.selections == [.row(0)])
        #expect(await harness.events().count == 1)
    }

    @Test("D9: removing interception restores the business delegate, identical to before install")
    func uninstall() async throws {
        let harness = Harness()
        let business = SelectionCountingDelegate()
        harness.table.delegate = business
        try harness.interception.intercept(harness.table)
        harness.interception.removeInterception(from: harness.table)
        harness.interception.removeInterception(from: harness.table)

        #expect(harness.table.delegate === business)
        #expect(harness.table.delegateSlot.proxy == nil)
        #expect(harness.table.delegateSlot.frontProxy == nil)
        harness.table.simulateUserTap(onRowAt: .row(1))
        #expect(business.selections == [.row(1)])
        #expect(await harness.events().isEmpty)

        let reinstalled = try #require(try harness.interception.intercept(harness.table))
        #expect(reinstalled.forwardee === business)
        harness.table.simulateUserTap(onRowAt: .row(2))
        #expect(await harness.events().count == 1)
    }

    @Test("D11: reading the host's delegate returns the business delegate, never the proxy")
    func hiddenProxy() throws {
        let harness = Harness()
        let business = SelectionCountingDelegate()
        harness.table.delegate = business
        harness.collection.delegate = business
        try harness.interception.intercept(harness.table)
        try harness.interception.intercept(harness.collection)

        #expect(harness.table.delegate === business)
        #expect(harness.collection.delegate === business)
        #expect(!(harness.table.delegate is TableViewDelegateProxy))
        #expect(!(harness.collection.delegate is CollectionViewDelegateProxy))
        let replacement = SelectionCountingDelegate()
        harness.table.delegate = replacement
        #expect(harness.table.delegate === replacement)
    }

    @Test("D12: a call that arrives while the business delegate is torn down is absorbed")
    func callDuringTeardown() async throws {
        final class TearingDownDelegate: TableViewDelegate {
            let table: TableView
            var answerDuringTeardown: Double?
            init(table: TableView) { self.table = table }
            func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
            func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { 10 }
            deinit {
                // The host calls back into its delegate while it is being destroyed.
                MainActor.assumeIsolated {
                    table.simulateUserTap(onRowAt: .row(0))
                    answerDuringTeardown = table.heightForRow(at: .row(0))
                    Self.lastAnswer = answerDuringTeardown
                }
            }
            static var lastAnswer: Double?
        }
        let harness = Harness()
        let faults = PlatformFaults.count
        do {
            let business = TearingDownDelegate(table: harness.table)
            harness.table.delegate = business
            try harness.interception.intercept(harness.table)
        }
        #expect(TearingDownDelegate.lastAnswer == 44, "the proxy answered as if there were no delegate")
        #expect(PlatformFaults.recorded(since: faults).isEmpty, "absorbed, never an unrecognized selector (F3)")
        #expect(await harness.events().isEmpty)
    }

    @Test("D12: after the host is gone the proxy is freed, and calls through a held proxy emit nothing")
    func hostGone() async throws {
        let interception = Interception()
        let recorder = RecordingTracker()
        interception.dispatcher.add(recorder)
        let business = SelectionCountingDelegate()
        weak var releasedProxy: TableViewDelegateProxy?
        var heldByOtherLibrary: TableViewDelegateProxy?
        do {
            let screen = ListScreenFixture()
            screen.tableView.delegate = business
            heldByOtherLibrary = try interception.intercept(screen.tableView)
            releasedProxy = heldByOtherLibrary
        }
        do {
            // The host assigned nil to its delegate as it was deallocated (F4), as UIKit's do, so
            // the proxy forwards to nothing: the call is absorbed.
            let proxy = try #require(heldByOtherLibrary)
            let stranger = ListScreenFixture().tableView
            #expect(throws: DelegateMethodNotImplemented.self) { try proxy.tableView(stranger, didSelectRowAt: .row(0)) }
            #expect(business.selections.isEmpty)
        }
        await interception.flush()
        #expect(recorder.events.isEmpty)

        heldByOtherLibrary = nil
        #expect(releasedProxy == nil)
    }
}
