import Intercept
import InterceptTesting
import Testing

/// A protocol in the throwing style of the built-in list protocols: "not implemented" is an answer.
@MainActor
protocol ChimeDelegate: AnyObject {
    func chimeShouldRing(_ chime: AnyObject) throws(DelegateMethodNotImplemented) -> Bool
    func chimeDidRing(_ chime: AnyObject) throws(DelegateMethodNotImplemented)
}

extension ChimeDelegate {
    func chimeShouldRing(_ chime: AnyObject) throws(DelegateMethodNotImplemented) -> Bool { throw DelegateMethodNotImplemented() }
    func chimeDidRing(_ chime: AnyObject) throws(DelegateMethodNotImplemented) { throw DelegateMethodNotImplemented() }
}

/// A proxy that forgets `chimeDidRing`: the protocol's default answers in its place.
@MainActor
final class ForgetfulChimeProxy: DelegateProxy, ChimeDelegate {
    weak var forwardee: (any ChimeDelegate)?
    let context: DelegateProxyContext
    var asDelegate: any ChimeDelegate { self }
    init(context: DelegateProxyContext) { self.context = context }
    func chimeShouldRing(_ chime: AnyObject) throws(DelegateMethodNotImplemented) -> Bool {
        try forwardOrNotImplemented { business throws(DelegateMethodNotImplemented) in try business.chimeShouldRing(chime) }
    }
}

@MainActor
final class Doorbell: ChimeDelegate {
    var rung = 0
    func chimeShouldRing(_ chime: AnyObject) -> Bool { true }
    func chimeDidRing(_ chime: AnyObject) { rung += 1 }
}

@MainActor
@Suite("requireReaches")
struct ReachabilityTests {
    @Test("K1: requireReaches calls through the proxy, so a method the proxy leaves out is named, the proxy blamed")
    func throughTheProxy() throws {
        let doorbell = Doorbell()
        let chime = Doorbell()
        #expect(try ForgetfulChimeProxy.requireReaches(doorbell, "chimeShouldRing(_:)") { try $0.chimeShouldRing(chime) })
        do {
            try ForgetfulChimeProxy.requireReaches(doorbell, "chimeDidRing(_:)") { try $0.chimeDidRing(chime) }
            Issue.record("a method the proxy leaves out passed requireReaches")
        } catch {
            #expect(error.message.contains("chimeDidRing(_:) of Doorbell is not reached through ForgetfulChimeProxy: the proxy does not implement it"), "\(error)")
        }
        #expect(doorbell.rung == 1, "the direct call that tells the proxy's miss from the delegate's reached it once")
    }
}
