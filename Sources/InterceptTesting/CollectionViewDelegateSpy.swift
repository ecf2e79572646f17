import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless

/// A collection view delegate that records every call it receives and answers as configured, for
/// tests of forwarding semantics (D1, D2). Methods left out of `implementedMethods` answer
/// "not implemented" and are not recorded.
@MainActor
public final class CollectionViewDelegateSpy: ListDelegateSpy<CollectionViewDelegateSpyMethod, CollectionView>, CollectionViewDelegate {
    /// The methods of `CollectionViewDelegate`.
    public typealias Method = CollectionViewDelegateSpyMethod

    /// The answer to `shouldHighlightItemAt`.
    public var shouldHighlightAnswer: (IndexPath) -> Bool = { _ in true }
    /// The answer to `shouldSelectItemAt`.
    public var shouldSelectAnswer: (IndexPath) -> Bool = { _ in true }
    /// The answer to `shouldDeselectItemAt`.
    public var shouldDeselectAnswer: (IndexPath) -> Bool = { _ in true }

    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Bool {
        try receive(.shouldHighlightItem, collectionView, indexPath) { shouldHighlightAnswer(indexPath) }
    }
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Bool {
        try receive(.shouldSelectItem, collectionView, indexPath) { shouldSelectAnswer(indexPath) }
    }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        try receive(.didSelectItem, collectionView, indexPath) {}
        onDidSelect?(collectionView, indexPath)
    }
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Bool {
        try receive(.shouldDeselectItem, collectionView, indexPath) { shouldDeselectAnswer(indexPath) }
    }
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        try receive(.didDeselectItem, collectionView, indexPath) {}
    }
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        try receive(.willDisplayCell, collectionView, indexPath) {}
    }
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        try receive(.didEndDisplayingCell, collectionView, indexPath) {}
    }
}

/// The methods of `CollectionViewDelegate`, as ``CollectionViewDelegateSpy`` names them.
public enum CollectionViewDelegateSpyMethod: String, ListDelegateSpyMethod {
    case shouldHighlightItem, shouldSelectItem, didSelectItem, shouldDeselectItem, didDeselectItem
    case willDisplayCell, didEndDisplayingCell

    /// The method's selector.
    public var selector: DelegateSelector {
        switch self {
    case .shouldHighlightItem: CollectionViewDelegateSelector.shouldHighlightItem
    case .shouldSelectItem: CollectionViewDelegateSelector.shouldSelectItem
    case .didSelectItem: CollectionViewDelegateSelector.didSelectItem
    case .shouldDeselectItem: CollectionViewDelegateSelector.shouldDeselectItem
    case .didDeselectItem: CollectionViewDelegateSelector.didDeselectItem
    case .willDisplayCell: CollectionViewDelegateSelector.willDisplayCell
    case .didEndDisplayingCell: CollectionViewDelegateSelector.didEndDisplayingCell
        }
    }
}
