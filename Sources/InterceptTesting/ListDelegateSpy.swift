import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless

/// A method of a list delegate protocol, as the list spies name it.
public protocol ListDelegateSpyMethod: Hashable, Sendable, CaseIterable, RawRepresentable where RawValue == String {
    /// The method's selector.
    var selector: DelegateSelector { get }
}

/// What the table and collection view delegate spies share, written once: the log, the recorder
/// for the conformance kit, the methods implemented and the answer to `respondsToSelector:`.
/// ``TableViewDelegateSpy`` and ``CollectionViewDelegateSpy`` add their protocol's methods and
/// answers.
///
/// Methods left out of ``implementedMethods`` answer "not implemented" and are not recorded,
/// exactly like a delegate that does not have them.
@MainActor
public class ListDelegateSpy<Method: ListDelegateSpyMethod, Host: AnyObject>: DelegateCallRecording {
    /// Every call received, in order.
    public private(set) var log = DelegateCallLog<Method>()
    /// The same calls, by method name, for the conformance kit (`DelegateConformance`).
    public let callRecorder = DelegateCallRecorder()
    /// The methods this spy implements; the others answer "not implemented".
    public var implementedMethods: Set<Method>
    /// Runs inside the selection method, after the call was recorded.
    public var onDidSelect: ((Host, IndexPath) -> Void)?

    /// Creates a spy implementing `implementedMethods` (all by default).
    public init(implementing implementedMethods: Set<Method> = Set(Method.allCases)) {
        self.implementedMethods = implementedMethods
    }

    /// Forgets the calls received so far.
    public func resetLog() {
        log.removeAll()
        callRecorder.removeAll()
    }

    /// Records a call of `method` from `host` at `indexPath` and answers it, or answers "not
    /// implemented" for a method left out.
    func receive<Answer>(
        _ method: Method, _ host: Host, _ indexPath: IndexPath, answer: () -> Answer
    ) throws(DelegateMethodNotImplemented) -> Answer {
        let value = try log.answer(method, [host, indexPath], implemented: implementedMethods, with: answer)
        if let call = log.calls.last { callRecorder.record(DelegateCall(method: method.rawValue, arguments: call.arguments, answer: call.answer)) }
        return value
    }
}

/// Like an Objective-C delegate, a spy answers `respondsToSelector:` for what it implements; the
/// host caches that answer when the spy is assigned (F3).
extension ListDelegateSpy: SelectorResponding {
    public func responds(to selector: DelegateSelector) -> Bool {
        implementedMethods.contains { $0.selector == selector }
    }
}
