import Foundation

/// The headless counterpart of `UICollectionViewCell`: a reusable cell whose content view the
/// app fills with its own subviews.
@MainActor
open class CollectionViewCell: ReusableCell {
    /// The index path the enclosing collection view shows the cell at (E4, F16).
    open override var listIndexPath: IndexPath? { indexPathShown(by: ListView<CollectionViewDelegateProxy, CollectionViewCell>.self) }
}
