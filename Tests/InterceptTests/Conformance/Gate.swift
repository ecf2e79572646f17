import Intercept
import InterceptTesting

/// An app's own protocol with a veto and a write-back, and a hand-written proxy that reports an
/// opened gate only when the delegate lets it open (D19, K6).
@MainActor
protocol GateDelegate: AnyObject {
    func gate(_ gate: Gate, shouldOpen door: Int) -> Bool
    func gate(_ gate: Gate, adjust width: inout Int)
}

extension InteractionKind {
    static let gateOpened = InteractionKind(rawValue: "gateOpened")
}

/// What the protocol's methods name as their host.
@MainActor
class Gate {}

/// A host of the app's, declared in one line; `bypassing` plants a call site that reads the plain
/// getter (`delegate?.gate(...)`), as a host not rewritten for interception does (D18).
@MainActor
final class TestGate<Proxy: DelegateProxy>: Gate where Proxy.Delegate == any GateDelegate, Proxy.CallTarget == any GateDelegate {
    @Interceptable<Proxy> var delegate
    let bypassing: Bool

    init(bypassing: Bool = false) {
        self.bypassing = bypassing
    }

    /// Widens the gate as the delegate says, then opens it if the delegate lets it.
    func open(_ door: Int) -> (opened: Bool, width: Int) {
        var width = 1
        $delegate.target?.gate(self, adjust: &width)
        let opened = bypassing ? delegate?.gate(self, shouldOpen: door) ?? true : $delegate.target?.gate(self, shouldOpen: door) ?? true
        return (opened, width)
    }
}

/// The correct hand-written proxy: the event after the answer, only for `true`, carrying it.
@MainActor
class GateProxy: DelegateProxy, GateDelegate {
    weak var forwardee: (any GateDelegate)?
    let context: DelegateProxyContext
    var asDelegate: any GateDelegate { self }
    required init(context: DelegateProxyContext) { self.context = context }

    func gate(_ g: Gate, shouldOpen door: Int) -> Bool {
        forward(emitting: .gateOpened, ["door": .integer(door)], when: { $0 }, answer: { ["opened": .bool($0)] }, or: true) {
            $0.gate(g, shouldOpen: door)
        }
    }

    func gate(_ g: Gate, adjust width: inout Int) { forward { $0.gate(g, adjust: &width) } }
}

/// Reports the gate opened before asking, so a veto is reported as an opening (D19, events).
@MainActor
final class VetoIgnoringGateProxy: GateProxy {
    override func gate(_ g: Gate, shouldOpen door: Int) -> Bool {
        forward(emitting: .gateOpened, ["door": .integer(door)], or: true) { $0.gate(g, shouldOpen: door) }
    }
}

/// Hands the delegate a copy of the width and drops what it writes back (K6).
@MainActor
final class WriteBackDroppingGateProxy: GateProxy {
    override func gate(_ g: Gate, adjust width: inout Int) {
        var copy = width
        forward { $0.gate(g, adjust: &copy) }
        _ = copy
    }
}

/// A recording spy; its veto is settable, its write-back adds 10.
@MainActor
final class GateDelegateSpy: GateDelegate, DelegateCallRecording {
    let callRecorder = DelegateCallRecorder()
    var shouldOpenAnswer = false
    func gate(_ gate: Gate, shouldOpen door: Int) -> Bool { callRecorder.answer("gate(_:shouldOpen:)", [gate, door], with: shouldOpenAnswer) }
    func gate(_ gate: Gate, adjust width: inout Int) {
        callRecorder.answer("gate(_:adjust:)", [gate, width], with: ())
        width += 10
    }
}

extension DelegateConformance {
    /// The kit for a gate whose proxy is `Proxy`, with its action `open(1)`, on a host that
    /// bypasses the proxy when `bypassing`.
    static func gate<Proxy>(_ proxy: Proxy.Type, bypassing: Bool = false) -> DelegateConformance<InterceptableDelegate<Proxy>>
    where Host == InterceptableDelegate<Proxy>, Proxy.Delegate == any GateDelegate, Proxy.CallTarget == any GateDelegate {
        var kit = DelegateConformance<InterceptableDelegate<Proxy>>(
            host: { InterceptableDelegate<Proxy>() },
            assign: { $0.delegate = $1 },
            delegate: { GateDelegateSpy() },
            invocations: { _ in
                let gate = Gate()
                return [
                    DelegateInvocation(
                        "gate(_:shouldOpen:)", emits: [.gateOpened], when: { $0 },
                        answers: ["true": { ($0 as? GateDelegateSpy)?.shouldOpenAnswer = true },
                                  "false": { ($0 as? GateDelegateSpy)?.shouldOpenAnswer = false }]
                    ) { $0.gate(gate, shouldOpen: 1) },
                    DelegateInvocation("gate(_:adjust:)") { delegate in
                        var width = 1
                        delegate.gate(gate, adjust: &width)
                        return DelegateInvocation<any GateDelegate>.outcome((), writtenBack: ["width": width])
                    },
                ]
            })
        kit.storage = { $0.targetObject }
        kit.actions(of: { TestGate<Proxy>(bypassing: bypassing) }, delegate: { $0.$delegate }, [
            HostAction("open(1)", calls: ["gate(_:adjust:)", "gate(_:shouldOpen:)"]) { _ = $0.open(1) },
        ])
        return kit
    }
}
