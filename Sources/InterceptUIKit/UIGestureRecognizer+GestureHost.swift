#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

@MainActor
private let targetMirrorStorage = AssociatedStorage(defaultValue: GestureTargetMirror<Selector>())
@MainActor
private let trackingHookStorage = AssociatedStorage<GestureTrackingHook?>(defaultValue: nil)
@MainActor
private let stateRelayStorage = AssociatedStorage<GestureStateRelay?>(defaultValue: nil)

/// `UIGestureRecognizer` as the core sees a recognizer (G1-G7). UIKit does not let anyone read a
/// recognizer's targets, so what the hooks of `init(target:action:)`, `init(coder:)`,
/// `addTarget(_:action:)` and `removeTarget(_:action:)` see is told to the core's
/// `GestureTargetMirror`, which decides where the state relay goes (and what an archive's unseen
/// pairs mean for G2); the adapter runs its moves through UIKit's own, unhooked, methods.
extension UIKit.UIGestureRecognizer: Intercept.GestureHost {}

/// The conformance's members live in a constrained protocol extension rather than on
/// `UIGestureRecognizer` itself: an app that declares a member of the same name on
/// `UIGestureRecognizer` (`hasLiveBusinessTarget`, say) gets its own in its code, instead of an
/// ambiguity with ours, and the conformance keeps ours.
extension GestureHost where Self: UIGestureRecognizer {
    /// The declared class's name, so a key-value observed recognizer still matches (F8).
    public var recognizerTypeName: String { TypeNames.name(of: declaredClass) }
    /// The view the recognizer is attached to.
    public var recognizerViewNode: (any ViewNode)? { view }
    /// A long press's `minimumPressDuration`.
    public var recognizerMinimumPressDuration: Double? {
        (self as? UILongPressGestureRecognizer).map { Double($0.minimumPressDuration) }
    }
    /// An enabled `UITapGestureRecognizer` with no relay of Intercept's and no hook: UIKit's own
    /// (B2), whose recognitions Intercept does not hear (A2).
    public var isUnheardTapRecognizer: Bool {
        isEnabled && self is UITapGestureRecognizer && !isStateRelayAttached && gestureTrackingHook == nil
    }
    /// `state` while enabled, read when a touch's dispatch returns (A2).
    @_spi(Platform) public var currentRecognizerState: GestureState? { isEnabled ? gestureState : nil }
    /// `delaysTouchesEnded` (B1).
    @_spi(Platform) public var recognizerDelaysTouchesEnded: Bool { delaysTouchesEnded }
    /// A `UITapGestureRecognizer`'s `numberOfTapsRequired` (B1, A2).
    @_spi(Platform) public var recognizerRequiredTapCount: Int? { (self as? UITapGestureRecognizer)?.numberOfTapsRequired }
    /// Whether a mirrored business pair has a live target (G2).
    public var hasLiveBusinessTarget: Bool {
        targetMirrorStorage.value(on: self).hasLiveBusinessTarget
    }
    /// Whether a mirrored business pair has a live target of the app's (G1).
    public var hasLiveAppTarget: Bool {
        targetMirrorStorage.value(on: self).hasLiveAppTarget
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
    /// the state relay ends up in front of it (F10), or after it for a class that produces no
    /// events. A recognizer the core does not mirror (one already on a view inside system UI: C4)
    /// gets nothing attached.
    func mirrorAddedTarget(_ target: AnyObject?, action: Selector?, alreadyAdded: Bool) {
        guard isMirrored(addingTarget: target) else { return }
        let name = action.map { ActionName(rawValue: NSStringFromSelector($0)) }
        updateMirror { mirror in
            alreadyAdded
                ? mirror.pairWasAdded(target: target, name: name, action: action)
                : mirror.pairWillBeAdded(target: target, name: name, action: action)
        }
    }

    /// Notes that the recognizer came from an archive, whose targets cannot be mirrored (nor
    /// reordered: the relay comes after them), unless the core does not mirror it (C4).
    func markDecodedFromArchive() {
        guard isMirrored(addingTarget: nil) else { return }
        markHoldingUnseenPairs()
    }

    /// Notes that the recognizer holds pairs no hook saw: the relay comes after them.
    func markHoldingUnseenPairs() {
        updateMirror { $0.hasUnseenPairs() }
    }

    /// `interception` was installed on the recognizer explicitly: what the core's mirror makes of it.
    func mirrorExplicitInterception(by interception: Interception) {
        updateMirror(placedBy: interception) { $0.interceptedExplicitly() }
    }

    /// The core's decision whether this recognizer is mirrored at all (C4, F15); with no
    /// interception to decide, nothing is attached.
    private func isMirrored(addingTarget target: AnyObject?) -> Bool {
        UIKitHooks.interception?.shouldMirrorTargets(of: self, addingTarget: target) ?? false
    }

    /// Whether Intercept's state relay is among the recognizer's targets, as far as the adapter
    /// knows; UIKit's own list cannot be read.
    var isStateRelayAttached: Bool { targetMirrorStorage.value(on: self).relay != .detached }

    /// Mirrors a removal: `nil` target matches every target, `nil` action every action; the core
    /// says whether that detached the relay and where it goes back.
    func mirrorRemovedTarget(_ target: AnyObject?, action: Selector?) {
        // A recognizer never mirrored has nothing to update, and gets nothing attached now.
        guard targetMirrorStorage.hasValue(on: self) else { return }
        let name = action.map { ActionName(rawValue: NSStringFromSelector($0)) }
        let relay = stateRelayStorage.value(on: self)
        updateMirror { mirror in
            mirror.pairsWereRemoved(target: target, name: name, relayTarget: relay, relayName: GestureStateRelay.actionName)
        }
    }

    /// Changes the mirror and runs the relay move it decided through UIKit's own `removeTarget`
    /// and `addTarget` (the implementations the hooks replaced, so nothing is mirrored twice). A
    /// new mirror takes the relay's placement from `interception` (the core's, G7).
    private func updateMirror(
        placedBy interception: Interception? = UIKitHooks.interception,
        _ change: (inout GestureTargetMirror<Selector>) -> GestureTargetMirror<Selector>.RelayMove?
    ) {
        var mirror = targetMirrorStorage.hasValue(on: self)
            ? targetMirrorStorage.value(on: self)
            : GestureTargetMirror(for: self, placedBy: interception)
        let move = change(&mirror)
        targetMirrorStorage.set(mirror, on: self)
        guard let move else { return }
        let relay = stateRelayStorage.value(on: self) ?? GestureStateRelay(recognizer: self)
        stateRelayStorage.set(relay, on: self)
        move.apply(
            removeRelay: { uikitRemoveTarget(relay, action: GestureStateRelay.action) },
            addRelay: { uikitAddTarget(relay, action: GestureStateRelay.action) },
            remove: { uikitRemoveTarget($0.target, action: $0.action) },
            add: { uikitAddTarget($0.target, action: $0.action) })
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
}

/// Explicit interception (`try interception.intercept(recognizer)`, `interceptGestureRecognizers(in:)`)
/// attaches the state relay too: without it a recognizer intercepted with swizzling off, created
/// before `UIKitHooks.install(for:)`, or configured off the main thread would never report (G1).
/// Its targets passed through no hook, so they count as unknown, as an archive's do.
extension UIKit.UIGestureRecognizer: Intercept.ApplicationMember {
    /// Attaches the state relay as the core's mirror decides
    /// (`GestureTargetMirror.interceptedExplicitly()`); a recognizer the hooks mirrored has it already.
    public func interceptionDidInstall(_ interception: Interception) {
        mirrorExplicitInterception(by: interception)
    }
}

/// The one target Intercept adds to a recognizer: it hears every state and tells the hook,
/// installing interception on recognizers it meets for the first time. It is put in front of the
/// business targets, so a recognition is described before the app's handlers run (F10).
@MainActor
final class GestureStateRelay: NSObject {
    /// The relay's action.
    static let action = #selector(recognizerDidChangeState(_:))
    /// Its name, as the core's mirror compares actions.
    static let actionName = ActionName(rawValue: NSStringFromSelector(action))

    /// The recognizer whose relay this is (it keeps the relay): for ``forwardingTarget(for:)``.
    private weak var recognizer: UIGestureRecognizer?

    /// Made on the main thread by the recognizer it relays, alive then (the init hook runs after
    /// UIKit's initializer returned it).
    init(recognizer: UIGestureRecognizer) {
        self.recognizer = recognizer
        super.init()
    }

    /// The backstop of G7: code that reads a recognizer's targets and takes the relay for
    /// UIKit's own (the "full-screen swipe back" trick sends it `handleNavigationTransition:`)
    /// must not raise "unrecognized selector". The runtime asks this for any message the relay
    /// does not implement (`NSObject`'s documented fast forwarding path): it goes where the core's
    /// mirror says (`GestureTargetMirror.forwardee(for:responds:)`), else, as the core's
    /// `UntrackedCallTarget` decides for the list proxies, to ``DelegateCallAbsorber``, which
    /// returns what messaging `nil` would.
    nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        let selector: Selector? = aSelector
        switch UntrackedCallTarget(forwardee: selector.flatMap(forwardee(for:))) {
        case .forwardee(let target): return target
        case .absorber: return DelegateCallAbsorber.shared
        }
    }

    /// As the core's rule answers (`GestureTargetMirror.relayResponds`, G7): the
    /// relay's own methods, and the selectors ``forwardingTarget(for:)`` sends to a target.
    nonisolated override func responds(to aSelector: Selector!) -> Bool {
        GestureTargetMirror<Selector>.relayResponds(to: aSelector, implementsItself: { GestureStateRelay.instancesRespond(to: $0) }, forwardee: forwardee(for:))
    }

    /// The target the core's mirror names for `selector`, `respondsToSelector:` being the
    /// runtime's fact; read on the main thread only, where the mirror lives (`nil` elsewhere).
    private nonisolated func forwardee(for selector: Selector) -> AnyObject? {
        guard Thread.isMainThread else { return nil }
        return MainActor.assumeIsolated {
            SameThreadTarget(target: recognizer.flatMap { recognizer in
                targetMirrorStorage.value(on: recognizer).forwardee(for: selector) { $0.responds(to: $1) }
            })
        }.target
    }

    /// UIKit calls targets on the main thread; `nonisolated` all the same, so that its
    /// Objective-C entry point carries no executor check, and does nothing elsewhere (F5).
    @objc nonisolated func recognizerDidChangeState(_ recognizer: UIGestureRecognizer) {
        // Where the state goes (the hook, an automatic interception, or the platform's own
        // recognizer's handled touch) is the core's (F15, F16).
        PlatformHook.intercept {
            Interception.relayState(recognizer.gestureState, of: recognizer, autoIntercepting: UIKitHooks.interception)
        }
    }
}

/// A target found on the main thread and handed back on it, to the runtime that asked.
private struct SameThreadTarget: @unchecked Sendable {
    let target: AnyObject?
}
#endif
