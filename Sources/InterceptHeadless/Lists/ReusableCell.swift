import Foundation
@_spi(Platform) import Intercept

/// What table and collection cells share: a reuse identifier, the index path they show while
/// displayed, and a selected state. A cell object is reused for many rows, so anything that
/// identifies the row (the element path, E4) comes from ``indexPath``, never from the object.
@MainActor
open class ReusableCell: View {
    /// The identifier the cell was registered and dequeued under.
    public let reuseIdentifier: String?
    /// The index path shown, while the cell is displayed; `nil` once it is off screen.
    public internal(set) var indexPath: IndexPath?
    /// Whether the cell's row or item is selected.
    open var isSelected = false
    /// The view cells put their content in.
    public let contentView = View()

    /// Creates a cell; the list creates cells this way when none can be reused.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
        addSubview(contentView)
    }

    /// Called before a cell is handed out again; reset per-row state here.
    open func prepareForReuse() {
        isSelected = false
    }
}
