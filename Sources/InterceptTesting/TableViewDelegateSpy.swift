import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless

/// A table view delegate that records every call it receives and answers as configured, for tests
/// of forwarding semantics (D1, D2).
///
/// Methods left out of `implementedMethods` answer "not implemented" and are not recorded,
/// exactly like a delegate that does not have them.
@MainActor
public final class TableViewDelegateSpy: ListDelegateSpy<TableViewDelegateSpyMethod, TableView>, TableViewDelegate {
    /// The methods of `TableViewDelegate`.
    public typealias Method = TableViewDelegateSpyMethod

    /// The answer to `shouldHighlightRowAt`.
    public var shouldHighlightAnswer: (IndexPath) -> Bool = { _ in true }
    /// The answer to `willSelectRowAt`: the same row by default.
    public var willSelectAnswer: (IndexPath) -> IndexPath? = { $0 }
    /// The answer to `willDeselectRowAt`: the same row by default.
    public var willDeselectAnswer: (IndexPath) -> IndexPath? = { $0 }
    /// The answer to `heightForRowAt`.
    public var heightAnswer: (IndexPath) -> Double = { _ in 60 }

    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Bool {
        try receive(.shouldHighlightRow, tableView, indexPath) { shouldHighlightAnswer(indexPath) }
    }
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> IndexPath? {
        try receive(.willSelectRow, tableView, indexPath) { willSelectAnswer(indexPath) }
    }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        try receive(.didSelectRow, tableView, indexPath) {}
        onDidSelect?(tableView, indexPath)
    }
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> IndexPath? {
        try receive(.willDeselectRow, tableView, indexPath) { willDeselectAnswer(indexPath) }
    }
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        try receive(.didDeselectRow, tableView, indexPath) {}
    }
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) -> Double {
        try receive(.heightForRow, tableView, indexPath) { heightAnswer(indexPath) }
    }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        try receive(.willDisplayCell, tableView, indexPath) {}
    }
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) throws(DelegateMethodNotImplemented) {
        try receive(.didEndDisplayingCell, tableView, indexPath) {}
    }
}

/// The methods of `TableViewDelegate`, as ``TableViewDelegateSpy`` names them.
public enum TableViewDelegateSpyMethod: String, ListDelegateSpyMethod {
    case shouldHighlightRow, willSelectRow, didSelectRow, willDeselectRow, didDeselectRow
    case heightForRow, willDisplayCell, didEndDisplayingCell

    /// The method's selector.
    public var selector: DelegateSelector {
        switch self {
    case .shouldHighlightRow: TableViewDelegateSelector.shouldHighlightRow
    case .willSelectRow: TableViewDelegateSelector.willSelectRow
    case .didSelectRow: TableViewDelegateSelector.didSelectRow
    case .willDeselectRow: TableViewDelegateSelector.willDeselectRow
    case .didDeselectRow: TableViewDelegateSelector.didDeselectRow
    case .heightForRow: TableViewDelegateSelector.heightForRow
    case .willDisplayCell: TableViewDelegateSelector.willDisplayCell
    case .didEndDisplayingCell: TableViewDelegateSelector.didEndDisplayingCell
        }
    }
}
