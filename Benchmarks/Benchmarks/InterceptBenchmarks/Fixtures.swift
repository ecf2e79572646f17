import BenchmarkFixtures
import Foundation
import Intercept
import InterceptHeadless

/// A data source of one section of `rows` rows, each cell filled with `subviewsPerCell` labels.
@MainActor
final class DeepCellDataSource: TableViewDataSource {
    let rows: Int
    let subviewsPerCell: Int
    init(rows: Int, subviewsPerCell: Int) {
        self.rows = rows
        self.subviewsPerCell = subviewsPerCell
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Deep", for: indexPath)
        cell.textLabel.text = "Row \(indexPath[1])"
        for index in 0..<subviewsPerCell { cell.contentView.addSubview(Label(text: "Detail \(index)")) }
        return cell
    }
}

/// A screen whose table sits `depth` views below the controller's root view.
@MainActor
final class DeepScreen {
    let application = Application()
    let window = Window()
    let controller = ViewController(title: "Deep")
    let table = TableView(visibleRowCount: 4)
    let business = CountingDelegate()
    let data: DeepCellDataSource
    let interception: Interception
    let proxy: TableViewDelegateProxy

    init(depth: Int, subviewsPerCell: Int, trackers: [any Tracker] = [NoOpTracker()]) {
        data = DeepCellDataSource(rows: 8, subviewsPerCell: subviewsPerCell)
        application.addWindow(window)
        window.rootViewController = controller
        var parent = controller.view
        for _ in 0..<depth {
            let child = View()
            parent.addSubview(child)
            parent = child
        }
        parent.addSubview(table)
        table.dataSource = data
        table.delegate = business
        table.reloadData()
        interception = Interception(trackers: trackers)
        proxy = try! interception.intercept(table)!
    }
}
