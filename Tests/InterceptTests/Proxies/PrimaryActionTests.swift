import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// A delegate that handles rows and items through their primary action only (iOS 16's
/// `performPrimaryActionForRowAt` / `ForItemAt`), not `didSelect`.
@MainActor
private final class PrimaryActionDelegate: TableViewDelegate, CollectionViewDelegate {
    private(set) var performed: [IndexPath] = []
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        performed.append(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        performed.append(indexPath)
    }
}

/// A delegate that handles both selection and primary actions.
@MainActor
private final class BothDelegate: TableViewDelegate, CollectionViewDelegate {
    private(set) var performed = 0
    private(set) var selections: [IndexPath] = []
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selections.append(indexPath) }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { selections.append(indexPath) }
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        performed += 1
    }
    func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        performed += 1
    }
}

/// D3: primary actions are selections, reported once on both list kinds.
@MainActor
@Suite("Primary actions")
struct PrimaryActionTests {
    @Test("D3: a row or item handled only through its primary action gives its selection event, on both list kinds")
    func primaryActionOnly() async throws {
        let harness = Harness()
        let business = PrimaryActionDelegate()
        harness.table.delegate = business
        harness.collection.delegate = business
        try harness.interception.intercept(harness.table)
        try harness.interception.intercept(harness.collection)

        harness.table.simulateUserTap(onRowAt: .row(1))
        harness.collection.simulateUserTap(onItemAt: .item(2))

        let events = await harness.events()
        #expect(events.map(\.kind) == [.rowSelected, .itemSelected])
        #expect(events.map(\.element?.position) == ["0:1", "0:2"] && events.allSatisfy { $0.element?.content == nil })
        #expect(business.performed == [.row(1), .item(2)])
    }

    @Test("D3: a delegate handling both didSelect and the primary action gives one event per selection")
    func bothReportOnce() async throws {
        let harness = Harness()
        let business = BothDelegate()
        harness.table.delegate = business
        harness.collection.delegate = business
        try harness.interception.intercept(harness.table)
        try harness.interception.intercept(harness.collection)

        harness.table.simulateUserTap(onRowAt: .row(0))
        harness.table.simulateUserTap(onRowAt: .row(2))
        harness.collection.simulateUserTap(onItemAt: .item(1))

        #expect(await harness.events().map(\.kind) == [.rowSelected, .rowSelected, .itemSelected])
        #expect(business.performed == 3)
        #expect(business.selections.count == 3)
    }
}
