import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless

/// A collection view delegate that records every call it receives and answers as configured, for
/// tests of forwarding semantics (D1, D2). Methods left out of ``implementedMethods`` answer
/// "not implemented" and are not recorded.
@MainActor
public final class CollectionViewDelegateSpy: CollectionViewDelegate, DelegateCallRecording {
    /// The methods of `CollectionViewDelegate`.
    public enum Method: String, Hashable, Sendable, CaseIterable {
        case shouldHighlightItem, shouldSelectItem, didSelectItem, shouldDeselectItem, didDeselectItem
        case willDisplayCell, didEndDisplayingCell
    }

    /// Every call received, in order.
    public private(set) var log = DelegateCallLog<Method>()
    /// The same calls, by method name, for the conformance kit (`DelegateConformance`).
    public let callRecorder = DelegateCallRecorder()
    /// The methods this spy implements; the others answer "not implemented".
    public var implementedMethods: Set<Method>
    /// The answer to `shouldHighlightItemAt`.
    public var shouldHighlightAnswer: (IndexPath) -> Bool = { _ in true }
    /// The answer to `shouldSelectItemAt`.
    public var shouldSelectAnswer: (IndexPath) -> Bool = { _ in true }
    /// The answer to `shouldDeselectItemAt`.
    public var shouldDeselectAnswer: (IndexPath) -> Bool = { _ in true }
    /// Runs inside `didSelectItemAt`, after the call was recorded.
    public var onDidSelect: ((CollectionView, IndexPath) -> Void)?

    /// Creates a spy implementing `implementedMethods` (all by default).
    public init(implementing implementedMethods: Set<Method> = Set(Method.allCases)) {
        self.implementedMethods = implementedMethods
    }

    /// Forgets the calls received so far.
    public func resetLog() {
        log.removeAll()
        callRecorder.removeAll()
    }

    private func receive<Answer>(
        _ method: Method, _ host: CollectionView, _ indexPath: IndexPath, answer: () -> Answer
    ) throws(DelegateMethodNotImplemented) -> Answer {
        let value = try log.answer(method, [host, indexPath], implemented: implementedMethods, with: answer)
        if let call = log.calls.last { callRecorder.record(DelegateCall(method: method.rawValue, arguments: call.arguments, answer: call.answer)) }
        return value
    }

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

/// Like an Objective-C delegate, the spy answers `respondsToSelector:` for what it implements; the
/// host caches that answer when the spy is assigned (F3).
extension CollectionViewDelegateSpy: SelectorResponding {
    public func responds(to selector: DelegateSelector) -> Bool {
        implementedMethods.contains { $0.selector == selector }
    }
}

extension CollectionViewDelegateSpy.Method {
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
