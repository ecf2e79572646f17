import Foundation
@_spi(Platform) import Intercept

/// The headless counterpart of `UICollectionViewDelegate`.
///
/// Every method is optional, as in UIKit; the default implementations throw
/// `DelegateMethodNotImplemented` and the collection view falls back to its own behavior (D2).
@MainActor
public protocol CollectionViewDelegate: AnyObject {
    /// Asked when a touch lands on an item; `false` stops it from highlighting or selecting.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Bool
    /// Asked before a user selects an item; `false` vetoes.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Bool
    /// Told after a user selected an item. Not called for selection made from code.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented)
    /// Asked before a user's selection deselects an item; `false` keeps it selected.
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Bool
    /// Told after a user's selection deselected an item.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented)
    /// Told before a cell comes on screen: the scroll-time hot path.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented)
    /// Told after a cell went off screen.
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented)
    /// The user performed the row's or item's primary action (iOS 16): called right after
    /// `didSelect` for a selection that does not extend an existing one.
    func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Bool {
        throw DelegateMethodNotImplemented()
    }
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Bool {
        throw DelegateMethodNotImplemented()
    }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        throw DelegateMethodNotImplemented()
    }
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Bool {
        throw DelegateMethodNotImplemented()
    }
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        throw DelegateMethodNotImplemented()
    }
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        throw DelegateMethodNotImplemented()
    }
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        throw DelegateMethodNotImplemented()
    }
    public func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        throw DelegateMethodNotImplemented()
    }
}
