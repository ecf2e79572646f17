import Intercept
import InterceptTesting

/// An app's own delegate protocol, as written: no throwing signatures, defaults in an extension.
/// The kit's own tests (K4) check a correct hand-written proxy and host for it, and broken ones.
@MainActor
protocol JukeboxDelegate: AnyObject {
    func jukebox(_ jukebox: Jukebox, shouldPlay track: Int) -> Bool
    func jukebox(_ jukebox: Jukebox, didPause track: Int)
    func jukebox(_ jukebox: Jukebox, didFinish track: Int)
}

extension JukeboxDelegate {
    func jukebox(_ jukebox: Jukebox, shouldPlay track: Int) -> Bool { true }
    func jukebox(_ jukebox: Jukebox, didPause track: Int) {}
    func jukebox(_ jukebox: Jukebox, didFinish track: Int) {}
}

extension InteractionKind {
    static let trackFinished = InteractionKind(rawValue: "trackFinished")
}

/// What the protocol's methods name as their host.
@MainActor
class Jukebox {}

/// The ways a planted host breaks its delegate property.
enum HostDefect: Sendable {
    /// A correct host.
    case none
    /// Makes a new slot on every access, so interception cannot find its proxy again (D5).
    case slotNotKept
    /// Its setter ignores `nil`, so the old delegate stays (D6).
    case ignoresNil
    /// Its getter returns what it stores: the proxy (D11).
    case getterLeaksProxy
    /// Its storage refuses to give up a stored proxy for anything but a proxy (D9).
    case keepsProxyAfterUninstall
    /// Its setter stores the delegate directly when it is assigned again, bypassing the proxy (D7).
    case storesSameDelegateDirectly
}

/// A host of the app: one weak storage, which it calls; the slot decides what it holds.
@MainActor
final class TestJukebox<Proxy: DelegateProxy>: Jukebox, DelegateHost where Proxy.Delegate == any JukeboxDelegate {
    private let defect: HostDefect
    private let slot = DelegateSlot<Proxy>()
    /// What the jukebox calls.
    private(set) weak var stored: (any JukeboxDelegate)?

    init(defect: HostDefect = .none) {
        self.defect = defect
    }

    var delegateSlot: DelegateSlot<Proxy> { defect == .slotNotKept ? DelegateSlot() : slot }

    var delegate: (any JukeboxDelegate)? {
        get { defect == .getterLeaksProxy ? stored : DelegateSlot<Proxy>.delegateToReport(stored: stored) }
        set {
            if defect == .ignoresNil, newValue == nil { return }
            if defect == .storesSameDelegateDirectly, let newValue, newValue === delegate {
                stored = newValue
                return
            }
            apply(delegateSlot.assign(newValue))
        }
    }

    func storeDelegate(_ value: (any JukeboxDelegate)?) {
        if defect == .keepsProxyAfterUninstall, stored is Proxy, !(value is Proxy) { return }
        stored = value
    }
}

/// A recording spy of the protocol, written by hand; its answer differs from the default.
@MainActor
final class JukeboxDelegateSpy: JukeboxDelegate, DelegateCallRecording {
    let callRecorder = DelegateCallRecorder()
    func jukebox(_ jukebox: Jukebox, shouldPlay track: Int) -> Bool { callRecorder.answer("shouldPlay", [jukebox, track], with: false) }
    func jukebox(_ jukebox: Jukebox, didPause track: Int) { callRecorder.answer("didPause", [jukebox, track], with: ()) }
    func jukebox(_ jukebox: Jukebox, didFinish track: Int) { callRecorder.answer("didFinish", [jukebox, track], with: ()) }
}

/// A delegate that implements nothing: the protocol's defaults answer (D2).
@MainActor
final class SilentJukeboxDelegate: JukeboxDelegate {}

/// Another library's proxy: wraps an object weakly and forwards everything to it (D8).
@MainActor
final class ForeignJukeboxProxy: JukeboxDelegate, DelegateForwarding {
    weak var forwardingTarget: AnyObject?
    init(wrapping target: AnyObject?) { forwardingTarget = target }
    private var next: (any JukeboxDelegate)? { forwardingTarget as? any JukeboxDelegate }
    func jukebox(_ jukebox: Jukebox, shouldPlay track: Int) -> Bool { next?.jukebox(jukebox, shouldPlay: track) ?? true }
    func jukebox(_ jukebox: Jukebox, didPause track: Int) { next?.jukebox(jukebox, didPause: track) }
    func jukebox(_ jukebox: Jukebox, didFinish track: Int) { next?.jukebox(jukebox, didFinish: track) }
}

extension DelegateConformance {
    /// The kit for a jukebox whose proxy is `Proxy`, with a host `defect` if any.
    static func jukebox<Proxy>(_ proxy: Proxy.Type, host defect: HostDefect = .none) -> DelegateConformance<TestJukebox<Proxy>>
    where Host == TestJukebox<Proxy> {
        var kit = DelegateConformance<TestJukebox<Proxy>>(
            host: { TestJukebox<Proxy>(defect: defect) },
            assign: { $0.delegate = $1 },
            delegate: { JukeboxDelegateSpy() },
            invocations: { jukebox in [
                DelegateInvocation("jukebox(_:shouldPlay:)") { $0.jukebox(jukebox, shouldPlay: 1) },
                DelegateInvocation("jukebox(_:didPause:)") { $0.jukebox(jukebox, didPause: 2) },
                DelegateInvocation("jukebox(_:didFinish:)", emits: [.trackFinished]) { $0.jukebox(jukebox, didFinish: 3) },
            ] }
        )
        kit.storage = { $0.stored }
        kit.unimplementingDelegate = { SilentJukeboxDelegate() }
        kit.foreignProxy = { ForeignJukeboxProxy(wrapping: $0) }
        return kit
    }
}
