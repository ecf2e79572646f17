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

    public static let performPrimaryActionForRow = DelegateSelector("tableView:performPrimaryActionForRowAtIndexPath:", index: 8)

    /// Every method of the protocol, in `index` order.
    public static let all = [
        shouldHighlightRow, willSelectRow, didSelectRow, willDeselectRow, didDeselectRow, heightForRow, willDisplayCell,
        didEndDisplayingCell, performPrimaryActionForRow,
    ]
}
