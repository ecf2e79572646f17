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
/// Its `delegate` property has UIKit's mechanics, where the UIKit adapter depends on them (F1-F4):
/// one weak storage (``storedDelegate``: Intercept's proxy while intercepted), the answers of the
/// stored object cached at assignment and used for dispatch until the next one, `nil` assigned
/// through the setter when the table is deallocated, and the accessors intercepted through
/// (modeled) hooks, ``delegateAccessorHooks``. Reading `delegate` returns what the app assigned
/// (D11).
@MainActor
open class TableView: ScrollView, ListHost {
    private let delegateProperty = HookedDelegateProperty<TableViewDelegateProxy, TableViewDelegateReference>(selectors: TableViewDelegateSelector.all)

    /// Where the interception proxy lives; created on first access.
    public var delegateSlot: DelegateSlot<TableViewDelegateProxy> { delegateProperty.slotCreatingIfNeeded }

    /// The slot if one was created; reading it creates nothing.
    public var existingDelegateSlot: DelegateSlot<TableViewDelegateProxy>? { delegateProperty.slot }

    /// The (modeled) swizzled `delegate` accessors; `nil` gives the table UIKit's own accessors.
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
    open var delegate: (any TableViewDelegate)? {
        get { delegateProperty.delegate }
        set { delegateProperty.assign(newValue, on: self) }
    }

    /// What the table really holds and calls (UIKit's instance variable): Intercept's proxy while
    /// it stands in front, for tests and other libraries' stand-ins.
    public var storedDelegate: AnyObject? { delegateProperty.storage.storedObject }

    /// UIKit's original setter: stores `value` weakly and caches what it implements.
    public final func storeDelegate(_ value: (any TableViewDelegate)?) {
        delegateProperty.store(value)
    }

    /// The explicit, hook-free way: sets the table's delegate with `interception`'s proxy in front
    /// of it, the same with or without hooks (F2).
    public final func setDelegate(_ delegate: (any TableViewDelegate)?, interceptedBy interception: Interception) throws(InterceptionError) {
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
    public weak var dataSource: (any TableViewDataSource)?
    /// The height of rows whose height the delegate does not give.
    public var rowHeight: Double = 44
    /// When `false`, user taps select nothing.
    public var allowsSelection = true
    /// When `true`, a user tap toggles a row and keeps the others selected.
    public var allowsMultipleSelection = false

    private let display: CellDisplay<TableViewCell>

    /// Creates a table showing `visibleRowCount` rows at a time.
    public init(visibleRowCount: Int = 10) {
        display = CellDisplay(visibleLimit: visibleRowCount)
        super.init()
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

    /// Asks the data source for the rows again and redisplays the visible ones.
    public func reloadData() {
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        let counts = (0..<max(0, sections)).map { dataSource?.tableView(self, numberOfRowsInSection: $0) ?? 0 }
        display.reload(counts: counts, in: self, frame: frameForCell, makeCell: makeCell, willDisplay: willDisplay, didEndDisplaying: didEndDisplaying)
        contentSize = Size(width: frame.width, height: Double(display.allIndexPaths.count) * rowHeight)
    }

    /// Scrolls so `indexPath` is the first visible row; cells leaving the screen go to the reuse pool.
    public func scrollToRow(at indexPath: IndexPath) {
        guard let flatIndex = display.flatIndex(of: indexPath) else { return }
        display.scroll(toFlatIndex: flatIndex, in: self, frame: frameForCell, makeCell: makeCell, willDisplay: willDisplay, didEndDisplaying: didEndDisplaying)
        contentOffset = Point(x: 0, y: Double(display.firstVisibleIndex) * rowHeight)
    }

    /// The cell showing `indexPath`, or `nil` when the row is not on screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        display.visibleCells[indexPath]
    }

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
    public func selectRow(at indexPath: IndexPath?) {
        if !allowsMultipleSelection || indexPath == nil {
            for selected in display.selected where selected != indexPath { display.deselect(selected) }
        }
        if let indexPath { display.select(indexPath) }
    }

    /// Deselects a row from code: no delegate method is called.
    public func deselectRow(at indexPath: IndexPath) {
        display.deselect(indexPath)
    }

    /// Plays a user's tap on the row at `indexPath`, with UIKit's delegate sequence.
    ///
    /// - Returns: whether a row ended up selected by the tap. A tap on a row that is not on
    ///   screen, or while selection is not allowed, does nothing and returns `false`.
    /// - Precondition: `reloadData()` was called: before it the list has no rows at all, so a tap
    ///   could only be a mistake in the test, which stops with a message instead of passing
    ///   quietly (T11).
    @discardableResult
    public func simulateUserTap(onRowAt indexPath: IndexPath) -> Bool {
        precondition(display.hasLoaded, "simulateUserTap(onRowAt:) before reloadData(): the table has no rows yet; call reloadData() first")
        guard allowsSelection, display.visibleCells[indexPath] != nil else { return false }
        let mayHighlight = askDelegate(TableViewDelegateSelector.shouldHighlightRow) { delegate throws(DelegateMethodNotImplemented) in try delegate.tableView(self, shouldHighlightRowAt: indexPath) } ?? true
        guard mayHighlight else { return false }
        if allowsMultipleSelection, display.isSelected(indexPath) {
            userDeselect(indexPath)
            return false
        }
        let answer = askDelegate(TableViewDelegateSelector.willSelectRow) { delegate throws(DelegateMethodNotImplemented) in try delegate.tableView(self, willSelectRowAt: indexPath) }
        let target: IndexPath
        switch answer {
        case .none: target = indexPath
        case .some(.none): return false
        case .some(.some(let redirected)): target = redirected
        }
        guard display.flatIndex(of: target) != nil else { return false }
        if !allowsMultipleSelection {
            for selected in display.selected where selected != target { userDeselect(selected) }
        }
        display.select(target)
        askDelegate(TableViewDelegateSelector.didSelectRow) { delegate throws(DelegateMethodNotImplemented) in try delegate.tableView(self, didSelectRowAt: target) }
        askDelegate(TableViewDelegateSelector.performPrimaryActionForRow) { delegate throws(DelegateMethodNotImplemented) in try delegate.tableView(self, performPrimaryActionForRowAt: target) }
        return true
    }

    private func userDeselect(_ indexPath: IndexPath) {
        let answer = askDelegate(TableViewDelegateSelector.willDeselectRow) { delegate throws(DelegateMethodNotImplemented) in try delegate.tableView(self, willDeselectRowAt: indexPath) }
        let target: IndexPath
        switch answer {
        case .none: target = indexPath
        case .some(.none): return
        case .some(.some(let redirected)): target = redirected
        }
        guard display.isSelected(target) else { return }
        display.deselect(target)
        askDelegate(TableViewDelegateSelector.didDeselectRow) { delegate throws(DelegateMethodNotImplemented) in try delegate.tableView(self, didDeselectRowAt: target) }
    }

    // MARK: ListHost

    /// The cell on screen at `indexPath`.
    public func cellNode(at indexPath: IndexPath) -> (any ViewNode)? {
        display.visibleCells[indexPath]
    }

    // MARK: Dispatch

    /// Sends one message to the delegate as UIKit does (``CachedDelegateStorage``); `nil` when
    /// there is no delegate or it does not implement the method.
    @discardableResult
    private func askDelegate<Answer>(
        _ selector: DelegateSelector,
        _ call: (any TableViewDelegate) throws(DelegateMethodNotImplemented) -> Answer
    ) -> Answer? {
        delegateProperty.storage.send(selector, call)
    }

    private func frameForCell(atFlatIndex index: Int) -> Rect {
        Rect(x: 0, y: Double(index) * rowHeight, width: frame.width, height: rowHeight)
    }

    private func makeCell(_ indexPath: IndexPath) -> TableViewCell? {
        dataSource?.tableView(self, cellForRowAt: indexPath)
    }

    private func willDisplay(_ cell: TableViewCell, _ indexPath: IndexPath) {
        askDelegate(TableViewDelegateSelector.willDisplayCell) { delegate throws(DelegateMethodNotImplemented) in try delegate.tableView(self, willDisplay: cell, forRowAt: indexPath) }
    }

    private func didEndDisplaying(_ cell: TableViewCell, _ indexPath: IndexPath) {
        askDelegate(TableViewDelegateSelector.didEndDisplayingCell) { delegate throws(DelegateMethodNotImplemented) in try delegate.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
    }
}

/// The table's weak delegate storage, typed.
final class TableViewDelegateReference: WeakDelegateReference {
    weak var value: (any TableViewDelegate)?
}
