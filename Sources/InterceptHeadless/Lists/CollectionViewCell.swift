import Foundation
@_spi(Platform) import Intercept

/// The headless counterpart of `UICollectionViewCell`: a reusable cell whose content view the
/// app fills with its own subviews.
@MainActor
open class CollectionViewCell: ReusableCell {
    /// The index path the nearest enclosing collection view shows the cell at, found as on UIKit
    /// (`ListCellLookup`, E4, F16): cells are identified by the item they show, not by the object.
    open override var listIndexPath: IndexPath? {
        ListCellLookup.indexPath(of: self as View, parent: { $0.superview }, list: { $0 as? CollectionView }) { $0.indexPath(for: self) }
    }
}
