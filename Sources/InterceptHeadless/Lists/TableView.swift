import Foundation
@_spi(Platform) import Intercept

/// The headless counterpart of `UITableView`, following UIKit's documented dispatch:
///
/// - a user tap on a row (``simulateUserTap(onRowAt:)``) asks `shouldHighlightRowAt`, then
///   `willSelectRowAt` (which may veto or redirect), deselects the previous row through
///   `willDeselectRowAt`/`didDeselectRowAt`, and then calls `didSelectRowAt`;
/// - selecting from code (``selectRow(at:)``) calls no delegate method;
/// - the delegate is held weakly, and a method it does not implement makes the table fall back to
///   its own behavior (no highlight veto, no selection veto, ``rowHeight``);
/// - cells are dequeued from a reuse pool; `willDisplay`/`didEndDisplaying` are called as rows
///   come on and go off screen.
///
/// Its `delegate` property, cells and selection sequence are ``ListView``'s, shared with
/// ``CollectionView`` (F1-F4, D11, D13); the table names its protocol's methods.
@MainActor
open class TableView: ListView<TableViewDelegateProxy, TableViewCell> {
    /// The data source, held weakly.
    public weak var dataSource: (any TableViewDataSource)?

    /// The height of rows whose height the delegate does not give.
    public var rowHeight: Double {
        get { cellExtent }
        set { cellExtent = newValue }
    }

    /// Creates a table showing `visibleRowCount` rows at a time.
    public init(visibleRowCount: Int = 10) {
        super.init(selectors: TableViewDelegateSelector.all, visibleLimit: visibleRowCount, cellExtent: 44)
    }

    // MARK: Cells

    /// Registers the class created for `identifier` when no cell can be reused.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        display.register(cellClass, forReuseIdentifier: identifier)
    }

    /// A reused cell (after `prepareForReuse()`) or a new one of the registered class.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        display.dequeue(withIdentifier: identifier, for: indexPath)
    }

    /// Scrolls so `indexPath` is the first visible row; cells leaving the screen go to the reuse pool.
    public func scrollToRow(at indexPath: IndexPath) { scroll(to: indexPath) }

    /// The cell showing `indexPath`, or `nil` when the row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { display.visibleCells[indexPath] }

    /// The rows on screen, in order.
    public var indexPathsForVisibleRows: [IndexPath] { display.visibleIndexPaths }

    /// The height of a row: the delegate's answer or ``rowHeight``.
    public func heightForRow(at indexPath: IndexPath) -> Double {
        askDelegate(TableViewDelegateSelector.heightForRow) { delegate throws(DelegateMethodNotImplemented) in try delegate.tableView(self, heightForRowAt: indexPath) } ?? rowHeight
    }

    // MARK: Selection

    /// The first selected row, if any.
    public var indexPathForSelectedRow: IndexPath? { display.selected.first }
    /// All selected rows, in the order they were selected.
    public var indexPathsForSelectedRows: [IndexPath] { display.selected }

    /// Selects a row from code: no delegate method is called, as in UIKit (D13). `nil`, or a row
    /// that does not exist, clears the selection.
    public func selectRow(at indexPath: IndexPath?) { selectFromCode(indexPath) }

    /// Deselects a row from code: no delegate method is called.
    public func deselectRow(at indexPath: IndexPath) { display.deselect(indexPath) }

    /// Plays a user's tap on the row at `indexPath`, with UIKit's delegate sequence.
    ///
    /// - Returns: whether a row ended up selected by the tap. A tap on a row that is not on
    ///   screen, or while selection is not allowed, does nothing and returns `false`.
    /// - Precondition: `reloadData()` was called (T11).
    @discardableResult
    public func simulateUserTap(onRowAt indexPath: IndexPath) -> Bool {
        userTap(at: indexPath, method: "simulateUserTap(onRowAt:)")
    }

    // MARK: TableViewDelegate and TableViewDataSource

    override func sectionCounts() -> [Int] {
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        return (0..<max(0, sections)).map { dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0 }
    }

    override func cell(at indexPath: IndexPath) -> TableViewCell? {
        dataSource?.tableView(self, cellForRowAt: indexPath)
    }

    override func delegateAllowsHighlight(at indexPath: IndexPath) -> Bool {
        askDelegate(TableViewDelegateSelector.shouldHighlightRow) { delegate throws(DelegateMethodNotImplemented) in try delegate.tableView(self, shouldHighlightRowAt: indexPath) } ?? true
    }

    override func delegateSelectionTarget(forTapAt indexPath: IndexPath) -> IndexPath? {
        askDelegate(TableViewDelegateSelector.willSelectRow) { delegate throws(DelegateMethodNotImplemented) in try delegate.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    }

    override func delegateDeselectionTarget(at indexPath: IndexPath) -> IndexPath? {
        askDelegate(TableViewDelegateSelector.willDeselectRow) { delegate throws(DelegateMethodNotImplemented) in try delegate.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
    }

    override func delegateDidSelect(at indexPath: IndexPath) {
        askDelegate(TableViewDelegateSelector.didSelectRow) { delegate throws(DelegateMethodNotImplemented) in try delegate.tableView(self, didSelectRowAt: indexPath) }
        askDelegate(TableViewDelegateSelector.performPrimaryActionForRow) { delegate throws(DelegateMethodNotImplemented) in try delegate.tableView(self, performPrimaryActionForRowAt: indexPath) }
    }

    override func delegateDidDeselect(at indexPath: IndexPath) {
        askDelegate(TableViewDelegateSelector.didDeselectRow) { delegate throws(DelegateMethodNotImplemented) in try delegate.tableView(self, didDeselectRowAt: indexPath) }
    }

    override func delegateWillDisplay(_ cell: TableViewCell, at indexPath: IndexPath) {
        askDelegate(TableViewDelegateSelector.willDisplayCell) { delegate throws(DelegateMethodNotImplemented) in try delegate.tableView(self, willDisplay: cell, forRowAt: indexPath) }
    }

    override func delegateDidEndDisplaying(_ cell: TableViewCell, at indexPath: IndexPath) {
        askDelegate(TableViewDelegateSelector.didEndDisplayingCell) { delegate throws(DelegateMethodNotImplemented) in try delegate.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
    }
}
