import Foundation

/// Calls a completion with a value once, whichever of its callers comes first (an answer or its
/// time limit).
final class ValueOnce<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var completion: (@Sendable (Value) -> Void)?

    init(_ completion: @escaping @Sendable (Value) -> Void) { self.completion = completion }

    func complete(_ value: Value) {
        lock.lock()
        let completion = self.completion
        self.completion = nil
        lock.unlock()
        completion?(value)
    }
}
