import Foundation
@_spi(Platform) import Intercept

/// Intercept's proxy for ``TableViewDelegate``: forwards every call unchanged and reports user row
/// selections as `rowSelected` events (D1-D3).
///
/// Created by `Interception.intercept(_:)`; never assign it yourself (if you do, the table unwraps
/// it to its business delegate, D5).
@MainActor
public final class TableViewDelegateProxy: DelegateProxy, TableViewDelegate {
    /// The business delegate, held weakly (D4).
    @exclusivity(unchecked) public weak var forwardee: (any TableViewDelegate)?
    /// The proxy's host identity and interception.
    public let context: DelegateProxyContext

    /// Creates a proxy; `Interception.intercept(_:)` does this.
    public init(context: DelegateProxyContext) {
        self.context = context
    }

    /// `self`, as the delegate type.
    public var asDelegate: any TableViewDelegate { self }

    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Bool {
        try forwardOrNotImplemented { business throws(DelegateMethodNotImplemented) in try business.tableView(tableView, shouldHighlightRowAt: indexPath) }
    }

    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> IndexPath? {
        try forwardOrNotImplemented { business throws(DelegateMethodNotImplemented) in try business.tableView(tableView, willSelectRowAt: indexPath) }
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        guard let business = forwardee else { throw DelegateMethodNotImplemented() }
        try context.forwardListSelection(in: tableView, at: indexPath, kind: .rowSelected) { () throws(DelegateMethodNotImplemented) in
            try business.tableView(tableView, didSelectRowAt: indexPath)
        }
    }

    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> IndexPath? {
        try forwardOrNotImplemented { business throws(DelegateMethodNotImplemented) in try business.tableView(tableView, willDeselectRowAt: indexPath) }
    }

    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        try forwardOrNotImplemented { business throws(DelegateMethodNotImplemented) in try business.tableView(tableView, didDeselectRowAt: indexPath) }
    }

    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Double {
        try forwardOrNotImplemented { business throws(DelegateMethodNotImplemented) in try business.tableView(tableView, heightForRowAt: indexPath) }
    }

    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        try forwardOrNotImplemented { business throws(DelegateMethodNotImplemented) in try business.tableView(tableView, willDisplay: cell, forRowAt: indexPath) }
    }

    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        try forwardOrNotImplemented { business throws(DelegateMethodNotImplemented) in try business.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath) }
    }

    /// Reports the primary action as the selection it is, unless `didSelect` just did (D3).
    public func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        guard let business = forwardee else { throw DelegateMethodNotImplemented() }
        try context.forwardListPrimaryAction(in: tableView, at: indexPath, kind: .rowSelected) { () throws(DelegateMethodNotImplemented) in
            try business.tableView(tableView, performPrimaryActionForRowAt: indexPath)
        }
    }
}

/// The proxy as the host's messaging sees it (F3): the rules shared with every list proxy
/// (``ListDelegateProxy``).
extension TableViewDelegateProxy: ListDelegateProxy {
    /// `didSelectRow`, reported as a selection.
    public static var selectionSelector: DelegateSelector { TableViewDelegateSelector.didSelectRow }
    /// The primary action, reported as the selection it is.
    public static var primaryActionSelector: DelegateSelector { TableViewDelegateSelector.performPrimaryActionForRow }
    /// The shared absorber.
    public static var absorber: any TableViewDelegate { DelegateCallAbsorber.shared }
}
