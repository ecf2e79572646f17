import Foundation
@_spi(Platform) import Intercept

/// The display side of a list, shared by table and collection views: which index paths exist,
/// which are on screen, the cells showing them, the pool of cells waiting for reuse, and the
/// selection. Delegate calls stay with each list, since their protocols differ.
@MainActor
final class CellDisplay<Cell: ReusableCell> {
    /// How many rows or items fit on screen.
    var visibleLimit: Int
    private(set) var allIndexPaths: [IndexPath] = []
    private(set) var firstVisibleIndex = 0
    private(set) var visibleCells: [IndexPath: Cell] = [:]
    private(set) var selected: [IndexPath] = []
    /// Whether the list asked its data source for rows at least once (`reloadData()`).
    private(set) var hasLoaded = false
    private var registrations: [String: Cell.Type] = [:]
    private var reusePool: [String: [Cell]] = [:]

    init(visibleLimit: Int) {
        self.visibleLimit = max(0, visibleLimit)
    }

    var visibleIndexPaths: [IndexPath] {
        guard firstVisibleIndex < allIndexPaths.count else { return [] }
        return Array(allIndexPaths[firstVisibleIndex..<min(allIndexPaths.count, firstVisibleIndex + visibleLimit)])
    }

    func register(_ type: Cell.Type, forReuseIdentifier identifier: String) {
        registrations[identifier] = type
    }

    /// A pooled cell (after `prepareForReuse`) or a new one of the registered type (or `Cell`).
    func dequeue(withIdentifier identifier: String, for indexPath: IndexPath) -> Cell {
        let cell: Cell
        if var pool = reusePool[identifier], let reused = pool.popLast() {
            reusePool[identifier] = pool
            reused.prepareForReuse()
            cell = reused
        } else {
            cell = (registrations[identifier] ?? Cell.self).init(reuseIdentifier: identifier)
        }
        cell.isSelected = selected.contains(indexPath)
        return cell
    }

    /// Recomputes the index paths from section counts and redisplays; cells of rows that no
    /// longer exist leave the screen, and the selection keeps only rows that still exist.
    func reload(
        counts: [Int],
        in container: View,
        frame: (Int) -> Rect,
        makeCell: (IndexPath) -> Cell?,
        willDisplay: (Cell, IndexPath) -> Void,
        didEndDisplaying: (Cell, IndexPath) -> Void
    ) {
        hasLoaded = true
        for (indexPath, cell) in visibleCells.sorted(by: { $0.key < $1.key }) {
            endDisplaying(cell, at: indexPath, didEndDisplaying: didEndDisplaying)
        }
        allIndexPaths = counts.enumerated().flatMap { section, count in
            (0..<max(0, count)).map { IndexPath(indexes: [section, $0]) }
        }
        selected.removeAll { !allIndexPaths.contains($0) }
        firstVisibleIndex = min(firstVisibleIndex, max(0, allIndexPaths.count - 1))
        display(in: container, frame: frame, makeCell: makeCell, willDisplay: willDisplay, didEndDisplaying: didEndDisplaying)
    }

    /// Scrolls so that the row or item at `flatIndex` is the first on screen (clamped).
    func scroll(
        toFlatIndex flatIndex: Int,
        in container: View,
        frame: (Int) -> Rect,
        makeCell: (IndexPath) -> Cell?,
        willDisplay: (Cell, IndexPath) -> Void,
        didEndDisplaying: (Cell, IndexPath) -> Void
    ) {
        firstVisibleIndex = min(max(0, flatIndex), max(0, allIndexPaths.count - 1))
        display(in: container, frame: frame, makeCell: makeCell, willDisplay: willDisplay, didEndDisplaying: didEndDisplaying)
    }

    func flatIndex(of indexPath: IndexPath) -> Int? {
        allIndexPaths.firstIndex(of: indexPath)
    }

    private func display(
        in container: View,
        frame: (Int) -> Rect,
        makeCell: (IndexPath) -> Cell?,
        willDisplay: (Cell, IndexPath) -> Void,
        didEndDisplaying: (Cell, IndexPath) -> Void
    ) {
        let wanted = Set(visibleIndexPaths)
        for (indexPath, cell) in visibleCells.sorted(by: { $0.key < $1.key }) where !wanted.contains(indexPath) {
            endDisplaying(cell, at: indexPath, didEndDisplaying: didEndDisplaying)
        }
        for (offset, indexPath) in visibleIndexPaths.enumerated() where visibleCells[indexPath] == nil {
            guard let cell = makeCell(indexPath) else { continue }
            cell.indexPath = indexPath
            cell.frame = frame(firstVisibleIndex + offset)
            cell.isSelected = selected.contains(indexPath)
            container.addSubview(cell)
            visibleCells[indexPath] = cell
            willDisplay(cell, indexPath)
        }
    }

    private func endDisplaying(_ cell: Cell, at indexPath: IndexPath, didEndDisplaying: (Cell, IndexPath) -> Void) {
        visibleCells[indexPath] = nil
        cell.removeFromSuperview()
        didEndDisplaying(cell, indexPath)
        cell.indexPath = nil
        if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
    }

    // MARK: Selection state (no delegate calls here)

    func isSelected(_ indexPath: IndexPath) -> Bool { selected.contains(indexPath) }

    func select(_ indexPath: IndexPath) {
        guard allIndexPaths.contains(indexPath), !selected.contains(indexPath) else { return }
        selected.append(indexPath)
        visibleCells[indexPath]?.isSelected = true
    }

    func deselect(_ indexPath: IndexPath) {
        selected.removeAll { $0 == indexPath }
        visibleCells[indexPath]?.isSelected = false
    }
}
