import Foundation

/// Calls a completion once, whichever of its callers comes first.
final class CompletionOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var completion: (@Sendable (Bool) -> Void)?

    init(_ completion: @escaping @Sendable (Bool) -> Void) { self.completion = completion }

    /// Calls the completion with `value` unless it was called (or taken) already.
    func complete(_ value: Bool) {
        take()?(value)
    }

    /// The completion, for the one caller that gets it first; `nil` for the others.
    func take() -> (@Sendable (Bool) -> Void)? {
        lock.lock()
        defer { lock.unlock() }
        let completion = self.completion
        self.completion = nil
        return completion
    }
}
