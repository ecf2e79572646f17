/// The headless counterpart of `UICollectionViewCell`: a reusable cell whose content view the
/// app fills with its own subviews.
@MainActor
open class CollectionViewCell: ReusableCell {}
