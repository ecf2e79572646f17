import Foundation

/// The call log of a recording spy: every call, in order, from any thread.
///
/// A spy of a delegate protocol (hand-written, or generated with the protocol's proxy) holds one
/// and routes each method through ``answer(_:_:with:)``, which records the call and returns the
/// spy's answer. The conformance kit of `InterceptTesting` reads ``calls`` to check that a call
/// made through a proxy reached the spy exactly once, with the same arguments and answer (D1).
///
/// ```swift
/// final class PlayerDelegateSpy: PlayerDelegate, DelegateCallRecording {
///     let callRecorder = DelegateCallRecorder()
///     func player(_ player: Player, shouldPlay item: Int) -> Bool {
///         callRecorder.answer("player(_:shouldPlay:)", [player, item], with: false)
///     }
/// }
/// ```
///
/// It lives in the core, not in `InterceptTesting`, so that a spy generated in an app's module
/// needs nothing but `import Intercept`. It is thread-safe, so spies of delegate protocols called
/// off the main thread can use it too.
public final class DelegateCallRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [DelegateCall<String>] = []
    private var onRecord: (@Sendable () -> Void)?

    /// Creates an empty log.
    public init() {}

    /// Every call recorded so far, in order.
    public var calls: [DelegateCall<String>] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }

    /// Records a call of `method` with `arguments` and returns `answer`: the one line a spy's
    /// method needs.
    @discardableResult
    public func answer<Answer>(_ method: String, _ arguments: [Any] = [], with answer: Answer) -> Answer {
        record(DelegateCall(method: method, arguments: arguments.map(DelegateCall<String>.describe), answer: DelegateCall<String>.describeAnswer(answer)))
        return answer
    }

    /// Records a call.
    public func record(_ call: DelegateCall<String>) {
        lock.lock()
        recorded.append(call)
        let action = onRecord
        lock.unlock()
        action?()
    }

    /// Forgets every call.
    public func removeAll() {
        lock.lock()
        recorded.removeAll()
        lock.unlock()
    }

    /// Runs `action` inside every call the spy records from now on (`nil`: nothing), after the
    /// record: how the conformance kit releases a delegate in the middle of a call (D12). Not part
    /// of the public API (`@_spi`): only `InterceptTesting` uses it.
    @_spi(InterceptTesting) public func whileRecording(_ action: (@Sendable () -> Void)?) {
        lock.lock()
        onRecord = action
        lock.unlock()
    }
}
