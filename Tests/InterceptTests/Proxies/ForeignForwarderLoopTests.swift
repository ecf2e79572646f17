import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// D8: another library's proxy that knows nothing of Intercept and wraps Intercept's
/// proxy is seen through, so ours is not put in front of it a second time (a forwarding loop).
@MainActor
@Suite("Foreign forwarders")
struct ForeignForwarderLoopTests {
    @Test("D8: an Rx-style proxy that captured ours (explicit API before the hooks) is stored as it is; one selection, no loop")
    func runtimeProxyWrappingOurs() async throws {
        let harness = Harness()
        let table = harness.table
        let business = SelectionCountingDelegate()
        table.delegateAccessorHooks = nil  // the explicit API first, swizzling not installed yet
        try table.setDelegate(business, interceptedBy: harness.interception)
        // RxCocoa's proxy(for:) reads the getter (unhooked: the storage, so Intercept's proxy)…
        let rx = RuntimeDelegateProxy(wrapping: table.delegate as AnyObject?)
        #expect(rx.forwardToDelegate === table.storedDelegate, "it captured Intercept's proxy")
        // …then the hooks are installed and Rx assigns itself.
        table.delegateAccessorHooks = DelegateAccessorHooks(autoIntercepting: harness.interception)
        table.delegate = rx
        #expect(table.storedDelegate === rx, "stored as it is: it already forwards into ours")
        #expect(table.simulateUserTap(onRowAt: .row(0)))
        #expect(!rx.loopDetected, "no forwarding loop")
        #expect(rx.observedSelections == [.row(0)])
        #expect(business.selections == [.row(0)])
        #expect(await harness.events().map(\.kind) == [.rowSelected])
    }
}
