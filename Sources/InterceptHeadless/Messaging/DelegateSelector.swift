/// The name of a delegate method, as Objective-C's selectors name methods: what the headless
/// hosts cache answers for and what a proxy forwards by (F3).
///
/// `index` is the method's position in its protocol's list (``TableViewDelegateSelector/all``,
/// ``CollectionViewDelegateSelector/all``), so a host's cache of answers is a bit set.
public struct DelegateSelector: Hashable, Sendable, CustomStringConvertible {
    /// The Objective-C spelling, for example `tableView:heightForRowAtIndexPath:`.
    public let name: String
    /// The method's position in its protocol's list of selectors.
    public let index: Int

    init(_ name: String, index: Int) {
        self.name = name
        self.index = index
    }

    public var description: String { name }
}

/// The selectors of ``TableViewDelegate``'s methods.
public enum TableViewDelegateSelector {
    public static let shouldHighlightRow = DelegateSelector("tableView:shouldHighlightRowAtIndexPath:", index: 0)
    public static let willSelectRow = DelegateSelector("tableView:willSelectRowAtIndexPath:", index: 1)
    public static let didSelectRow = DelegateSelector("tableView:didSelectRowAtIndexPath:", index: 2)
    public static let willDeselectRow = DelegateSelector("tableView:willDeselectRowAtIndexPath:", index: 3)
    public static let didDeselectRow = DelegateSelector("tableView:didDeselectRowAtIndexPath:", index: 4)
    public static let heightForRow = DelegateSelector("tableView:heightForRowAtIndexPath:", index: 5)
    public static let willDisplayCell = DelegateSelector("tableView:willDisplayCell:forRowAtIndexPath:", index: 6)
    public static let didEndDisplayingCell = DelegateSelector("tableView:didEndDisplayingCell:forRowAtIndexPath:", index: 7)

    /// Every method of the protocol, in `index` order.
    public static let all = [
        shouldHighlightRow, willSelectRow, didSelectRow, willDeselectRow, didDeselectRow, heightForRow, willDisplayCell,
        didEndDisplayingCell,
    ]
}

/// The selectors of ``CollectionViewDelegate``'s methods.
public enum CollectionViewDelegateSelector {
    public static let shouldHighlightItem = DelegateSelector("collectionView:shouldHighlightItemAtIndexPath:", index: 0)
    public static let shouldSelectItem = DelegateSelector("collectionView:shouldSelectItemAtIndexPath:", index: 1)
    public static let didSelectItem = DelegateSelector("collectionView:didSelectItemAtIndexPath:", index: 2)
    public static let shouldDeselectItem = DelegateSelector("collectionView:shouldDeselectItemAtIndexPath:", index: 3)
    public static let didDeselectItem = DelegateSelector("collectionView:didDeselectItemAtIndexPath:", index: 4)
    public static let willDisplayCell = DelegateSelector("collectionView:willDisplayCell:forItemAtIndexPath:", index: 5)
    public static let didEndDisplayingCell = DelegateSelector("collectionView:didEndDisplayingCell:forItemAtIndexPath:", index: 6)

    /// Every method of the protocol, in `index` order.
    public static let all = [
        shouldHighlightItem, shouldSelectItem, didSelectItem, shouldDeselectItem, didDeselectItem, willDisplayCell,
        didEndDisplayingCell,
    ]
}
