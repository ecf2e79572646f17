@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import Testing

/// UIKit's navigation transition, the target of `interactivePopGestureRecognizer`, from UIKit's image.
private final class _UINavigationInteractiveTransition {}

/// G7: where the state relay goes among a recognizer's targets, decided in the core.
@MainActor
@Suite("Relay placement")
struct RelayPlacementTests {
    typealias Target = MirrorTestTarget
    typealias Recognizer = HiddenTargetList

    let relay = Target()
    static let relayAction = "relayDidChangeState:"

    init() {
        ClassImageMap.load(_UINavigationInteractiveTransition.self, from: "/System/Library/PrivateFrameworks/UIKitCore.framework/UIKitCore")
    }

    func replay(_ move: GestureTargetMirror<String>.RelayMove?, on recognizer: inout Recognizer) {
        recognizer.replay(move, relay: relay, relayAction: Self.relayAction)
    }

    func name(_ action: String) -> ActionName { ActionName(rawValue: action) }

    @Test("G7 F10: the relay goes in front of the app's pairs, never in front of UIKit's own target, which stays first")
    func systemTargetKeepsItsPlace() {
        var mirror = GestureTargetMirror<String>(relayGoesInFront: true)
        var recognizer = Recognizer()
        let transition = _UINavigationInteractiveTransition()
        recognizer.add(transition, "handleNavigationTransition:")  // UIKit's initializer
        replay(mirror.pairWasAdded(target: transition, name: name("handleNavigationTransition:"), action: "handleNavigationTransition:"), on: &recognizer)
        let app = Target()
        replay(mirror.pairWillBeAdded(target: app, name: name("swiped:"), action: "swiped:"), on: &recognizer)
        recognizer.add(app, "swiped:")
        #expect(recognizer.pairs.first?.target === transition, "code reading the first target still finds UIKit's")
        #expect(recognizer.order == ["handleNavigationTransition:", Self.relayAction, "swiped:"], "described before the app's handler")
        #expect(recognizer.removals == 0, "UIKit's pair was never taken out")
    }

    @Test("G7: an untracked recognizer gets the relay appended; no pair is taken out and added back")
    func untrackedAppended() {
        var mirror = GestureTargetMirror<String>(relayGoesInFront: false)
        var recognizer = Recognizer()
        let first = Target(), second = Target()
        recognizer.add(first, "panned:")
        replay(mirror.pairWasAdded(target: first, name: name("panned:"), action: "panned:"), on: &recognizer)
        replay(mirror.pairWillBeAdded(target: second, name: name("log:"), action: "log:"), on: &recognizer)
        recognizer.add(second, "log:")
        #expect(recognizer.order == ["panned:", Self.relayAction, "log:"])
        #expect(recognizer.removals == 0)
        #expect(mirror.relay == .attached(isInFront: false))
        #expect(mirror.hasLiveBusinessTarget, "the relay still hears it, for A2")
    }

    @Test("G7: the core puts the relay in front of tracked classes only; the headless hooks append it to an app's pan")
    func placementByClass() {
        let screen = SignalScreen()
        let counter = ActionCounter()
        #expect(screen.interception.placesRelayInFront(of: TapGestureRecognizer()))
        #expect(!screen.interception.placesRelayInFront(of: PanGestureRecognizer()))
        let view = screen.place(View(), Rect(x: 0, y: 0, width: 100, height: 100))
        let logger = ActionCounter()
        // Each has a pair from its initializer, before the hooks, and gets a second one through them.
        let pan = PanGestureRecognizer(target: counter, action: counter.gesture)
        let tap = TapGestureRecognizer(target: counter, action: counter.gesture)
        for recognizer in [pan, tap] as [GestureRecognizer] {
            recognizer.targetHooks = GestureTargetHooks(autoIntercepting: screen.interception)
            view.addGestureRecognizer(recognizer)
            recognizer.addTarget(logger, action: logger.gesture)
        }
        #expect(pan.targets.map(\.action.rawValue) == ["count", "interceptStateRelay", "count"], "appended: the first pair stays first")
        #expect(pan.targets.first?.target === counter)
        #expect(tap.targets.map(\.action.rawValue) == ["interceptStateRelay", "count", "count"], "tracked: in front of the app's pairs")
        #expect(pan.simulateRecognition())
        #expect(pan.gestureTrackingHook != nil, "heard through the appended relay")
    }
}
