import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless

/// A ready-made screen for tests: an application with a window whose root controller shows a
/// table and a collection view fed by static data sources. Holds everything strongly except the
/// delegates, which stay the test's to own (the hosts hold them weakly, as UIKit does).
@MainActor
public final class ListScreenFixture {
    /// The application.
    public let application = Application()
    /// The key window.
    public let window = Window()
    /// The screen's controller.
    public let controller: ViewController
    /// The table, first subview of the controller's view.
    public let tableView: TableView
    /// The collection view, second subview of the controller's view.
    public let collectionView: CollectionView
    /// The table's data source.
    public let tableData: StaticTableViewDataSource
    /// The collection view's data source.
    public let collectionData: StaticCollectionViewDataSource

    /// Builds the screen and loads both lists.
    public init(
        title: String? = "Feed",
        tableSections: [[String]] = [["Alpha", "Beta", "Gamma"], ["Delta"]],
        collectionSections: [[String]] = [["One", "Two", "Three"]],
        controller: ViewController? = nil,
        tableView: TableView = TableView(),
        collectionView: CollectionView = CollectionView()
    ) {
        self.controller = controller ?? ViewController(title: title)
        self.tableView = tableView
        self.collectionView = collectionView
        tableData = StaticTableViewDataSource(sections: tableSections)
        collectionData = StaticCollectionViewDataSource(sections: collectionSections)
        application.addWindow(window)
        window.rootViewController = self.controller
        self.controller.view.addSubview(tableView)
        self.controller.view.addSubview(collectionView)
        tableView.dataSource = tableData
        collectionView.dataSource = collectionData
        tableView.reloadData()
        collectionView.reloadData()
    }
}
