@_spi(Platform) import Intercept

/// The headless model of the UIKit adapter's recognizer hooks (`init(target:action:)`,
/// `addTarget(_:action:)`), which see every recognizer of the process, the platform's own
/// included (C4, F15).
///
/// With hooks, a recognizer's ``GestureRecognizer/addTarget(_:action:)`` asks the core whether
/// the recognizer is mirrored at all (`Interception.shouldMirrorTargets(of:addingTarget:)`);
/// when it is, the state relay goes in front of the targets before the pair is added, and the
/// relay intercepts the recognizer automatically on its first state, as UIKit's relay does. When
/// it is not, nothing is attached: the recognizer's targets stay exactly the ones its code
/// added. On UIKit the hooks are process-wide; here each recognizer carries its own
/// (`GestureRecognizer.targetHooks`), set before its first pair is added, so that tests running
/// in parallel stay apart.
@_spi(Platform) public struct GestureTargetHooks {
    /// The interception the relay intercepts recognizers for; weak.
    public weak var interception: Interception?

    /// Hooks that mirror recognizers for `interception`.
    public init(autoIntercepting interception: Interception?) {
        self.interception = interception
    }

    /// What the `addTarget` hook does before the platform adds `target`'s pair to `recognizer`.
    @MainActor
    func willAdd(_ target: AnyObject, to recognizer: GestureRecognizer) {
        guard recognizer.stateRelay == nil, let interception, interception.shouldMirrorTargets(of: recognizer, addingTarget: target) else { return }
        let relay = GestureStateRelay(interception: interception)
        recognizer.stateRelay = relay
        // In front of the app's pairs for a tracked class, after them for any other (G7), and
        // never in front of the system's own (G7): the core's decisions, as the adapter's mirror
        // applies them.
        guard interception.placesRelayInFront(of: recognizer) else {
            return recognizer.addTarget(relay, action: GestureStateRelay.action)
        }
        StateRelayOrder.attach(
            relay: { recognizer.addTarget(relay, action: GestureStateRelay.action) },
            inFrontOf: GestureTargetMirror.pairsMovedBehindRelay(recognizer.targetActionPairs),
            remove: { recognizer.removeTarget($0.target, action: $0.action.name) },
            add: { recognizer.addTarget($0.target, action: $0.action) }
        )
    }
}
