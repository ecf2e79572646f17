#if canImport(UIKit)
import Intercept
import UIKit

@MainActor
private let businessTargetsStorage = AssociatedStorage(defaultValue: TargetActionList<Selector>())
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
    /// The declared class's name, so a key-value observed recognizer still matches (F8).
    public var recognizerTypeName: String { TypeNames.name(of: declaredClass) }
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

    /// Mirrors a business pair. `alreadyAdded` says whether UIKit holds it already (its
    /// initializer added it before any hook ran) or is about to add it (`addTarget`): either way
    /// the state relay ends up in front of it (F10).
    func mirrorAddedTarget(_ target: AnyObject?, action: Selector?, alreadyAdded: Bool) {
        guard let target, let action else { return }
        if !alreadyAdded { putStateRelayInFront() }
        var targets = businessTargetsStorage.value(on: self)
        targets.add(target: target, name: ActionName(rawValue: NSStringFromSelector(action)), action: action)
        businessTargetsStorage.set(targets, on: self)
        if alreadyAdded { putStateRelayInFront() }
    }

    /// Notes that the recognizer came from an archive, whose targets cannot be mirrored (nor
    /// reordered: the relay comes after them).
    func markDecodedFromArchive() {
        archivedTargetsStorage.set(true, on: self)
        putStateRelayInFront()
    }

    /// Whether Intercept's state relay is among the recognizer's targets, as far as the adapter
    /// knows; UIKit's own list cannot be read.
    var isStateRelayAttached: Bool { stateRelayStorage.value(on: self) != nil }

    /// Puts the state relay in front of the business pairs UIKit holds, once, through UIKit's own
    /// `removeTarget` and `addTarget` (the implementations the hooks replaced, so nothing is
    /// mirrored twice), in the core's order (F10): the mirrored pairs are taken out, the relay is
    /// added, and they are added back in their order. Pairs restored from an archive cannot be
    /// seen; the relay comes after those.
    private func putStateRelayInFront() {
        if let relay = stateRelayStorage.value(on: self), relay.isInFront || archivedTargetsStorage.value(on: self) { return }
        let relay = stateRelayStorage.value(on: self) ?? GestureStateRelay()
        if stateRelayStorage.value(on: self) != nil { uikitRemoveTarget(relay, action: GestureStateRelay.action) }
        stateRelayStorage.set(relay, on: self)
        let pairs = businessTargetsStorage.value(on: self).liveEntries.map { (target: $0.target, action: $0.entry.action) }
        StateRelayOrder.attach(
            relay: { uikitAddTarget(relay, action: GestureStateRelay.action) },
            inFrontOf: pairs,
            remove: { uikitRemoveTarget($0.target, action: $0.action) },
            add: { uikitAddTarget($0.target, action: $0.action) }
        )
        relay.isInFront = !archivedTargetsStorage.value(on: self)
    }

    /// UIKit's own `addTarget(_:action:)`, unmirrored: the implementation the hook replaced once
    /// installed, the method itself otherwise.
    private func uikitAddTarget(_ target: AnyObject, action: Selector) {
        typealias AddTarget = @convention(c) (UIGestureRecognizer, Selector, AnyObject, Selector) -> Void
        let selector = #selector(UIGestureRecognizer.addTarget(_:action:))
        if let hook = UIKitHooks.installed(UIGestureRecognizer.self, selector) {
            hook.next(as: AddTarget.self)(self, selector, target, action)
        } else {
            addTarget(target, action: action)
        }
    }

    /// UIKit's own `removeTarget(_:action:)`, unmirrored, chosen as ``uikitAddTarget(_:action:)``.
    private func uikitRemoveTarget(_ target: AnyObject?, action: Selector?) {
        typealias RemoveTarget = @convention(c) (UIGestureRecognizer, Selector, AnyObject?, Selector?) -> Void
        let selector = #selector(UIGestureRecognizer.removeTarget(_:action:))
        if let hook = UIKitHooks.installed(UIGestureRecognizer.self, selector) {
            hook.next(as: RemoveTarget.self)(self, selector, target, action)
        } else {
            removeTarget(target, action: action)
        }
    }

    /// Mirrors a removal: `nil` target matches every target, `nil` action every action. A removal
    /// that matched the state relay too (UIKit removed it with the rest) detaches it, and puts it
    /// back in front if business pairs remain.
    func mirrorRemovedTarget(_ target: AnyObject?, action: Selector?) {
        if target == nil, action == nil { archivedTargetsStorage.set(false, on: self) }
        var targets = businessTargetsStorage.value(on: self)
        targets.remove(target: target, name: action.map { ActionName(rawValue: NSStringFromSelector($0)) })
        businessTargetsStorage.set(targets, on: self)
        if target == nil, action == nil || action == GestureStateRelay.action {
            stateRelayStorage.set(nil, on: self)
            if hasLiveBusinessTarget { putStateRelayInFront() }
        }
    }
}

/// Explicit interception (`try interception.intercept(recognizer)`, `interceptGestureRecognizers(in:)`)
/// attaches the state relay too: without it a recognizer intercepted with swizzling off, created
/// before `UIKitHooks.install(for:)`, or configured off the main thread would never report (G1).
/// Its targets passed through no hook, so they count as unknown, as an archive's do.
extension UIGestureRecognizer: @retroactive ApplicationMember {
    /// Puts the state relay in front once; a recognizer the hooks mirrored has it already.
    public func interceptionDidInstall(_ interception: Interception) {
        guard !isStateRelayAttached else { return }
        markDecodedFromArchive()
    }
}

/// The one target Intercept adds to a recognizer: it hears every state and tells the hook,
/// installing interception on recognizers it meets for the first time. It is put in front of the
/// business targets, so a recognition is described before the app's handlers run (F10).
@MainActor
final class GestureStateRelay: NSObject {
    /// The relay's action.
    static let action = #selector(recognizerDidChangeState(_:))

    /// Whether the relay is known to come before every business pair.
    var isInFront = false

    /// Nothing to isolate: its Objective-C entry point carries no executor check either.
    nonisolated override init() {
        super.init()
    }

    /// UIKit calls targets on the main thread; `nonisolated` all the same, so that its
    /// Objective-C entry point carries no executor check, and does nothing elsewhere (F5).
    @objc nonisolated func recognizerDidChangeState(_ recognizer: UIGestureRecognizer) {
        PlatformHook.intercept {
            // A recognizer intercepted explicitly has its hook without the hooks installed.
            let hook = recognizer.gestureTrackingHook ?? UIKitHooks.interception.flatMap { try? $0.intercept(recognizer) }
            hook?.recognizer(recognizer, didEnter: recognizer.gestureState, touching: nil)
        }
    }
}
#endif
