@_spi(Platform) import Intercept

/// Intercept's state relay as a target, the way the UIKit adapter must hear a recognizer: UIKit
/// tells nobody but targets about states, so there the hook is reached through one more
/// target-action pair. Installed with ``Interception/interceptThroughStateRelay(_:)``, it models
/// that mechanism here, so the order of relay and business targets is tested (F10).
@MainActor
final class GestureStateRelay {
    /// The interception that intercepts the recognizer on its first state, for a relay the hooks
    /// attached (`GestureTargetHooks`); `nil` for one installed explicitly.
    weak var interception: Interception?

    init(interception: Interception? = nil) {
        self.interception = interception
    }

    /// The relay's action: the state it is delivering goes where the core says, as on UIKit
    /// (`Interception.relayState(_:of:autoIntercepting:)`, F15, F16).
    static let action = GestureAction("interceptStateRelay") { (relay: GestureStateRelay, recognizer) in
        Interception.relayState(recognizer.state, of: recognizer, autoIntercepting: relay.interception)
    }
}

extension Interception {
    /// Installs interception on `recognizer` as the UIKit adapter does: the recognizer does not
    /// tell the hook its states; a relay target does, put in front of the business targets the
    /// recognizer already has by the core's `StateRelayOrder` (F10), so the recognition is
    /// described before any business handler runs. The relay is among ``GestureRecognizer/targets``,
    /// as it is among a UIKit recognizer's (which nobody can read); the business pairs keep their
    /// order. Installing twice returns the same hook.
    ///
    /// - Throws: `InterceptionError.hostInterceptedByAnotherInterception(_:)` when another live
    ///   interception already tracks the recognizer.
    @discardableResult
    public func interceptThroughStateRelay(_ recognizer: GestureRecognizer) throws(InterceptionError) -> GestureTrackingHook? {
        let hook = try intercept(recognizer)
        guard recognizer.stateRelay == nil else { return hook }
        let relay = GestureStateRelay()
        recognizer.stateRelay = relay
        let pairs = recognizer.targetActionPairs
        StateRelayOrder.attach(
            relay: { recognizer.addTarget(relay, action: GestureStateRelay.action) },
            inFrontOf: pairs,
            remove: { recognizer.removeTarget($0.target, action: $0.action.name) },
            add: { recognizer.addTarget($0.target, action: $0.action) }
        )
        return hook
    }
}
