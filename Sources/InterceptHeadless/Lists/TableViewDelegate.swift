import Foundation
@_spi(Platform) import Intercept

/// The headless counterpart of `UITableViewDelegate`.
///
/// Every method is optional, as in UIKit: implement only what you need, with or without `throws`.
/// The default implementations throw `DelegateMethodNotImplemented`, and the table then does
/// what UIKit does for an unimplemented method (D2).
///
/// A class that inherits its conformance must implement a method in the class that declares the
/// conformance for a subclass override to be called (Swift binds protocol defaults there).
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// Asked when a touch lands on a row; `false` stops the touch from highlighting or selecting.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Bool
    /// Asked before a user selects a row: return the row to select, another row, or `nil` to veto.
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> IndexPath?
    /// Told after a user selected a row. Not called for selection made from code.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented)
    /// Asked before a user's selection deselects a row: return it, another row, or `nil` to keep it.
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> IndexPath?
    /// Told after a user's selection deselected a row.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented)
    /// The height of a row; the table's `rowHeight` when not implemented.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Double
    /// Told before a cell comes on screen: the scroll-time hot path.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented)
    /// Told after a cell went off screen.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented)
    /// The user performed the row's or item's primary action (iOS 16): called right after
    /// `didSelect` for a selection that does not extend an existing one.
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Bool {
        throw DelegateMethodNotImplemented()
    }
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> IndexPath? {
        throw DelegateMethodNotImplemented()
    }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        throw DelegateMethodNotImplemented()
    }
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> IndexPath? {
        throw DelegateMethodNotImplemented()
    }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        throw DelegateMethodNotImplemented()
    }
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Double {
        throw DelegateMethodNotImplemented()
    }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        throw DelegateMethodNotImplemented()
    }
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        throw DelegateMethodNotImplemented()
    }
    public func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        throw DelegateMethodNotImplemented()
    }
}
