import Foundation
@_spi(Platform) import Intercept

/// The headless counterpart of `UITableViewCell`: a reusable cell with a text and a detail label
/// in its content view. With no subviews of its own, its content is the labels' texts (E2).
@MainActor
open class TableViewCell: ReusableCell {
    /// The main label.
    public let textLabel = Label()
    /// The secondary label.
    public let detailTextLabel = Label()

    /// Creates a cell.
    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(textLabel)
        contentView.addSubview(detailTextLabel)
    }

    /// The index path the nearest enclosing table shows the cell at, found as on UIKit
    /// (`ListCellLookup`, E4, F16): cells are identified by the row they show, not by the object.
    open override var listIndexPath: IndexPath? {
        ListCellLookup.indexPath(of: self as View, parent: { $0.superview }, list: { $0 as? TableView }) { $0.indexPath(for: self) }
    }

    /// Clears the labels.
    open override func prepareForReuse() {
        super.prepareForReuse()
        textLabel.text = nil
        detailTextLabel.text = nil
    }
}
