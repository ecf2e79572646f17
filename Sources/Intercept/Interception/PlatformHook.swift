import Dispatch
import Foundation

/// How a platform hook runs: a method of the platform (a UIKit setter, `sendEvent`) whose
/// implementation was exchanged with Intercept's, so that every call reaches Intercept first (F5).
///
/// The platform's methods are callable from any thread, and apps and libraries do call some of
/// them (a view's `frame` setter, a recognizer's initializer) off the main thread. A hook runs on
/// whatever thread called it, so it must not assume the main actor: in Swift 6 a main-actor
/// method exposed to Objective-C checks its executor on entry and traps when called elsewhere,
/// turning a call the platform tolerates into a crash. Hooks are therefore `nonisolated`, always
/// call the platform's implementation, and do Intercept's work only on the main thread, where
/// the interception and the UI objects it describes live. Off the main thread they pass straight
/// through: nothing is recorded, described or emitted there.
///
/// Here, rather than in each adapter, so that the one rule runs and is tested on every platform.
@_spi(Platform) public enum PlatformHook {
    /// Whether a hook running now may do interception work: only on the main thread, where the
    /// main actor runs. Where the main thread hands the main queue to another thread
    /// (`dispatchMain()` on Linux, as test runners do), code on the main queue counts as well:
    /// the main actor runs there.
    public static var mayIntercept: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    /// Marks the main queue, so that code running on it can be told apart from the other queues.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Runs a hooked method: the platform's implementation always; on the main thread only,
    /// Intercept's work before it (which may note what the call changes) and after it.
    ///
    /// - Parameters:
    ///   - original: The platform's implementation of the method, with its arguments bound.
    ///   - before: Runs first, on the main actor; what it returns is handed to `after`.
    ///   - after: Runs last, on the main actor, with what `before` returned and `original`'s result.
    /// - Returns: What the platform's implementation returned.
    public static func run<Context: Sendable, Result: Sendable>(
        _ original: () -> Result,
        before: @MainActor () -> Context,
        after: @MainActor (Context, Result) -> Void
    ) -> Result {
        guard mayIntercept else { return original() }
        let context = MainActor.assumeIsolated(before)
        let result = original()
        MainActor.assumeIsolated { after(context, result) }
        return result
    }

    /// Does a hook's work after (or before) the platform's implementation ran: on the main actor
    /// when called on the main thread, not at all elsewhere.
    public static func intercept(_ work: @MainActor () -> Void) {
        guard mayIntercept else { return }
        MainActor.assumeIsolated(work)
    }

    /// Does a hook's work with `value`, one of the hook's arguments, on the main actor when
    /// called on the main thread, not at all elsewhere. For arguments the compiler cannot prove
    /// safe to hand to the main actor (an Objective-C `id`): the value never changes thread, since
    /// the work runs at once, on the current thread, which is the main actor's.
    public static func intercept<Value>(with value: Value, _ work: @MainActor (Value) -> Void) {
        guard mayIntercept else { return }
        let argument = SameThread(value: value)
        MainActor.assumeIsolated { work(argument.value) }
    }

    /// A value handed to the main actor while already running on it.
    private struct SameThread<Value>: @unchecked Sendable {
        let value: Value
    }
}
