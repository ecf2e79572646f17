@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import Testing

/// A UIKit target class of a system recognizer, from UIKit's image.
class _UIRelayTestSystemTarget {}
/// The subclass key-value observing makes of it at run time (in no system image).
final class NSKVONotifying__UIRelayTestSystemTarget: _UIRelayTestSystemTarget {}

/// A target that implements some selectors, as `respondsToSelector:` would tell.
final class SelectorTarget {
    let selectors: Set<String>
    init(_ selectors: Set<String>) { self.selectors = selectors }
}

/// Decisions the UIKit adapter's state relay made itself, moved into the core's mirror (F16):
/// where a message the relay does not implement goes, what the relay says it responds to, where a
/// new mirror places the relay, and which targets count as the system's (G7).
@MainActor
@Suite("Relay forwarding")
struct RelayForwardingTests {
    typealias Recognizer = HiddenTargetList

    let relay = MirrorTestTarget()
    static let relayAction = "relayDidChangeState:"

    init() {
        ClassImageMap.load(_UIRelayTestSystemTarget.self, from: "/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore")
    }

    func name(_ action: String) -> ActionName { ActionName(rawValue: action) }

    func responds(_ target: AnyObject, _ selector: String) -> Bool {
        (target as? SelectorTarget)?.selectors.contains(selector) ?? false
    }

    @Test("F16 G7: a message the relay does not implement goes to the first mirrored live target that answers it, else to the absorber")
    func forwardee() {
        var mirror = GestureTargetMirror<String>()
        let silent = SelectorTarget([])
        var released: SelectorTarget? = SelectorTarget(["handleNavigationTransition:"])
        let handler = SelectorTarget(["handleNavigationTransition:", "tapped:"])
        let later = SelectorTarget(["handleNavigationTransition:"])
        for (target, action) in [(silent, "a:"), (released!, "b:"), (handler, "tapped:"), (later, "c:")] {
            _ = mirror.pairWillBeAdded(target: target, name: name(action), action: action)
        }
        #expect(mirror.forwardee(for: "handleNavigationTransition:", responds: responds) === released, "the first in the pairs' order")
        released = nil
        #expect(mirror.forwardee(for: "handleNavigationTransition:", responds: responds) === handler, "a released target is skipped")
        #expect(mirror.forwardee(for: "unknownSelector", responds: responds) == nil, "nobody answers it: the absorber takes it")
        #expect(GestureTargetMirror<String>().forwardee(for: "tapped:", responds: responds) == nil, "no pairs mirrored")
    }

    @Test("F16 G7: the relay says it responds to its own methods and to exactly what it forwards to a target, never to what only the absorber takes")
    func relayResponds() {
        var mirror = GestureTargetMirror<String>()
        let handler = SelectorTarget(["handleNavigationTransition:"])
        _ = mirror.pairWillBeAdded(target: handler, name: name("swiped:"), action: "swiped:")
        let own: (String) -> Bool = { $0 == Self.relayAction || $0 == "description" }
        let forwardee: (String) -> AnyObject? = { mirror.forwardee(for: $0, responds: responds) }
        #expect(GestureTargetMirror<String>.relayResponds(to: "handleNavigationTransition:", implementsItself: own, forwardee: forwardee))
        #expect(GestureTargetMirror<String>.relayResponds(to: Self.relayAction, implementsItself: own, forwardee: forwardee))
        #expect(!GestureTargetMirror<String>.relayResponds(to: "unknownSelector", implementsItself: own, forwardee: forwardee))
        #expect(!GestureTargetMirror<String>.relayResponds(to: nil, implementsItself: { _ in true }, forwardee: forwardee), "NULL: no, nothing looked up")
        #expect(
            !GestureTargetMirror<String>.relayResponds(to: "handleNavigationTransition:", implementsItself: own, forwardee: { _ in nil }),
            "where the mirror cannot be read (off the main thread) the message goes to the absorber: no")
    }

    @Test("F16 G7: a new mirror places the relay as the interception decides; with none deciding, in front")
    func placementFromTheInterception() {
        let screen = SignalScreen()
        #expect(GestureTargetMirror<String>(for: TapGestureRecognizer(), placedBy: screen.interception).relayGoesInFront)
        #expect(!GestureTargetMirror<String>(for: PanGestureRecognizer(), placedBy: screen.interception).relayGoesInFront)
        #expect(GestureTargetMirror<String>(for: PanGestureRecognizer(), placedBy: nil).relayGoesInFront)
    }

    @Test("F16 G7: a key-value observed system target keeps its place in front of the relay, as its declared class is the system's")
    func observedSystemTargetKeepsItsPlace() {
        var mirror = GestureTargetMirror<String>(relayGoesInFront: true)
        var recognizer = Recognizer()
        let observed = NSKVONotifying__UIRelayTestSystemTarget()
        recognizer.add(observed, "handlePan:")  // UIKit's initializer
        recognizer.replay(mirror.pairWasAdded(target: observed, name: name("handlePan:"), action: "handlePan:"), relay: relay, relayAction: Self.relayAction)
        let app = MirrorTestTarget()
        recognizer.replay(mirror.pairWillBeAdded(target: app, name: name("panned:"), action: "panned:"), relay: relay, relayAction: Self.relayAction)
        recognizer.add(app, "panned:")
        #expect(recognizer.pairs.first?.target === observed, "code reading the first target still finds UIKit's")
        #expect(recognizer.order == ["handlePan:", Self.relayAction, "panned:"])
        #expect(recognizer.removals == 0, "the observed system pair was never taken out")
    }
}
