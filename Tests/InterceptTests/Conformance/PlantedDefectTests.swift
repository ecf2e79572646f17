import Foundation
import Intercept
import InterceptTesting
import Testing

/// A broken proxy or host planted for the kit to find, and the behavior and method it must be
/// flagged with.
struct PlantedDefect: Sendable, CustomStringConvertible {
    let name: String
    let behavior: ConformanceBehavior
    let method: String
    let run: @MainActor @Sendable () async -> DelegateConformanceReport

    init<Proxy: DelegateProxy>(_ name: String, _ proxy: Proxy.Type, host: HostDefect = .none, flags behavior: ConformanceBehavior, _ method: String)
    where Proxy.Delegate == any JukeboxDelegate {
        self.name = name
        self.behavior = behavior
        self.method = method
        run = { await DelegateConformance<TestJukebox<Proxy>>.jukebox(Proxy.self, host: host).run() }
    }

    var description: String { name }

    static let shouldPlay = "jukebox(_:shouldPlay:)"
    static let didPause = "jukebox(_:didPause:)"
    static let didFinish = "jukebox(_:didFinish:)"

    /// Every planted defect but the trap, which takes its process down (see the exit test).
    static let all: [PlantedDefect] = [
        PlantedDefect("a proxy that omits a method", OmittingJukeboxProxy.self, flags: .forwarding, didPause),
        PlantedDefect("a proxy that retains the delegate", RetainingJukeboxProxy.self, flags: .weakDelegate, didPause),
        PlantedDefect("a host that wraps twice (its slot is not kept)", JukeboxProxy.self, host: .slotNotKept, flags: .oneProxy, shouldPlay),
        PlantedDefect("a proxy that ignores a re-target", RetargetIgnoringJukeboxProxy.self, flags: .retarget, shouldPlay),
        PlantedDefect("a host that keeps the old delegate after nil", JukeboxProxy.self, host: .ignoresNil, flags: .retarget, didPause),
        PlantedDefect("a proxy that returns a default instead of the forwarded answer", DefaultAnsweringJukeboxProxy.self, flags: .forwarding, shouldPlay),
        PlantedDefect("a proxy that calls the business delegate twice", DoubleCallingJukeboxProxy.self, flags: .forwarding, didPause),
        PlantedDefect("a proxy that emits after detach", DetachIgnoringJukeboxProxy.self, flags: .events, didFinish),
        PlantedDefect("a proxy that emits while switched off", SwitchIgnoringJukeboxProxy.self, flags: .events, didFinish),
        PlantedDefect("a host whose getter leaks the proxy", JukeboxProxy.self, host: .getterLeaksProxy, flags: .hiddenProxy, shouldPlay),
        PlantedDefect("a host whose uninstall leaves the proxy in the storage", JukeboxProxy.self, host: .keepsProxyAfterUninstall, flags: .uninstall, didFinish),
        PlantedDefect("a host that stores a delegate assigned again directly", JukeboxProxy.self, host: .storesSameDelegateDirectly, flags: .reassignment, didFinish),
        PlantedDefect("a proxy that emits for a host that is gone", HostlessEmittingJukeboxProxy.self, flags: .teardown, didFinish),
    ]
}

@MainActor
@Suite("Conformance kit: it can fail")
struct PlantedDefectTests {
    @Test("K4: a correct hand-written proxy and host for an app's own protocol pass every check",
          arguments: await DelegateConformance<TestJukebox<JukeboxProxy>>.jukebox(JukeboxProxy.self).checks)
    func correctProxy(_ check: DelegateConformanceCheck) async throws {
        try await check.run()
    }

    @Test("K4 K2: each planted defect is flagged with its behavior ID and method", arguments: PlantedDefect.all)
    func plantedDefect(_ defect: PlantedDefect) async {
        let report = await defect.run()
        let expected = "\(defect.behavior) \(defect.method):"
        #expect(report.failures.contains { $0.message.hasPrefix(expected) }, "\(defect.name): expected a failure \(expected)\n\(report)")
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS)
    // Exit tests run the body in a child process: Swift Testing offers them on macOS, Linux and
    // Windows, not on iOS.
    @Test("K4 K2: a proxy that traps after the delegate's release is flagged D4 and its method before the process dies")
    func trappingProxy() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            setenv("INTERCEPT_CONFORMANCE_TRACE", "1", 1)
            _ = await DelegateConformance<TestJukebox<TrappingJukeboxProxy>>.jukebox(TrappingJukeboxProxy.self).run()
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        let named = standardError.split(separator: "\n").filter { $0.hasPrefix("conformance check: ") }
        #expect(named.last == "conformance check: D4 \(PlantedDefect.didPause)", "\(standardError)")
    }
    #endif
}
