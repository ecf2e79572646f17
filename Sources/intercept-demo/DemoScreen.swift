import Foundation
import Intercept
import InterceptHeadless

/// The demo's screen: a shop controller with a product table, a category collection and a
/// promotions table, fed by plain data sources.
@MainActor
final class ShopController: ViewController, TableViewDataSource, CollectionViewDataSource {
    let products = TableView(visibleRowCount: 6)
    let categories = CollectionView(visibleItemCount: 4)
    let promotions = TableView(visibleRowCount: 3)

    let productTitles = [["Espresso", "Flat white", "Cold brew", "Matcha latte"], ["Croissant", "Gift card"]]
    let categoryTitles = [["Coffee", "Tea", "Bakery", "Merch"]]
    let promotionTitles = [["Two for one", "Happy hour", "Loyalty week"]]

    init() {
        super.init(title: "Shop")
        for list in [products, promotions] as [View] + [categories] { view.addSubview(list) }
        products.dataSource = self
        promotions.dataSource = self
        categories.dataSource = self
        categories.register(CategoryCell.self, forCellWithReuseIdentifier: "Category")
    }

    func reload() {
        products.reloadData()
        promotions.reloadData()
        categories.reloadData()
    }

    private func titles(for tableView: TableView) -> [[String]] {
        tableView === products ? productTitles : promotionTitles
    }

    func numberOfSections(in tableView: TableView) -> Int { titles(for: tableView).count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        titles(for: tableView)[section].count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel.text = titles(for: tableView)[indexPath.section][indexPath.row]
        if tableView === products {
            cell.detailTextLabel.text = indexPath.section == 0 ? "Drinks" : "Extras"
            cell.trackingAttributes = ViewTrackingAttributes(trackingID: "product-\(indexPath.section)-\(indexPath.row)")
            // The gift card row carries a code the app does not want tracked at all.
            if cell.textLabel.text == "Gift card" { cell.trackingAttributes.ignoreScope = .viewOnly }
        }
        return cell
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { categoryTitles.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        categoryTitles[section].count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Category", for: indexPath)
        (cell as? CategoryCell)?.configure(title: categoryTitles[indexPath.section][indexPath.item])
        return cell
    }
}

/// A collection cell with an icon and a title.
@MainActor
final class CategoryCell: CollectionViewCell {
    private let icon = ImageView()
    private let title = Label()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(icon)
        contentView.addSubview(title)
    }

    func configure(title text: String) {
        icon.accessibilityLabel = "\(text) icon"
        title.text = text
    }
}
