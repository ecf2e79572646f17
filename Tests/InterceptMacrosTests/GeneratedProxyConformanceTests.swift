#if Macros
import Foundation
import InterceptMacros
import InterceptTesting
import Testing

/// K1 with the macro: the conformance kit checks a generated proxy and its generated spy's
/// invocations on the one-line host, for a main-actor protocol and one called on any thread.
@MainActor
let generatedPlayerConformance: DelegateConformance<InterceptableDelegate<PlayerDelegateProxy>> = {
    var kit = DelegateConformance(
        host: { InterceptableDelegate<PlayerDelegateProxy>() }, assign: { $0.delegate = $1 },
        delegate: {
            let spy = PlayerDelegateSpy()
            spy.shouldPlayAnswer = false   // not the answer a proxy could make up
            return spy
        },
        invocations: { _ in
            let player = Player()
            return [PlayerDelegateSpy.player(player, shouldPlay: 1), PlayerDelegateSpy.player(player, didPause: 2), PlayerDelegateSpy.player(player, didFinish: 3)]
        })
    kit.storage = { $0.targetObject }
    return kit
}()

@MainActor
let generatedTransferConformance: DelegateConformance<AnyThreadInterceptableDelegate<TransferDelegateProxy>> = {
    var kit = DelegateConformance(
        host: { AnyThreadInterceptableDelegate<TransferDelegateProxy>() }, assign: { $0.delegate = $1 },
        delegate: {
            let spy = TransferDelegateSpy()
            spy.shouldRetryAnswer = false
            return spy
        },
        invocations: { _ in
            [TransferDelegateSpy.transfer(1, shouldRetry: 2), TransferDelegateSpy.transfer(1, didReceive: 512), TransferDelegateSpy.transfer(1, didFinishWith: 200)]
        })
    kit.storage = { $0.targetObject }
    return kit
}()

@MainActor
@Suite("Conformance kit on generated proxies")
struct GeneratedProxyConformanceTests {
    @Test("K1 K3: a generated main-actor proxy and @Interceptable's host pass every check", arguments: await generatedPlayerConformance.checks)
    func player(_ check: DelegateConformanceCheck) async throws {
        try await check.run()
    }

    @Test("K1 K3: a generated any-thread proxy and its host pass every check", arguments: await generatedTransferConformance.checks)
    func transfer(_ check: DelegateConformanceCheck) async throws {
        try await check.run()
    }
}
#endif
