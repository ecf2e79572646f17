import Foundation
import Intercept
import Testing

/// A protocol whose proxy has its own `CallTarget`, in the shape `@InterceptedDelegate` generates
/// (the library's tests cannot use the macro): the host's `$delegate.target` hands it the business
/// delegate it loaded and the proxy standing in front.
@MainActor
protocol GongDelegate: AnyObject {
    func chime(_ chime: Gong, shouldRing count: Int) -> Bool
    func chime(_ chime: Gong, didRing count: Int)
}

@MainActor
final class Gong {
    @Interceptable<GongDelegateProxy> var delegate

    @discardableResult
    func ring(_ count: Int) -> Bool {
        guard $delegate.target?.chime(self, shouldRing: count) ?? true else { return false }
        $delegate.target?.chime(self, didRing: count)
        return true
    }
}

final class GongDelegateProxy: DelegateProxy, GongDelegate {
    weak var forwardee: (any GongDelegate)?
    let context: DelegateProxyContext
    init(context: DelegateProxyContext) { self.context = context }
    var asDelegate: any GongDelegate { self }

    static func target(calling delegate: any GongDelegate, through proxy: GongDelegateProxy?) -> GongDelegateProxyTarget {
        GongDelegateProxyTarget(delegate: delegate, proxy: proxy)
    }
    func chime(_ c: Gong, shouldRing count: Int) -> Bool { forward(or: false) { GongDelegateProxyTarget(delegate: $0, proxy: self).chime(c, shouldRing: count) } }
    func chime(_ c: Gong, didRing count: Int) { forward { GongDelegateProxyTarget(delegate: $0, proxy: self).chime(c, didRing: count) } }
}

@MainActor
struct GongDelegateProxyTarget {
    let delegate: any GongDelegate
    let proxy: GongDelegateProxy?
    func chime(_ chime: Gong, shouldRing count: Int) -> Bool { delegate.chime(chime, shouldRing: count) }
    func chime(_ chime: Gong, didRing count: Int) {
        proxy?.context.emitEvent("chimeRang", properties: ["count": .integer(count)])
        delegate.chime(chime, didRing: count)
    }
}

final class Mallet: GongDelegate {
    var rung: [Int] = []
    var allows = true
    func chime(_ chime: Gong, shouldRing count: Int) -> Bool { allows }
    func chime(_ chime: Gong, didRing count: Int) { rung.append(count) }
}

/// Another library's proxy, in front of ours (D8).
final class ForeignGongProxy: GongDelegate, DelegateForwarding {
    let next: any GongDelegate
    init(next: any GongDelegate) { self.next = next }
    var forwardingTarget: AnyObject? { next }
    func chime(_ chime: Gong, shouldRing count: Int) -> Bool { next.chime(chime, shouldRing: count) }
    func chime(_ chime: Gong, didRing count: Int) { next.chime(chime, didRing: count) }
}

/// D16 for a proxy with its own `CallTarget` (the generated shape): one weak load per call, the same
/// storage decisions as any host.
@MainActor
@Suite("Own delegates: a proxy's own call target")
struct ProxyTargetTests {
    let recorder = RecordingTracker()
    let interception: Interception

    init() {
        interception = Interception(trackers: [recorder])
    }

    @Test("D16: the target holds the business delegate, and the proxy only while it stands in front (F1, D11)")
    func targetHoldsBusinessAndFrontProxy() async throws {
        let chime = Gong()
        let bell = Mallet()
        chime.delegate = bell
        #expect(chime.$delegate.target?.delegate === bell && chime.$delegate.target?.proxy == nil)

        let proxy = try #require(try interception.intercept(chime.$delegate))
        #expect(chime.$delegate.target?.delegate === bell && chime.$delegate.target?.proxy === proxy)
        #expect(chime.$delegate.storedDelegate === proxy && chime.$delegate.targetObject === proxy)   // F1
        #expect(chime.delegate === bell)                                                             // D11
        #expect(chime.ring(3) && bell.rung == [3])
        await interception.flush()
        #expect(recorder.events.map(\.kind) == ["chimeRang"] && recorder.events.first?.customProperties == ["count": .integer(3)])

        let other = Mallet()
        chime.delegate = other                                                                       // D6
        #expect(chime.$delegate.target?.delegate === other && chime.$delegate.target?.proxy === proxy)
        interception.removeInterception(from: chime.$delegate)                                       // D9
        #expect(chime.$delegate.target?.delegate === other && chime.$delegate.target?.proxy == nil)
        #expect(chime.$delegate.storedDelegate === other)
    }

    @Test("D16: a released business delegate gives no target, exactly as nil, while the storage still holds the proxy (D4, D12, F1)")
    func releasedBusinessDelegate() async throws {
        let chime = Gong()
        weak var released: Mallet?
        var proxy: GongDelegateProxy?
        do {
            let bell = Mallet()
            bell.allows = false
            released = bell
            chime.delegate = bell
            proxy = try interception.intercept(chime.$delegate)
            #expect(!chime.ring(1))
        }
        #expect(released == nil)
        #expect(chime.$delegate.target == nil && chime.$delegate.targetObject == nil && chime.delegate == nil)
        #expect(chime.$delegate.storedDelegate === proxy)
        #expect(chime.ring(2), "the host's own default, as with no delegate")
        await interception.flush()
        #expect(recorder.events.isEmpty)
    }

    @Test("D8: another library's proxy in front of ours is what the target calls: one call, one event")
    func foreignProxyInFront() async throws {
        let chime = Gong()
        let bell = Mallet()
        chime.delegate = bell
        let proxy = try #require(try interception.intercept(chime.$delegate))
        let foreign = ForeignGongProxy(next: proxy)
        chime.delegate = foreign
        #expect(chime.$delegate.target?.delegate === foreign && chime.$delegate.target?.proxy == nil)
        chime.ring(4)
        #expect(bell.rung == [4])
        await interception.flush()
        #expect(recorder.events.map(\.kind) == ["chimeRang"])
    }
}
