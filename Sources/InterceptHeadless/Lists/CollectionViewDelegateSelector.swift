/// The selectors of ``CollectionViewDelegate``'s methods.
public enum CollectionViewDelegateSelector {
    public static let shouldHighlightItem = DelegateSelector("collectionView:shouldHighlightItemAtIndexPath:", index: 0)
    public static let shouldSelectItem = DelegateSelector("collectionView:shouldSelectItemAtIndexPath:", index: 1)
    public static let didSelectItem = DelegateSelector("collectionView:didSelectItemAtIndexPath:", index: 2)
    public static let shouldDeselectItem = DelegateSelector("collectionView:shouldDeselectItemAtIndexPath:", index: 3)
    public static let didDeselectItem = DelegateSelector("collectionView:didDeselectItemAtIndexPath:", index: 4)
    public static let willDisplayCell = DelegateSelector("collectionView:willDisplayCell:forItemAtIndexPath:", index: 5)
    public static let didEndDisplayingCell = DelegateSelector("collectionView:didEndDisplayingCell:forItemAtIndexPath:", index: 6)

    public static let performPrimaryActionForItem = DelegateSelector("collectionView:performPrimaryActionForItemAtIndexPath:", index: 7)

    /// Every method of the protocol, in `index` order.
    public static let all = [
        shouldHighlightItem, shouldSelectItem, didSelectItem, shouldDeselectItem, didDeselectItem, willDisplayCell,
        didEndDisplayingCell, performPrimaryActionForItem,
    ]
}
