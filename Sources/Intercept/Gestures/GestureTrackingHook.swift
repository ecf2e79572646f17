import Foundation

/// Intercept's hook on one gesture recognizer: hears every state the recognizer delivers and
/// emits one event per recognition (G1-G7).
///
/// It is not a target of the recognizer, so the app never sees it among the targets and the
/// business targets are called exactly as before (G7). Installed by
/// ``Interception/intercept(_:)->GestureTrackingHook?``, kept by the recognizer.
@MainActor
public final class GestureTrackingHook {
    /// The identity events from this recognizer carry; a new interception taking over a
    /// recognizer whose interception is gone gives it a new one.
    public internal(set) var hostIdentity: HostIdentity
    /// The interception events go to; weak, so recognizers never keep it alive.
    public internal(set) weak var interception: Interception?
    /// `true` once interception was removed from the recognizer.
    public internal(set) var isDetached = false

    /// Whether the current gesture went through `began` (a later `cancelled` then counts).
    private var hasBegun = false
    /// When the current gesture began, for a press that begins at once and is measured by no
    /// touch (G1).
    private var beganAt: Date?

    init(hostIdentity: HostIdentity, interception: Interception) {
        self.hostIdentity = hostIdentity
        self.interception = interception
    }

    /// Called by the recognizer for every state it enters, before it calls its business targets.
    ///
    /// An event is emitted once per gesture, when it ends, or is cancelled after having begun
    /// (G4), and only if: gestures are enabled (U2); for a long press that begins at once, it
    /// ended and its touch was a tap or a hold, never a drag or a scroll (G1), unless an element
    /// processor claims its view (an alert's action selection, which scrubs: G6); the recognizer's class is tracked (G1); a
    /// business target-action with a live target exists (G2); the recognizer has a view that is
    /// in a window (a view removed during recognition gives no event); the view is not of an
    /// ignored type (G5) unless a processor claims it (G6); and the element is not ignored (E7) nor
    /// inside a text input (H8).
    ///
    /// - Parameters:
    ///   - recognizer: The recognizer.
    ///   - state: The state it entered.
    ///   - touched: The view under the touch, for processors; the recognizer's view when `nil`.
    public func recognizer(_ recognizer: any GestureHost, didEnter state: GestureState, touching touched: (any ViewNode)?) {
        switch state {
        case .began:
            hasBegun = true
            beganAt = interception?.now
            return
        case .possible, .changed:
            return
        case .failed:
            hasBegun = false
            return
        case .cancelled:
            let hadBegun = hasBegun
            hasBegun = false
            guard hadBegun else { return }
        case .ended:
            hasBegun = false
        }
        // A recognition with a target to call handles the touch, tracked or not (A2).
        if !isDetached, recognizer.hasLiveBusinessTarget { interception?.noteTouchHandled(by: recognizer) }
        let began = beganAt
        beganAt = nil
        guard !isDetached, let interception, interception.isEnabled(.gestures),
            var kind = interception.configuration.gestures.trackedKind(of: recognizer),
            recognizer.hasLiveBusinessTarget,
            let view = recognizer.recognizerViewNode, view.isAttachedToWindow
        else { return }
        if kind == .tap, interception.configuration.gestures.beginsAtOnce(recognizer) {
            // A candidate tap: what it was is known from its touch (G1). On a container an element
            // processor claims (an alert's actions), the press is the platform's selection, which
            // follows the finger and acts where it lifts (G6): a tap however far it slid.
            guard state == .ended else { return }
            if interception.gestureElementProcessor(for: view) == nil {
                guard let pressed = interception.kindOfPressBeganAtOnce(on: view, since: began) else { return }
                kind = pressed
            }
        }
        guard let event = interception.gestureEvent(kind: kind, host: hostIdentity, view: view, touched: touched ?? interception.touchedNode(inside: view) ?? view)
        else { return }
        interception.offer(event, from: .gesture, on: view)
    }
}
