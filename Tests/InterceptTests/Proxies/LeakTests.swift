import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// D4, D12: hosts, delegates, proxies (ours and a foreign one) and the interception released in
/// any order leave nothing alive.
@MainActor
@Suite("Leaks")
struct LeakTests {
    enum Part: CaseIterable, Sendable {
        case host, business, foreign, interception
    }

    nonisolated static let releaseOrders: [[Part]] = permutations(of: Part.allCases)

    nonisolated static func permutations(of parts: [Part]) -> [[Part]] {
        guard parts.count > 1 else { return [parts] }
        return parts.indices.flatMap { index in
            var rest = parts
            let first = rest.remove(at: index)
            return permutations(of: rest).map { [first] + $0 }
        }
    }

    @Test("D4: released in any order, no host, delegate or proxy stays alive", arguments: releaseOrders)
    func releaseInAnyOrder(order: [Part]) throws {
        let faults = PlatformFaults.count
        var screen: ListScreenFixture? = ListScreenFixture()
        var business: SelectionCountingDelegate? = SelectionCountingDelegate()
        var interception: Interception? = Interception()
        screen!.tableView.delegate = business
        screen!.collectionView.delegate = business
        let tableProxy = WeakReference(try #require(try interception!.intercept(screen!.tableView)))
        let collectionProxy = WeakReference(try #require(try interception!.intercept(screen!.collectionView)))
        let foreign = WeakReference(ForeignDelegateProxy.install(on: screen!.tableView, wrapping: .dispatchTarget))
        let host = WeakReference(screen!.tableView)
        let weakBusiness = WeakReference(business!)
        let weakInterception = WeakReference(interception!)
        screen!.tableView.simulateUserTap(onRowAt: .row(0))

        for part in order {
            switch part {
            case .host: screen = nil
            case .business: business = nil
            case .foreign: screen?.tableView.setAssociatedObject(nil, forKey: "ForeignDelegateProxy")
            case .interception: interception = nil
            }
            // Whatever is left keeps working without crashing.
            screen?.tableView.simulateUserTap(onRowAt: .row(1))
            screen?.collectionView.simulateUserTap(onItemAt: .item(1))
        }
        #expect(host.object == nil)
        #expect(weakBusiness.object == nil)
        #expect(weakInterception.object == nil)
        #expect(foreign.object == nil)
        #expect(tableProxy.object == nil)
        #expect(collectionProxy.object == nil)
        #expect(PlatformFaults.recorded(since: faults).isEmpty, "no unrecognized selector, no teardown fault (F3, F4)")
    }
}
