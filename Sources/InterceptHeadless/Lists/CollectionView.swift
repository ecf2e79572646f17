import Foundation
@_spi(Platform) import Intercept

/// The headless counterpart of `UICollectionView`, following UIKit's documented dispatch: a user
/// tap on an item (``simulateUserTap(onItemAt:)``) asks `shouldHighlightItemAt`, then
/// `shouldSelectItemAt`, deselects the previous item through `shouldDeselectItemAt` and
/// `didDeselectItemAt`, then calls `didSelectItemAt`; selecting from code calls no delegate
/// method. Its `delegate` property, cells and selection sequence are ``ListView``'s, shared with
/// ``TableView`` (F1-F4, D11, D13); the collection view names its protocol's methods.
@MainActor
open class CollectionView: ListView<CollectionViewDelegateProxy, CollectionViewCell> {
    /// The data source, held weakly.
    public weak var dataSource: (any CollectionViewDataSource)?

    /// The height of each item.
    public var itemHeight: Double {
        get { cellExtent }
        set { cellExtent = newValue }
    }

    /// How many items share a row, each as wide as the others (a flow layout's grid); 1, one
    /// column, by default. Set it before the items are loaded.
    public var itemsPerRow: Int {
        get { cellsPerLine }
        set { cellsPerLine = max(1, newValue) }
    }

    /// Creates a collection view showing `visibleItemCount` items at a time.
    public init(visibleItemCount: Int = 12) {
        super.init(selectors: CollectionViewDelegateSelector.all, visibleLimit: visibleItemCount, cellExtent: 100)
    }

    // MARK: Cells

    /// Registers the class created for `identifier` when no cell can be reused.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        display.register(cellClass, forReuseIdentifier: identifier)
    }

    /// A reused cell (after `prepareForReuse()`) or a new one of the registered class.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        display.dequeue(withIdentifier: identifier, for: indexPath)
    }

    /// Scrolls so `indexPath` is the first visible item.
    public func scrollToItem(at indexPath: IndexPath) { scroll(to: indexPath) }

    /// The cell showing `indexPath`, or `nil` when the item is not on screen.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { display.visibleCells[indexPath] }

    /// The items on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] { display.visibleIndexPaths }

    // MARK: Selection

    /// The selected items, in the order they were selected.
    public var indexPathsForSelectedItems: [IndexPath] { display.selected }

    /// Selects an item from code: no delegate method is called (D13). `nil` clears the selection.
    public func selectItem(at indexPath: IndexPath?) { selectFromCode(indexPath) }

    /// Deselects an item from code: no delegate method is called.
    public func deselectItem(at indexPath: IndexPath) { display.deselect(indexPath) }

    /// Plays a user's tap on the item at `indexPath`, with UIKit's delegate sequence.
    ///
    /// - Returns: whether the item ended up selected by the tap. A tap on an item that is not on
    ///   screen, or while selection is not allowed, does nothing and returns `false`.
    /// - Precondition: `reloadData()` was called (T11).
    @discardableResult
    public func simulateUserTap(onItemAt indexPath: IndexPath) -> Bool {
        userTap(at: indexPath, method: "simulateUserTap(onItemAt:)")
    }

    // MARK: CollectionViewDelegate and CollectionViewDataSource

    override func sectionCounts() -> [Int] {
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        return (0..<max(0, sections)).map { dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0 }
    }

    override func cell(at indexPath: IndexPath) -> CollectionViewCell? {
        dataSource?.collectionView(self, cellForItemAt: indexPath)
    }

    override func delegateAllowsHighlight(at indexPath: IndexPath) -> Bool {
        askDelegate(CollectionViewDelegateSelector.shouldHighlightItem) { delegate throws(DelegateMethodNotImplemented) in try delegate.collectionView(self, shouldHighlightItemAt: indexPath) } ?? true
    }

    override func delegateSelectionTarget(forTapAt indexPath: IndexPath) -> IndexPath? {
        let maySelect = askDelegate(CollectionViewDelegateSelector.shouldSelectItem) { delegate throws(DelegateMethodNotImplemented) in try delegate.collectionView(self, shouldSelectItemAt: indexPath) } ?? true
        return maySelect ? indexPath : nil
    }

    override func delegateDeselectionTarget(at indexPath: IndexPath) -> IndexPath? {
        let mayDeselect = askDelegate(CollectionViewDelegateSelector.shouldDeselectItem) { delegate throws(DelegateMethodNotImplemented) in try delegate.collectionView(self, shouldDeselectItemAt: indexPath) } ?? true
        return mayDeselect ? indexPath : nil
    }

    override func delegateDidSelect(at indexPath: IndexPath) {
        askDelegate(CollectionViewDelegateSelector.didSelectItem) { delegate throws(DelegateMethodNotImplemented) in try delegate.collectionView(self, didSelectItemAt: indexPath) }
        askDelegate(CollectionViewDelegateSelector.performPrimaryActionForItem) { delegate throws(DelegateMethodNotImplemented) in try delegate.collectionView(self, performPrimaryActionForItemAt: indexPath) }
    }

    override func delegateDidDeselect(at indexPath: IndexPath) {
        askDelegate(CollectionViewDelegateSelector.didDeselectItem) { delegate throws(DelegateMethodNotImplemented) in try delegate.collectionView(self, didDeselectItemAt: indexPath) }
    }

    override func delegateWillDisplay(_ cell: CollectionViewCell, at indexPath: IndexPath) {
        askDelegate(CollectionViewDelegateSelector.willDisplayCell) { delegate throws(DelegateMethodNotImplemented) in try delegate.collectionView(self, willDisplay: cell, forItemAt: indexPath) }
    }

    override func delegateDidEndDisplaying(_ cell: CollectionViewCell, at indexPath: IndexPath) {
        askDelegate(CollectionViewDelegateSelector.didEndDisplayingCell) { delegate throws(DelegateMethodNotImplemented) in try delegate.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath) }
    }
}
