#if Macros
import InterceptMacros
import Testing

/// A type of the app's own that shares a name with Intercept's vocabulary.
struct Target: Equatable {
    var x = 0
}

/// A protocol that uses it: the generated code must not hide it (its call target is a peer,
/// `AimDelegateProxyTarget`, not a type nested in the proxy).
@InterceptedDelegate
@MainActor
protocol AimDelegate: AnyObject {
    func aim(at target: Target) -> Target?
    @Tracked("aimed") func didAim(at target: Target, count: Int)
}

@MainActor
final class Aimer {
    @Interceptable<AimDelegateProxy> var delegate
    func aim(_ x: Int) -> Target? {
        let target = $delegate.target?.aim(at: Target(x: x)) ?? nil
        $delegate.target?.didAim(at: Target(x: x), count: x)
        return target
    }
}

@MainActor
@Suite("Generated proxies: names of the app's")
struct GeneratedProxyNameTests {
    @Test("D15: a protocol using a type of the app's named Target compiles and forwards through the host's call target")
    func appTypeNamedTarget() async throws {
        let recorder = RecordingTracker()
        let interception = Interception(trackers: [recorder])
        let aimer = Aimer()
        let spy = AimDelegateSpy()
        spy.aimAnswer = Target(x: 9)
        aimer.delegate = spy
        try interception.intercept(aimer.$delegate)
        #expect(aimer.aim(2) == Target(x: 9))
        await interception.flush()
        #expect(recorder.events.map(\.kind) == ["aimed"] && recorder.events.first?.customProperties == ["count": .integer(2)])
    }
}
#endif
