#if canImport(UIKit)
import Intercept
import UIKit

@MainActor
private let businessTargetsStorage = AssociatedStorage(defaultValue: TargetActionList<Void>())
@MainActor
private let trackingHookStorage = AssociatedStorage<GestureTrackingHook?>(defaultValue: nil)
@MainActor
private let stateRelayStorage = AssociatedStorage<GestureStateRelay?>(defaultValue: nil)
@MainActor
private let archivedTargetsStorage = AssociatedStorage(defaultValue: false)

/// `UIGestureRecognizer` as the core sees a recognizer (G1-G7). UIKit does not let anyone read a
/// recognizer's targets, so the business pairs are mirrored from the hooks of
/// `init(target:action:)`, `addTarget(_:action:)` and `removeTarget(_:action:)`.
///
/// A recognizer decoded from a storyboard or nib may hold targets that never passed through
/// those methods (the archive restores them inside `init(coder:)`). Such a recognizer counts as
/// having a live business target until every pair is removed with `removeTarget(nil, action: nil)`:
/// for it, G2 is approximated in the direction that loses no taps.
extension UIGestureRecognizer: @retroactive GestureHost {
    /// The view the recognizer is attached to.
    public var recognizerViewNode: (any ViewNode)? { view }
    /// Whether a mirrored business pair has a live target (G2).
    public var hasLiveBusinessTarget: Bool {
        businessTargetsStorage.value(on: self).hasLiveTarget || archivedTargetsStorage.value(on: self)
    }
    /// Intercept's hook, kept as an associated object.
    public var gestureTrackingHook: GestureTrackingHook? {
        get { trackingHookStorage.value(on: self) }
        set { trackingHookStorage.set(newValue, on: self) }
    }

    /// The core's state for UIKit's.
    var gestureState: GestureState {
        switch state {
        case .possible: return .possible
        case .began: return .began
        case .changed: return .changed
        case .ended: return .ended
        case .cancelled: return .cancelled
        case .failed: return .failed
        @unknown default: return .possible
        }
    }

    /// Mirrors an added business pair; the first one also puts the state relay in front of it.
    func mirrorAddedTarget(_ target: Any?, action: Selector?) {
        guard let target = target as AnyObject?, let action else { return }
        var targets = businessTargetsStorage.value(on: self)
        targets.add(target: target, name: ActionName(rawValue: NSStringFromSelector(action)), action: ())
        businessTargetsStorage.set(targets, on: self)
        attachStateRelay()
    }

    /// Notes that the recognizer came from an archive, whose targets cannot be mirrored.
    func markDecodedFromArchive() {
        archivedTargetsStorage.set(true, on: self)
        attachStateRelay()
    }

    /// Whether Intercept's state relay is among the recognizer's targets, as far as the adapter
    /// knows; UIKit's own list cannot be read.
    var isStateRelayAttached: Bool { stateRelayStorage.value(on: self) != nil }

    /// Puts the state relay among the recognizer's targets, once. Through UIKit's own `addTarget`
    /// (the name the hook exchanged it to), so the relay is never mirrored as a business target;
    /// added from the `addTarget` hook, it comes before the pair being added.
    private func attachStateRelay() {
        guard stateRelayStorage.value(on: self) == nil else { return }
        let relay = GestureStateRelay()
        stateRelayStorage.set(relay, on: self)
        intercept_addTarget(relay, action: GestureStateRelay.action)
    }

    /// Mirrors a removal: `nil` target matches every target, `nil` action every action. A removal
    /// that matched the state relay too (UIKit removed it with the rest) detaches it, and puts it
    /// back if business pairs remain.
    func mirrorRemovedTarget(_ target: Any?, action: Selector?) {
        if target == nil, action == nil { archivedTargetsStorage.set(false, on: self) }
        var targets = businessTargetsStorage.value(on: self)
        targets.remove(target: target as AnyObject?, name: action.map { ActionName(rawValue: NSStringFromSelector($0)) })
        businessTargetsStorage.set(targets, on: self)
        if target == nil, action == nil || action == GestureStateRelay.action {
            stateRelayStorage.set(nil, on: self)
            if hasLiveBusinessTarget { attachStateRelay() }
        }
    }
}

/// The one target Intercept adds to a recognizer: it hears every state and tells the hook,
/// installing interception on recognizers it meets for the first time.
@MainActor
final class GestureStateRelay: NSObject {
    /// The relay's action.
    static let action = #selector(recognizerDidChangeState(_:))

    @objc func recognizerDidChangeState(_ recognizer: UIGestureRecognizer) {
        guard let interception = UIKitHooks.interception else { return }
        let hook = recognizer.gestureTrackingHook ?? (try? interception.intercept(recognizer)) ?? nil
        hook?.recognizer(recognizer, didEnter: recognizer.gestureState, touching: nil)
    }
}
#endif
