import Foundation
@_spi(Platform) import Intercept

/// What UIKit's table and collection views share, written once for ``TableView`` and
/// ``CollectionView``, so a fix lands in both:
///
/// - the `delegate` property with UIKit's mechanics, where the UIKit adapter depends on them
///   (F1-F4): one weak storage (``storedDelegate``: Intercept's proxy while intercepted), the
///   answers of the stored object cached at assignment and used for dispatch until the next one,
///   `nil` assigned through the setter when the list is deallocated, and the accessors intercepted
///   through (modeled) hooks, `delegateAccessorHooks`. Reading `delegate` returns what the app
///   assigned (D11);
/// - the cells: dequeued from a reuse pool, `willDisplay`/`didEndDisplaying` as they come on and go
///   off screen;
/// - UIKit's sequence of delegate calls for a user's tap: may it highlight, may it be selected (or
///   where the selection goes), the previous selection deselected through the delegate, then the
///   selection and the primary action; selecting from code calls no delegate method (D13).
///
/// Each list names its own protocol's methods, in the few methods it overrides (`cell(at:)`,
/// `delegateSelectionTarget(forTapAt:)` and the like); a method the delegate does not implement
/// makes the list fall back to its own behavior, as UIKit does. Only the two lists subclass it.
@MainActor
open class ListView<Proxy: ListDelegateProxy, Cell: ReusableCell>: ScrollView, ListHost {
    private let delegateProperty: HookedDelegateProperty<Proxy>
    let display: CellDisplay<Cell>
    /// The height of each row or item; they are laid out in one column.
    var cellExtent: Double
    /// How many cells share a line (a collection view's grid); 1 for a table.
    var cellsPerLine = 1

    /// When `false`, user taps select nothing.
    public var allowsSelection = true
    /// When `true`, a user tap toggles a row or item and keeps the others selected.
    public var allowsMultipleSelection = false

    init(selectors: [DelegateSelector], visibleLimit: Int, cellExtent: Double) {
        delegateProperty = HookedDelegateProperty(selectors: selectors)
        display = CellDisplay(visibleLimit: visibleLimit)
        self.cellExtent = cellExtent
        super.init()
    }

    // MARK: Delegate

    /// Where the interception proxy lives; created on first access.
    public var delegateSlot: DelegateSlot<Proxy> { delegateProperty.slotCreatingIfNeeded }

    /// The slot if one was created; reading it creates nothing.
    public var existingDelegateSlot: DelegateSlot<Proxy>? { delegateProperty.slot }

    /// The (modeled) swizzled `delegate` accessors; `nil` gives the list UIKit's own accessors.
    @_spi(Platform) public var delegateAccessorHooks: DelegateAccessorHooks? {
        get { delegateProperty.hooks }
        set { delegateProperty.hooks = newValue }
    }

    /// Entering a window, a list whose delegate was assigned before the hooks were installed is
    /// adopted, as the UIKit adapter's `didMoveToWindow` hook asks the core to (F18).
    override func didEnterWindow() {
        delegateAccessorHooks?.interception?.adoptListAssignedEarlier(self)
    }

    /// The delegate, held weakly. Reading it returns what the app assigned, never a proxy.
    open var delegate: Proxy.Delegate? {
        get { delegateProperty.delegate }
        set { delegateProperty.assign(newValue, on: self) }
    }

    /// What the list really holds and calls (UIKit's instance variable): Intercept's proxy while
    /// it stands in front, for tests and other libraries' stand-ins.
    public var storedDelegate: AnyObject? { delegateProperty.storage.storedObject }

    /// How many times what the list holds changed (UIKit's setter stores only a different
    /// object, and each change costs it a sweep of `responds(to:)` and layout work, F3).
    public var storedDelegateChanges: Int { delegateProperty.storage.changeCount }

    /// UIKit's original setter: stores `value` weakly and caches what it implements.
    public final func storeDelegate(_ value: Proxy.Delegate?) {
        delegateProperty.store(value)
    }

    /// The explicit, hook-free way: sets the delegate with `interception`'s proxy in front of it,
    /// the same with or without hooks (F2).
    public final func setDelegate(_ delegate: Proxy.Delegate?, interceptedBy interception: Interception) throws(InterceptionError) {
        try interception.setDelegate(delegate, on: self)
    }

    #if compiler(>=6.2)
    /// UIKit's `dealloc` assigns `nil` to the delegate through the (hooked) setter (F4). The
    /// deinitializer runs on the main actor, as UIKit's views are deallocated on the main thread.
    isolated deinit {
        delegateProperty.tearDown(self)
    }
    #endif

    // MARK: Cells

    /// Asks the data source for the rows or items again and redisplays the visible ones.
    public func reloadData() {
        display.reload(counts: sectionCounts(), in: self, frame: frameForCell, makeCell: cell(at:),
                       willDisplay: delegateWillDisplay, didEndDisplaying: delegateDidEndDisplaying)
        let lines = (display.allIndexPaths.count + cellsPerLine - 1) / cellsPerLine
        contentSize = Size(width: frame.width, height: Double(lines) * cellExtent)
    }

    /// Scrolls so `indexPath` is the first one on screen; cells leaving the screen go to the reuse pool.
    func scroll(to indexPath: IndexPath) {
        guard let flatIndex = display.flatIndex(of: indexPath) else { return }
        display.scroll(toFlatIndex: flatIndex, in: self, frame: frameForCell, makeCell: cell(at:),
                       willDisplay: delegateWillDisplay, didEndDisplaying: delegateDidEndDisplaying)
        contentOffset = Point(x: 0, y: Double(display.firstVisibleIndex / cellsPerLine) * cellExtent)
    }

    private func frameForCell(atFlatIndex index: Int) -> Rect {
        let width = frame.width / Double(cellsPerLine)
        return Rect(x: Double(index % cellsPerLine) * width, y: Double(index / cellsPerLine) * cellExtent, width: width, height: cellExtent)
    }

    /// The index path this list shows `cell` at, for a cell found below it (UIKit's
    /// `indexPath(for:)`, asked by `ListCellLookup` of the nearest list above a cell): only the
    /// list displaying a cell, which holds it as a subview, sets its index path.
    func indexPath(for cell: Cell) -> IndexPath? {
        cell.indexPath
    }

    /// The cell on screen at `indexPath` (`ListHost`).
    public func cellNode(at indexPath: IndexPath) -> (any ViewNode)? {
        display.visibleCells[indexPath]
    }

    // MARK: Selection

    /// Selects from code: no delegate method is called, as in UIKit (D13). `nil`, or an index
    /// path that does not exist, clears the selection.
    func selectFromCode(_ indexPath: IndexPath?) {
        if !allowsMultipleSelection || indexPath == nil {
            for selected in display.selected where selected != indexPath { display.deselect(selected) }
        }
        if let indexPath { display.select(indexPath) }
    }

    /// A user's tap at `indexPath`, with UIKit's delegate sequence; whether something ended up
    /// selected by it. A tap on what is not on screen, or while selection is not allowed, does
    /// nothing. `method` names the public method for the precondition's message: a tap before
    /// `reloadData()` could only be a mistake in the test, which stops with a message instead of
    /// passing quietly (T11).
    func userTap(at indexPath: IndexPath, method: StaticString) -> Bool {
        precondition(display.hasLoaded, "\(method) before reloadData(): the list has nothing to show yet; call reloadData() first")
        guard allowsSelection, display.visibleCells[indexPath] != nil else { return false }
        guard delegateAllowsHighlight(at: indexPath) else { return false }
        if allowsMultipleSelection, display.isSelected(indexPath) {
            userDeselect(indexPath)
            return false
        }
        guard let target = delegateSelectionTarget(forTapAt: indexPath), display.flatIndex(of: target) != nil else { return false }
        if !allowsMultipleSelection {
            for selected in display.selected where selected != target { userDeselect(selected) }
        }
        display.select(target)
        delegateDidSelect(at: target)
        return true
    }

    private func userDeselect(_ indexPath: IndexPath) {
        guard let target = delegateDeselectionTarget(at: indexPath), display.isSelected(target) else { return }
        display.deselect(target)
        delegateDidDeselect(at: target)
    }

    // MARK: What each list asks its own protocols

    /// Sends one message to the delegate as UIKit does (`CachedDelegateStorage`); `nil` when
    /// there is no delegate or it does not implement the method.
    @discardableResult
    final func askDelegate<Answer>(
        _ selector: DelegateSelector,
        _ call: (Proxy.Delegate) throws(DelegateMethodNotImplemented) -> Answer
    ) -> Answer? {
        delegateProperty.storage.send(selector, call)
    }

    /// The number of rows or items in each section, from the data source.
    func sectionCounts() -> [Int] { [] }
    /// The data source's cell for `indexPath`.
    func cell(at indexPath: IndexPath) -> Cell? { nil }
    /// Whether the delegate lets `indexPath` highlight (yes without an answer).
    func delegateAllowsHighlight(at indexPath: IndexPath) -> Bool { true }
    /// Where a tap at `indexPath` selects: `indexPath` without an answer, `nil` when vetoed.
    func delegateSelectionTarget(forTapAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// What a user's deselection of `indexPath` deselects: `indexPath` without an answer, `nil` when vetoed.
    func delegateDeselectionTarget(at indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Tells the delegate about a user's selection: the selection, then the primary action.
    func delegateDidSelect(at indexPath: IndexPath) {}
    /// Tells the delegate about a user's deselection.
    func delegateDidDeselect(at indexPath: IndexPath) {}
    /// Tells the delegate a cell comes on screen.
    func delegateWillDisplay(_ cell: Cell, at indexPath: IndexPath) {}
    /// Tells the delegate a cell went off screen.
    func delegateDidEndDisplaying(_ cell: Cell, at indexPath: IndexPath) {}
}
