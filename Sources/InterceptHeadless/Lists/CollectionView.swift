import Foundation
@_spi(Platform) import Intercept

/// The headless counterpart of `UICollectionView`, following UIKit's documented dispatch: a user
/// tap on an item (``simulateUserTap(onItemAt:)``) asks `shouldHighlightItemAt`, then
/// `shouldSelectItemAt`, deselects the previous item through `shouldDeselectItemAt` and
/// `didDeselectItemAt`, then calls `didSelectItemAt`; selecting from code calls no delegate
/// method. Its `delegate` property has UIKit's mechanics, as ``TableView``'s does (F1-F4): one
/// weak storage with answers cached at assignment, `nil` assigned at deallocation, and (modeled)
/// hooked accessors; it is read back as assigned (D11).
@MainActor
open class CollectionView: ScrollView, ListHost {
    private let delegateProperty = HookedDelegateProperty<CollectionViewDelegateProxy, CollectionViewDelegateReference>(selectors: CollectionViewDelegateSelector.all)

    /// Where the interception proxy lives; created on first access.
    public var delegateSlot: DelegateSlot<CollectionViewDelegateProxy> { delegateProperty.slotCreatingIfNeeded }

    /// The slot if one was created; reading it creates nothing.
    public var existingDelegateSlot: DelegateSlot<CollectionViewDelegateProxy>? { delegateProperty.slot }

    /// The (modeled) swizzled `delegate` accessors; `nil` gives the view UIKit's own accessors.
    public var delegateAccessorHooks: DelegateAccessorHooks? {
        get { delegateProperty.hooks }
        set { delegateProperty.hooks = newValue }
    }

    /// Entering a window, a list whose delegate was assigned before the hooks were installed is
    /// adopted, as the UIKit adapter's `didMoveToWindow` hook asks the core to (D3).
    override func didEnterWindow() {
        delegateAccessorHooks?.interception?.adoptListAssignedEarlier(self)
    }

    /// The delegate, held weakly. Reading it returns what the app assigned, never a proxy.
    open var delegate: (any CollectionViewDelegate)? {
        get { delegateProperty.delegate }
        set { delegateProperty.assign(newValue, on: self) }
    }

    /// What the view really holds and calls (UIKit's instance variable).
    public var storedDelegate: AnyObject? { delegateProperty.storage.storedObject }

    /// UIKit's original setter: stores `value` weakly and caches what it implements.
    public final func storeDelegate(_ value: (any CollectionViewDelegate)?) {
        delegateProperty.store(value)
    }

    /// The explicit, hook-free way: sets the delegate with `interception`'s proxy in front of it,
    /// the same with or without hooks (F2).
    public final func setDelegate(_ delegate: (any CollectionViewDelegate)?, interceptedBy interception: Interception) throws(InterceptionError) {
        try interception.setDelegate(delegate, on: self)
    }

    #if compiler(>=6.2)
    /// UIKit's `dealloc` assigns `nil` to the delegate through the (hooked) setter (F4). The
    /// deinitializer runs on the main actor, as UIKit's views are deallocated on the main thread.
    isolated deinit {
        delegateProperty.tearDown(self)
    }
    #endif

    /// The data source, held weakly.
    public weak var dataSource: (any CollectionViewDataSource)?
    /// The height of each item; items are laid out in one column.
    public var itemHeight: Double = 100
    /// When `false`, user taps select nothing.
    public var allowsSelection = true
    /// When `true`, a user tap toggles an item and keeps the others selected.
    public var allowsMultipleSelection = false

    private let display: CellDisplay<CollectionViewCell>

    /// Creates a collection view showing `visibleItemCount` items at a time.
    public init(visibleItemCount: Int = 12) {
        display = CellDisplay(visibleLimit: visibleItemCount)
        super.init()
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

    /// Asks the data source for the items again and redisplays the visible ones.
    public func reloadData() {
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        let counts = (0..<max(0, sections)).map { dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0 }
        display.reload(counts: counts, in: self, frame: frameForCell, makeCell: makeCell, willDisplay: willDisplay, didEndDisplaying: didEndDisplaying)
        contentSize = Size(width: frame.width, height: Double(display.allIndexPaths.count) * itemHeight)
    }

    /// Scrolls so `indexPath` is the first visible item.
    public func scrollToItem(at indexPath: IndexPath) {
        guard let flatIndex = display.flatIndex(of: indexPath) else { return }
        display.scroll(toFlatIndex: flatIndex, in: self, frame: frameForCell, makeCell: makeCell, willDisplay: willDisplay, didEndDisplaying: didEndDisplaying)
        contentOffset = Point(x: 0, y: Double(display.firstVisibleIndex) * itemHeight)
    }

    /// The cell showing `indexPath`, or `nil` when the item is not on screen.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        display.visibleCells[indexPath]
    }

    /// The items on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] { display.visibleIndexPaths }

    // MARK: Selection

    /// The selected items, in the order they were selected.
    public var indexPathsForSelectedItems: [IndexPath] { display.selected }

    /// Selects an item from code: no delegate method is called (D13). `nil` clears the selection.
    public func selectItem(at indexPath: IndexPath?) {
        if !allowsMultipleSelection || indexPath == nil {
            for selected in display.selected where selected != indexPath { display.deselect(selected) }
        }
        if let indexPath { display.select(indexPath) }
    }

    /// Deselects an item from code: no delegate method is called.
    public func deselectItem(at indexPath: IndexPath) {
        display.deselect(indexPath)
    }

    /// Plays a user's tap on the item at `indexPath`, with UIKit's delegate sequence.
    ///
    /// - Returns: whether the item ended up selected by the tap. A tap on an item that is not on
    ///   screen, or while selection is not allowed, does nothing and returns `false`.
    /// - Precondition: `reloadData()` was called: before it the list has no items at all, so a tap
    ///   could only be a mistake in the test, which stops with a message instead of passing
    ///   quietly (T11).
    @discardableResult
    public func simulateUserTap(onItemAt indexPath: IndexPath) -> Bool {
        precondition(display.hasLoaded, "simulateUserTap(onItemAt:) before reloadData(): the collection has no items yet; call reloadData() first")
        guard allowsSelection, display.visibleCells[indexPath] != nil else { return false }
        let mayHighlight = askDelegate(CollectionViewDelegateSelector.shouldHighlightItem) { delegate throws(DelegateMethodNotImplemented) in try delegate.collectionView(self, shouldHighlightItemAt: indexPath) } ?? true
        guard mayHighlight else { return false }
        if allowsMultipleSelection, display.isSelected(indexPath) {
            userDeselect(indexPath)
            return false
        }
        let maySelect = askDelegate(CollectionViewDelegateSelector.shouldSelectItem) { delegate throws(DelegateMethodNotImplemented) in try delegate.collectionView(self, shouldSelectItemAt: indexPath) } ?? true
        guard maySelect else { return false }
        if !allowsMultipleSelection {
            for selected in display.selected where selected != indexPath { userDeselect(selected) }
        }
        display.select(indexPath)
        askDelegate(CollectionViewDelegateSelector.didSelectItem) { delegate throws(DelegateMethodNotImplemented) in try delegate.collectionView(self, didSelectItemAt: indexPath) }
        askDelegate(CollectionViewDelegateSelector.performPrimaryActionForItem) { delegate throws(DelegateMethodNotImplemented) in try delegate.collectionView(self, performPrimaryActionForItemAt: indexPath) }
        return true
    }

    private func userDeselect(_ indexPath: IndexPath) {
        let mayDeselect = askDelegate(CollectionViewDelegateSelector.shouldDeselectItem) { delegate throws(DelegateMethodNotImplemented) in try delegate.collectionView(self, shouldDeselectItemAt: indexPath) } ?? true
        guard mayDeselect else { return }
        display.deselect(indexPath)
        askDelegate(CollectionViewDelegateSelector.didDeselectItem) { delegate throws(DelegateMethodNotImplemented) in try delegate.collectionView(self, didDeselectItemAt: indexPath) }
    }

    // MARK: ListHost

    /// The cell on screen at `indexPath`.
    public func cellNode(at indexPath: IndexPath) -> (any ViewNode)? {
        display.visibleCells[indexPath]
    }

    // MARK: Dispatch

    /// Sends one message to the delegate as UIKit does (``CachedDelegateStorage``).
    @discardableResult
    private func askDelegate<Answer>(
        _ selector: DelegateSelector,
        _ call: (any CollectionViewDelegate) throws(DelegateMethodNotImplemented) -> Answer
    ) -> Answer? {
        delegateProperty.storage.send(selector, call)
    }

    private func frameForCell(atFlatIndex index: Int) -> Rect {
        Rect(x: 0, y: Double(index) * itemHeight, width: frame.width, height: itemHeight)
    }

    private func makeCell(_ indexPath: IndexPath) -> CollectionViewCell? {
        dataSource?.collectionView(self, cellForItemAt: indexPath)
    }

    private func willDisplay(_ cell: CollectionViewCell, _ indexPath: IndexPath) {
        askDelegate(CollectionViewDelegateSelector.willDisplayCell) { delegate throws(DelegateMethodNotImplemented) in try delegate.collectionView(self, willDisplay: cell, forItemAt: indexPath) }
    }

    private func didEndDisplaying(_ cell: CollectionViewCell, _ indexPath: IndexPath) {
        askDelegate(CollectionViewDelegateSelector.didEndDisplayingCell) { delegate throws(DelegateMethodNotImplemented) in try delegate.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath) }
    }
}

/// The collection view's weak delegate storage, typed.
final class CollectionViewDelegateReference: WeakDelegateReference {
    weak var value: (any CollectionViewDelegate)?
}
