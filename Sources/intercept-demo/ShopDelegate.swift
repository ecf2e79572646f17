import Foundation
import InterceptHeadless

/// The app's business delegate, shared by the product table and the category collection. It
/// vetoes sold-out rows and remembers what the user opened.
@MainActor
class ShopDelegate: TableViewDelegate, CollectionViewDelegate {
    private(set) var opened: [String] = []
    let soldOutRows: Set<IndexPath>

    init(soldOutRows: Set<IndexPath> = []) {
        self.soldOutRows = soldOutRows
    }

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        soldOutRows.contains(indexPath) ? nil : indexPath
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        opened.append("row \(indexPath.section)-\(indexPath.row)")
    }

    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        opened.append("item \(indexPath.section)-\(indexPath.item)")
    }
}

/// A subclass that overrides selection and calls super, as apps often do.
@MainActor
final class PromotionsDelegate: ShopDelegate {
    private(set) var promotionsOpened = 0

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        promotionsOpened += 1
        super.tableView(tableView, didSelectRowAt: indexPath)
    }
}
