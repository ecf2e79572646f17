import Foundation
@_spi(Platform) import Intercept

/// A stand-in for another library's delegate proxy (RxCocoa's, for instance), so that tests can
/// check that Intercept still reports each user action once with it in the chain (D8).
///
/// Like such libraries, it wraps a delegate weakly, forwards every call to it, observes
/// selections for its own purposes, keeps itself alive through an associated object on the host,
/// and exposes its forwardee through `DelegateForwarding`.
@MainActor
public final class ForeignDelegateProxy: DelegateForwarding, TableViewDelegate, CollectionViewDelegate {
    /// Which delegate the foreign proxy wraps when it is installed.
    public enum Wrapping: Sendable {
        /// What the host's `delegate` getter returns, as RxCocoa does: the business delegate,
        /// since Intercept hides its proxy. Intercept's proxy then wraps this one.
        case hostDelegate
        /// What the host really calls, Intercept's proxy included, as a library that bypasses
        /// the getter would: this one then wraps Intercept's.
        case dispatchTarget
    }

    /// The wrapped delegate.
    public weak var forwardee: AnyObject?
    /// The selections this proxy has seen pass, as its library would observe them.
    public private(set) var observedSelections: [IndexPath] = []

    private static let associationKey = "ForeignDelegateProxy"

    /// Creates a proxy wrapping `forwardee`.
    public init(wrapping forwardee: AnyObject?) {
        self.forwardee = forwardee
    }

    /// Installs a foreign proxy on `tableView`, or returns the one already there.
    @discardableResult
    public static func install(on tableView: TableView, wrapping: Wrapping) -> ForeignDelegateProxy {
        install(on: tableView, wrapping: wrapping, delegate: tableView.delegate, dispatchTarget: tableView.storedDelegate) {
            tableView.delegate = $0
        }
    }

    /// Installs a foreign proxy on `collectionView`, or returns the one already there.
    @discardableResult
    public static func install(on collectionView: CollectionView, wrapping: Wrapping) -> ForeignDelegateProxy {
        install(on: collectionView, wrapping: wrapping, delegate: collectionView.delegate, dispatchTarget: collectionView.storedDelegate) {
            collectionView.delegate = $0
        }
    }

    /// Removes the foreign proxy from `tableView`, giving the table back the delegate the proxy
    /// wrapped, as such libraries do; a no-op when none is installed.
    public static func uninstall(from tableView: TableView) {
        uninstall(from: tableView, isInstalledDelegate: { tableView.delegate === $0 }) {
            tableView.delegate = $0 as? any TableViewDelegate
        }
    }

    /// Removes the foreign proxy from `collectionView`; a no-op when none is installed.
    public static func uninstall(from collectionView: CollectionView) {
        uninstall(from: collectionView, isInstalledDelegate: { collectionView.delegate === $0 }) {
            collectionView.delegate = $0 as? any CollectionViewDelegate
        }
    }

    private static func install(
        on host: View, wrapping: Wrapping, delegate: AnyObject?, dispatchTarget: AnyObject?, assign: (ForeignDelegateProxy) -> Void
    ) -> ForeignDelegateProxy {
        if let existing = installed(on: host) { return existing }
        let proxy = ForeignDelegateProxy(wrapping: wrapping == .hostDelegate ? delegate : dispatchTarget ?? delegate)
        host.setAssociatedObject(proxy, forKey: associationKey)
        assign(proxy)
        return proxy
    }

    private static func uninstall(from host: View, isInstalledDelegate: (ForeignDelegateProxy) -> Bool, restore: (AnyObject?) -> Void) {
        guard let proxy = installed(on: host) else { return }
        if isInstalledDelegate(proxy) { restore(proxy.forwardee) }
        host.setAssociatedObject(nil, forKey: associationKey)
    }

    /// The foreign proxy installed on `view`, if any.
    public static func installed(on view: View) -> ForeignDelegateProxy? {
        view.associatedObject(forKey: associationKey) as? ForeignDelegateProxy
    }

    public var forwardingTarget: AnyObject? { forwardee }

    private var table: (any TableViewDelegate)? { forwardee as? any TableViewDelegate }
    private var collection: (any CollectionViewDelegate)? { forwardee as? any CollectionViewDelegate }

    private func requireTable() throws(DelegateMethodNotImplemented) -> any TableViewDelegate {
        guard let table else { throw DelegateMethodNotImplemented() }
        return table
    }

    private func requireCollection() throws(DelegateMethodNotImplemented) -> any CollectionViewDelegate {
        guard let collection else { throw DelegateMethodNotImplemented() }
        return collection
    }

    // MARK: TableViewDelegate

    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Bool {
        try requireTable().tableView(tableView, shouldHighlightRowAt: indexPath)
    }
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> IndexPath? {
        try requireTable().tableView(tableView, willSelectRowAt: indexPath)
    }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        observedSelections.append(indexPath)
        try requireTable().tableView(tableView, didSelectRowAt: indexPath)
    }
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> IndexPath? {
        try requireTable().tableView(tableView, willDeselectRowAt: indexPath)
    }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        try requireTable().tableView(tableView, didDeselectRowAt: indexPath)
    }
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Double {
        try requireTable().tableView(tableView, heightForRowAt: indexPath)
    }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        try requireTable().tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        try requireTable().tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }

    // MARK: CollectionViewDelegate

    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Bool {
        try requireCollection().collectionView(collectionView, shouldHighlightItemAt: indexPath)
    }
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Bool {
        try requireCollection().collectionView(collectionView, shouldSelectItemAt: indexPath)
    }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        observedSelections.append(indexPath)
        try requireCollection().collectionView(collectionView, didSelectItemAt: indexPath)
    }
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Bool {
        try requireCollection().collectionView(collectionView, shouldDeselectItemAt: indexPath)
    }
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        try requireCollection().collectionView(collectionView, didDeselectItemAt: indexPath)
    }
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        try requireCollection().collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        try requireCollection().collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }
}
