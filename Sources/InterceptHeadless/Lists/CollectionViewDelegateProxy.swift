import Foundation
@_spi(Platform) import Intercept

/// Intercept's proxy for ``CollectionViewDelegate``: forwards every call unchanged and reports
/// user item selections as `itemSelected` events (D1-D3).
@MainActor
public final class CollectionViewDelegateProxy: DelegateProxy, CollectionViewDelegate {
    /// The business delegate, held weakly (D4).
    @exclusivity(unchecked) public weak var forwardee: (any CollectionViewDelegate)?
    /// The proxy's host identity and interception.
    public let context: DelegateProxyContext

    /// Creates a proxy; `Interception.intercept(_:)` does this.
    public init(context: DelegateProxyContext) {
        self.context = context
    }

    /// `self`, as the delegate type.
    public var asDelegate: any CollectionViewDelegate { self }

    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Bool {
        try forwardOrNotImplemented { business throws(DelegateMethodNotImplemented) in try business.collectionView(collectionView, shouldHighlightItemAt: indexPath) }
    }

    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Bool {
        try forwardOrNotImplemented { business throws(DelegateMethodNotImplemented) in try business.collectionView(collectionView, shouldSelectItemAt: indexPath) }
    }

    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        guard let business = forwardee else { throw DelegateMethodNotImplemented() }
        try context.forwardListSelection(in: collectionView, at: indexPath, kind: .itemSelected) { () throws(DelegateMethodNotImplemented) in
            try business.collectionView(collectionView, didSelectItemAt: indexPath)
        }
    }

    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Bool {
        try forwardOrNotImplemented { business throws(DelegateMethodNotImplemented) in try business.collectionView(collectionView, shouldDeselectItemAt: indexPath) }
    }

    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        try forwardOrNotImplemented { business throws(DelegateMethodNotImplemented) in try business.collectionView(collectionView, didDeselectItemAt: indexPath) }
    }

    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        try forwardOrNotImplemented { business throws(DelegateMethodNotImplemented) in try business.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath) }
    }

    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        try forwardOrNotImplemented { business throws(DelegateMethodNotImplemented) in try business.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath) }
    }

    /// Reports the primary action as the selection it is, unless `didSelect` just did (D3).
    public func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        guard let business = forwardee else { throw DelegateMethodNotImplemented() }
        try context.forwardListPrimaryAction(in: collectionView, at: indexPath, kind: .itemSelected) { () throws(DelegateMethodNotImplemented) in
            try business.collectionView(collectionView, performPrimaryActionForItemAt: indexPath)
        }
    }
}

/// The proxy as the host's messaging sees it (F3): the rules shared with every list proxy
/// (``ListDelegateProxy``).
extension CollectionViewDelegateProxy: ListDelegateProxy {
    /// `didSelectItem`, reported as a selection.
    public static var selectionSelector: DelegateSelector { CollectionViewDelegateSelector.didSelectItem }
    /// The primary action, reported as the selection it is.
    public static var primaryActionSelector: DelegateSelector { CollectionViewDelegateSelector.performPrimaryActionForItem }
    /// The shared absorber.
    public static var absorber: any CollectionViewDelegate { DelegateCallAbsorber.shared }
}
