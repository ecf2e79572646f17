#if canImport(UIKit)
import Intercept
import UIKit

@MainActor
private let businessTargetsStorage = AssociatedStorage(defaultValue: TargetActionList<Void>())
@MainActor
private let trackingHookStorage = AssociatedStorage<GestureTrackingHook?>(defaultValue: nil)
@MainActor
private let stateRelayStorage = AssociatedStorage<GestureStateRelay?>(defaultValue: nil)

/// `UIGestureRecognizer` as the core sees a recognizer (G1-G7). UIKit does not let anyone read a
/// recognizer's targets, so the business pairs are mirrored from the hooks of
/// `addTarget(_:action:)` and `removeTarget(_:action:)`.
///
/// Not hooked yet: `init(target:action:)` (an Objective-C init-family method, whose ownership
/// conventions a Swift replacement must match exactly; to be done and verified on a device) and
/// storyboard-decoded recognizers; pairs they add are not mirrored, so they produce no events.
extension UIGestureRecognizer: @retroactive GestureHost {
    /// The view the recognizer is attached to.
    public var recognizerViewNode: (any ViewNode)? { view }
    /// Whether a mirrored business pair has a live target (G2).
    public var hasLiveBusinessTarget: Bool { businessTargetsStorage.value(on: self).hasLiveTarget }
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
        if stateRelayStorage.value(on: self) == nil {
            let relay = GestureStateRelay()
            stateRelayStorage.set(relay, on: self)
            // Through UIKit's own addTarget (the hook is already running), so the relay is called
            // first and is never mirrored as a business target.
            intercept_addTarget(relay, action: #selector(GestureStateRelay.recognizerDidChangeState(_:)))
        }
    }

    /// Mirrors a removal: `nil` target matches every target, `nil` action every action.
    func mirrorRemovedTarget(_ target: Any?, action: Selector?) {
        var targets = businessTargetsStorage.value(on: self)
        targets.remove(target: target as AnyObject?, name: action.map { ActionName(rawValue: NSStringFromSelector($0)) })
        businessTargetsStorage.set(targets, on: self)
    }
}

/// The one target Intercept adds to a recognizer: it hears every state and tells the hook,
/// installing interception on recognizers it meets for the first time.
@MainActor
final class GestureStateRelay: NSObject {
    @objc func recognizerDidChangeState(_ recognizer: UIGestureRecognizer) {
        guard let interception = UIKitHooks.interception else { return }
        let hook = recognizer.gestureTrackingHook ?? (try? interception.intercept(recognizer)) ?? nil
        hook?.recognizer(recognizer, didEnter: recognizer.gestureState, touching: nil)
    }
}

extension UIGestureRecognizer {
    /// The swizzled `addTarget(_:action:)`: mirrored, then UIKit's (which ignores duplicates).
    @objc dynamic func intercept_addTarget(_ target: Any, action: Selector) {
        mirrorAddedTarget(target, action: action)
        intercept_addTarget(target, action: action)
    }

    /// The swizzled `removeTarget(_:action:)`: UIKit's, then mirrored.
    @objc dynamic func intercept_removeTarget(_ target: Any?, action: Selector?) {
        intercept_removeTarget(target, action: action)
        mirrorRemovedTarget(target, action: action)
    }
}
#endif
