import Foundation

/// A list host (table view, collection view): a view with a delegate slot and cells at index
/// paths. Its delegate proxy asks it for the selected cell so the event can describe it (D3).
@MainActor
public protocol ListHost: ViewNode, DelegateHost {
    /// The cell displayed at `indexPath`, or `nil` when that row or item is not on screen.
    func cellNode(at indexPath: IndexPath) -> (any ViewNode)?
}
