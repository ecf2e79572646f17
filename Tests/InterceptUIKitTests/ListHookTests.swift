#if canImport(UIKit)
import Intercept
@testable import InterceptUIKit
import Testing
import UIKit

extension UIKitAdapterTests {
    @Test("D11, D5: the table reads back its business delegate; one proxy per host, never nested")
    func hiddenProxyOnePerHost() throws {
        let business = TableBusinessDelegate()
        let table = UITableView()
        table.delegate = business
        #expect(table.delegate === business)
        let proxy = try #require(table.delegateSlot.frontProxy)
        table.delegate = business
        #expect(table.delegateSlot.frontProxy === proxy, "setting the same delegate again keeps the proxy")

        let other = UITableView()
        other.delegate = proxy
        #expect(other.delegate === business, "another host's proxy unwraps to its business delegate")
        #expect(other.delegateSlot.frontProxy !== proxy)
    }

    @Test("D1, D2: responds(to:) parity, and unimplemented methods forward with their return values")
    func respondsParityAndForwarding() throws {
        let business = TableBusinessDelegate()
        let table = UITableView()
        table.delegate = business
        let proxy = try #require(table.delegateSlot.frontProxy)
        #expect(proxy.responds(to: #selector(UITableViewDelegate.tableView(_:heightForRowAt:))))
        #expect(!proxy.responds(to: #selector(UITableViewDelegate.tableView(_:willSelectRowAt:))))
        let delegate: any UITableViewDelegate = proxy
        #expect(delegate.tableView?(table, heightForRowAt: IndexPath(row: 0, section: 0)) == 77)
    }

    @Test("D3: a selection UIKit delivers emits one rowSelected, then reaches the business delegate once")
    func selectionEmitsOnce() async throws {
        let business = TableBusinessDelegate()
        let table = UITableView()
        table.delegate = business
        let proxy = try #require(table.delegateSlot.frontProxy)
        let indexPath = IndexPath(row: 2, section: 1)
        proxy.tableView(table, didSelectRowAt: indexPath)
        #expect(business.selections == [indexPath])
        let selections = await events(.rowSelected)
        #expect(selections.count == 1)
        #expect(selections.first?.listPosition?.description == "1:2")
    }

    @Test("D4, D12: the business delegate is never retained; after it is gone calls are absorbed")
    func businessDelegateNotRetained() async throws {
        let table = UITableView()
        weak var released: TableBusinessDelegate?
        do {
            let business = TableBusinessDelegate()
            released = business
            table.delegate = business
        }
        #expect(released == nil)
        #expect(table.delegate == nil)
        let proxy = try #require(table.delegateSlot.frontProxy)
        proxy.tableView(table, didSelectRowAt: IndexPath(row: 0, section: 0))
        #expect(await events(.rowSelected).isEmpty)
    }

    @Test("D6, D9: a new business delegate keeps the proxy; removing interception restores the delegate")
    func retargetAndUninstall() throws {
        let first = TableBusinessDelegate(), second = TableBusinessDelegate()
        let table = UITableView()
        table.delegate = first
        let proxy = try #require(table.delegateSlot.frontProxy)
        table.delegate = second
        #expect(table.delegateSlot.frontProxy === proxy)
        #expect(table.delegate === second)
        interception.removeInterception(from: table)
        #expect(table.delegateSlot.frontProxy == nil)
        #expect(table.delegate === second)
    }

    @Test("U2: with lists switched off, the delegate is assigned untouched")
    func listsSwitchedOff() {
        interception.setEnabled(false, for: .lists)
        let business = TableBusinessDelegate()
        let table = UITableView()
        table.delegate = business
        #expect(table.existingDelegateSlot == nil)
        #expect(table.delegate === business)
    }

    @Test("D3: the explicit, swizzle-free API puts the proxy in front of a collection view's delegate")
    func explicitCollectionAPI() async throws {
        let business = CollectionBusinessDelegate()
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        try collection.setDelegate(business, interceptedBy: interception)
        let proxy = try #require(collection.delegateSlot.frontProxy)
        proxy.collectionView(collection, didSelectItemAt: IndexPath(item: 3, section: 0))
        #expect(business.selections == [IndexPath(item: 3, section: 0)])
        #expect(await events(.itemSelected).count == 1)
    }

    @Test("F1: UIKit's storage holds the proxy while intercepted and the business delegate after removal")
    func storageHoldsProxyThenBusiness() throws {
        let business = TableBusinessDelegate()
        let table = UITableView()
        table.delegate = business
        let proxy = try #require(table.delegateSlot.frontProxy)
        #expect(ListDelegateHooks.stored(on: table) === proxy, "the original getter: what UIKit holds")
        interception.removeInterception(from: table)
        #expect(ListDelegateHooks.stored(on: table) === business)
        #expect(table.delegate === business)
    }

    @Test("F2: the explicit API with the hooks installed forwards to the business delegate")
    func explicitAPIWithHooks() async throws {
        let business = TableBusinessDelegate()
        let table = UITableView()
        try table.setDelegate(business, interceptedBy: interception)
        let proxy = try #require(table.delegateSlot.frontProxy)
        #expect(proxy.forwardee === business)
        #expect(ListDelegateHooks.stored(on: table) === proxy)
        proxy.tableView(table, didSelectRowAt: IndexPath(row: 1, section: 0))
        #expect(business.selections == [IndexPath(row: 1, section: 0)])
        #expect(await events(.rowSelected).count == 1)
    }

    @Test("F3: after the business delegate is gone, a cached message reaching the proxy is absorbed")
    func cachedMessageAbsorbed() throws {
        let table = UITableView()
        var proxy: UITableViewDelegateProxy?
        do {
            let business = TableBusinessDelegate()
            table.delegate = business
            proxy = table.delegateSlot.frontProxy
        }
        let held = try #require(proxy)
        let willSelect = #selector(UITableViewDelegate.tableView(_:willSelectRowAt:))
        #expect(held.forwardingTarget(for: willSelect) as AnyObject? === DelegateCallAbsorber.shared)
        // Sent as UIKit sends a cached selector, without asking responds(to:) first: nil, as from nil.
        let answer = held.perform(willSelect, with: table, with: IndexPath(row: 0, section: 0))
        #expect(answer == nil)
        held.perform(#selector(UIScrollViewDelegate.scrollViewDidScroll(_:)), with: table)
    }

    @Test("F4: assigning nil to a host that is not intercepted creates neither slot nor proxy")
    func nilCreatesNothing() {
        let table = UITableView()
        table.delegate = nil
        #expect(table.existingDelegateSlot == nil)
    }
}
#endif
