import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless

extension DelegateConformance where Host == TableView {
    /// The kit for the headless table view and Intercept's proxy: a loaded table, a
    /// ``TableViewDelegateSpy`` (and one implementing nothing, for D2), `ForeignDelegateProxy`
    /// (D8), the table's storage, and every method of `TableViewDelegate`, the selection emitting
    /// `rowSelected`.
    public static var tableView: DelegateConformance<TableView> {
        var kit = DelegateConformance(
            host: {
                let table = TableView()
                let data = StaticTableViewDataSource(sections: [["Alpha", "Beta", "Gamma"]])
                table.setAssociatedObject(data, forKey: "DelegateConformance.dataSource")
                table.dataSource = data
                table.reloadData()
                return table
            },
            assign: { $0.delegate = $1 },
            delegate: { TableViewDelegateSpy() },
            invocations: { table in
                let row = IndexPath(row: 1, section: 0)
                let cell = table.cellForRow(at: row) ?? TableViewCell(reuseIdentifier: "DelegateConformance")
                return [
                    DelegateInvocation("tableView(_:shouldHighlightRowAt:)") { try $0.tableView(table, shouldHighlightRowAt: row) },
                    DelegateInvocation("tableView(_:willSelectRowAt:)") { try $0.tableView(table, willSelectRowAt: row) },
                    DelegateInvocation("tableView(_:didSelectRowAt:)", emits: [.rowSelected]) { try $0.tableView(table, didSelectRowAt: row) },
                    DelegateInvocation("tableView(_:willDeselectRowAt:)") { try $0.tableView(table, willDeselectRowAt: row) },
                    DelegateInvocation("tableView(_:didDeselectRowAt:)") { try $0.tableView(table, didDeselectRowAt: row) },
                    DelegateInvocation("tableView(_:heightForRowAt:)") { try $0.tableView(table, heightForRowAt: row) },
                    DelegateInvocation("tableView(_:willDisplay:forRowAt:)") { try $0.tableView(table, willDisplay: cell, forRowAt: row) },
                    DelegateInvocation("tableView(_:didEndDisplaying:forRowAt:)") { try $0.tableView(table, didEndDisplaying: cell, forRowAt: row) },
                ]
            }
        )
        kit.storage = { $0.storedDelegate }
        kit.unimplementingDelegate = { TableViewDelegateSpy(implementing: []) }
        kit.foreignProxy = { ForeignDelegateProxy(wrapping: $0) }
        return kit
    }
}

extension DelegateConformance where Host == CollectionView {
    /// The kit for the headless collection view and Intercept's proxy, as ``tableView`` is for
    /// tables; the selection emits `itemSelected`.
    public static var collectionView: DelegateConformance<CollectionView> {
        var kit = DelegateConformance(
            host: {
                let collection = CollectionView()
                let data = StaticCollectionViewDataSource(sections: [["One", "Two", "Three"]])
                collection.setAssociatedObject(data, forKey: "DelegateConformance.dataSource")
                collection.dataSource = data
                collection.reloadData()
                return collection
            },
            assign: { $0.delegate = $1 },
            delegate: { CollectionViewDelegateSpy() },
            invocations: { collection in
                let item = IndexPath(item: 1, section: 0)
                let cell = collection.cellForItem(at: item) ?? CollectionViewCell(reuseIdentifier: "DelegateConformance")
                return [
                    DelegateInvocation("collectionView(_:shouldHighlightItemAt:)") { try $0.collectionView(collection, shouldHighlightItemAt: item) },
                    DelegateInvocation("collectionView(_:shouldSelectItemAt:)") { try $0.collectionView(collection, shouldSelectItemAt: item) },
                    DelegateInvocation("collectionView(_:didSelectItemAt:)", emits: [.itemSelected]) { try $0.collectionView(collection, didSelectItemAt: item) },
                    DelegateInvocation("collectionView(_:shouldDeselectItemAt:)") { try $0.collectionView(collection, shouldDeselectItemAt: item) },
                    DelegateInvocation("collectionView(_:didDeselectItemAt:)") { try $0.collectionView(collection, didDeselectItemAt: item) },
                    DelegateInvocation("collectionView(_:willDisplay:forItemAt:)") { try $0.collectionView(collection, willDisplay: cell, forItemAt: item) },
                    DelegateInvocation("collectionView(_:didEndDisplaying:forItemAt:)") { try $0.collectionView(collection, didEndDisplaying: cell, forItemAt: item) },
                ]
            }
        )
        kit.storage = { $0.storedDelegate }
        kit.unimplementingDelegate = { CollectionViewDelegateSpy(implementing: []) }
        kit.foreignProxy = { ForeignDelegateProxy(wrapping: $0) }
        return kit
    }
}
