import Foundation

/// Where a cell is in its list (E4, F16), found the same way on every platform: the nearest
/// ancestor that is a list of the cell's own kind (a table for a table cell, a collection view
/// for a collection cell: a table cell inside a collection view's cell belongs to its table) says
/// which index path it shows the cell at; a cell in no such list has none.
///
/// The platform says whether a view is a cell and of which kind (only cells walk up, E5),
/// and supplies the facts: a view's parent, whether a view is a list of that kind, and the
/// index path that list gives the cell (UIKit's `indexPath(for:)`). Runs for every described
/// event, so it is inlinable: each platform's call is specialized, with no closure context kept.
@_spi(Platform) public enum ListCellLookup {
    /// The index path of `cell` in the nearest ancestor `list` accepts as its list, looking at
    /// most ``ViewTreeWalk/maximumDepth`` levels up (H2); `nil` when there is none, or it does not
    /// show the cell.
    @MainActor
    @inlinable
    public static func indexPath<Node: AnyObject, List>(
        of cell: Node,
        parent: (Node) -> Node?,
        list: (Node) -> List?,
        indexPathInList: (List) -> IndexPath?
    ) -> IndexPath? {
        var ancestor = parent(cell)
        var level = 0
        while let node = ancestor, level < ViewTreeWalk.maximumDepth {
            if let list = list(node) { return indexPathInList(list) }
            ancestor = parent(node)
            level += 1
        }
        return nil
    }
}
