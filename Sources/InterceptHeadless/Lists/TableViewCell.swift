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

    /// Clears the labels.
    open override func prepareForReuse() {
        super.prepareForReuse()
        textLabel.text = nil
        detailTextLabel.text = nil
    }
}
