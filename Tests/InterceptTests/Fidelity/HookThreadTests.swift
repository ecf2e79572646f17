import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import Testing

/// What a platform implementation did, from any thread.
final class ImplementationCalls: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []

    func record(_ value: Int) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }

    var recorded: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}

/// F5: hooks pass straight through off the main thread and work only on it.
@MainActor
@Suite("Hooks and threads")
struct HookThreadTests {
    /// A hooked setter written as the UIKit adapter writes its hooks: the platform's
    /// implementation always, Intercept's work (here an event) before and after it on the main
    /// thread only.
    private func hookedSetter(_ calls: ImplementationCalls, _ interception: Interception) -> HookedMethod<Int> {
        HookedMethod(implementation: { calls.record($0) }) { value, original in
            PlatformHook.run({ original(value) }) {
                interception.emit(InteractionEvent(kind: .tap, timestamp: interception.now, customProperties: ["before": .integer(value)]))
            } after: { _, _ in
                interception.emit(InteractionEvent(kind: .tap, timestamp: interception.now, customProperties: ["after": .integer(value)]))
            }
        }
    }

    @Test("F5: a hooked method called off the main thread passes straight through, with no interception work")
    func offMainPassesThrough() async throws {
        let recorder = RecordingTracker()
        let interception = Interception(trackers: [recorder])
        let calls = ImplementationCalls()
        let setter = hookedSetter(calls, interception)

        let offMain = await Task.detached { () -> Bool in
            setter(1)
            PlatformHook.intercept { interception.emit(InteractionEvent(kind: .tap, timestamp: interception.now)) }
            return PlatformHook.mayIntercept
        }.value
        #expect(!offMain, "a detached task does not run on the main thread")
        #expect(calls.recorded == [1], "the platform's implementation ran")
        await interception.flush()
        #expect(recorder.events.isEmpty, "no interception work off the main thread")

        setter(2)
        #expect(calls.recorded == [1, 2])
        await interception.flush()
        #expect(recorder.events.map(\.customProperties) == [["before": .integer(2)], ["after": .integer(2)]], "on the main thread the hook works around the call")
    }
}
