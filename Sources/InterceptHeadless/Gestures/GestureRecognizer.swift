@_spi(Platform) import Intercept

/// The headless counterpart of `UIGestureRecognizer`, following UIKit's documented model.
///
/// - It is attached to one view (``View/addGestureRecognizer(_:)``).
/// - It holds any number of target-action pairs, targets weakly; adding a pair twice is ignored,
///   and `removeTarget` removes one pair, all actions of a target (`nil` action) or everything
///   (`nil` target).
/// - It runs the state machine: discrete recognizers go `possible -> ended` or `-> failed`;
///   continuous ones (``isContinuous``) go `possible -> began -> changed* -> ended` or
///   `-> cancelled`, or `possible -> failed`. Transitions that are not allowed are refused.
/// - Actions go to every live pair in the order added: for discrete recognizers when recognized,
///   for continuous ones on began, changed, ended and cancelled.
/// - A disabled recognizer, or one without a view, recognizes nothing. A continuous gesture
///   whose view left its window is cancelled instead of ended, as UIKit does.
///
/// Intercept's `GestureTrackingHook` is told each state before the targets are; it is not a
/// target and never appears in ``targets`` (G7). Subclass to make your own recognizers.
@MainActor
open class GestureRecognizer: GestureHost {
    /// The current state; `possible` between gestures.
    public private(set) var state: GestureState = .possible
    /// The view the recognizer is attached to.
    public internal(set) weak var view: View?
    /// A disabled recognizer recognizes nothing.
    open var isEnabled = true
    /// Whether recognizing cancels the touch in the view it was delivered to
    /// (`UIGestureRecognizer.cancelsTouchesInView`): a control under it never gets the touch's end
    /// (no `touchUpInside`, a `touchCancel` instead) and no list cell is selected (Apple: "the
    /// touches of that gesture that are pending aren't delivered to the view and previously
    /// delivered touches are canceled"). UIKit's default is `true`; here it is `false`, so that a
    /// touch reaches every source unless a test plays UIKit's default, and only discrete
    /// recognitions at the touch's end cancel.
    open var cancelsTouchesInView = false
    /// Whether, while the recognizer is still deciding at the touch's end (a double tap waiting
    /// for its second tap, a single tap waiting for it to fail), the touch's end is withheld from
    /// the view until it decides (`UIGestureRecognizer.delaysTouchesEnded`; `true`, as UIKit's).
    open var delaysTouchesEnded = true
    /// Whether the recognizer gets touches at all: `false` plays a delegate whose
    /// `gestureRecognizer(_:shouldReceive:)` refuses them (the common "tap to dismiss the
    /// keyboard" guard). It then stays `possible`, as every idle recognizer reads, and is not among
    /// the recognizers a touch was delivered to (`UITouch.gestureRecognizers`).
    open var receivesTouches = true

    /// The recognizers that must fail before this one recognizes (`require(toFail:)`).
    var failureRequirements: [WeakRecognizer] = []

    struct WeakRecognizer {
        weak var recognizer: GestureRecognizer?
    }

    /// Recognizes only once `other` failed (`UIGestureRecognizer.require(toFail:)`): a single tap
    /// that waits for a double tap.
    public func require(toFail other: GestureRecognizer) {
        failureRequirements.append(WeakRecognizer(recognizer: other))
    }

    /// Whether the recognizer needs more taps than one touch gives: a double tap after its first.
    var isWaitingForMoreTaps: Bool {
        isEnabled && ((self as? TapGestureRecognizer)?.numberOfTapsRequired ?? 1) > 1
    }

    /// Whether the recognizer cannot decide at the end of one touch: it waits for more taps, or
    /// for one that does to fail.
    var isUndecidedAtTouchEnd: Bool {
        isWaitingForMoreTaps || failureRequirements.contains { $0.recognizer?.isWaitingForMoreTaps == true }
    }
    /// The view under the touch during a gesture.
    public private(set) var touchedView: View?
    /// Where the gesture's touch is, in its window's coordinates, while the application tracks it
    /// (`UIGestureRecognizer.location(in:)`): a press that began at touch-down follows the finger.
    public internal(set) var touchLocation: Point?
    /// Intercept's hook, when interception is installed.
    public var gestureTrackingHook: GestureTrackingHook?

    private var targetActions = TargetActionList<GestureAction>()

    /// The relay target Intercept hears states through, when installed the UIKit way
    /// (``Interception/interceptThroughStateRelay(_:)``); kept here, as UIKit's adapter keeps it
    /// as an associated object, since targets are held weakly. The recognizer then does not tell
    /// the hook itself.
    var stateRelay: GestureStateRelay?

    /// An enabled tap recognizer with no state relay and no hook: the platform's own, whose
    /// recognitions Intercept does not hear (B2, A2).
    public var isUnheardTapRecognizer: Bool {
        isEnabled && self is TapGestureRecognizer && stateRelay == nil && gestureTrackingHook == nil
    }

    /// Whether the recognizer is continuous (long press, pan, ...) rather than discrete (tap).
    open class var isContinuous: Bool { false }

    /// Creates a recognizer, with a first target-action pair when both are given.
    public init(target: AnyObject? = nil, action: GestureAction? = nil) {
        addTarget(target, action: action)
    }

    // MARK: Targets

    /// The model of the UIKit adapter's recognizer hooks (C4): `nil`, the default, for none.
    @_spi(Platform) public var targetHooks: GestureTargetHooks?

    /// Adds a pair; a pair already there, a `nil` target or a `nil` action is ignored. With
    /// `targetHooks`, the hook runs first, as UIKit's `addTarget` hook does.
    public func addTarget(_ target: AnyObject?, action: GestureAction?) {
        if let hooks = targetHooks, let target, action != nil { hooks.willAdd(target, to: self) }
        targetActions.add(target: target, name: action?.name, action: action)
    }

    /// Removes pairs: `nil` target matches every target, `nil` action every action.
    public func removeTarget(_ target: AnyObject?, action: ActionName?) {
        targetActions.remove(target: target, name: action)
    }

    /// The pairs whose target is alive, in delivery order: what the app can observe.
    public var targets: [(target: AnyObject, action: ActionName)] {
        targetActions.liveEntries.map { ($0.target, $0.entry.name) }
    }

    /// The pairs with live targets and their actions, in delivery order.
    var targetActionPairs: [(target: AnyObject, action: GestureAction)] {
        targetActions.liveEntries.map { ($0.target, $0.entry.action) }
    }

    // MARK: GestureHost

    /// ``view``.
    public var recognizerViewNode: (any ViewNode)? { view }
    /// Whether a target-action pair with a live target exists.
    public var hasLiveBusinessTarget: Bool { targetActions.hasLiveTarget }
    /// Whether a target-action pair has a live target of the app's.
    public var hasLiveAppTarget: Bool { targetActions.hasLiveAppTarget }
    /// Not a long press; ``LongPressGestureRecognizer`` answers its duration.
    open var recognizerMinimumPressDuration: Double? { nil }
    /// ``state`` while enabled.
    @_spi(Platform) public var currentRecognizerState: GestureState? { isEnabled ? state : nil }
    /// ``delaysTouchesEnded``.
    @_spi(Platform) public var recognizerDelaysTouchesEnded: Bool { delaysTouchesEnded }
    /// A tap recognizer's ``TapGestureRecognizer/numberOfTapsRequired``.
    @_spi(Platform) public var recognizerRequiredTapCount: Int? { (self as? TapGestureRecognizer)?.numberOfTapsRequired }

    // MARK: Playing gestures

    /// Plays a whole gesture: recognized at once (discrete) or began then ended (continuous).
    /// Returns whether the gesture was recognized.
    @discardableResult
    public func simulateRecognition(touching touched: View? = nil) -> Bool {
        if Self.isContinuous {
            return simulateBegan(touching: touched) && simulateEnded()
        }
        return enter(.ended, touching: touched)
    }

    /// A continuous gesture begins.
    @discardableResult
    public func simulateBegan(touching touched: View? = nil) -> Bool { enter(.began, touching: touched) }

    /// A continuous gesture changes.
    @discardableResult
    public func simulateChanged() -> Bool { enter(.changed, touching: nil) }

    /// A continuous gesture ends (or is cancelled when its view left the window).
    @discardableResult
    public func simulateEnded() -> Bool { enter(.ended, touching: nil) }

    /// A continuous gesture is cancelled.
    @discardableResult
    public func simulateCancelled() -> Bool { enter(.cancelled, touching: nil) }

    /// The gesture fails to be recognized.
    @discardableResult
    public func simulateFailed(touching touched: View? = nil) -> Bool { enter(.failed, touching: touched) }

    private func enter(_ requested: GestureState, touching touched: View?) -> Bool {
        guard isEnabled, let view, isAllowed(from: state, to: requested) else { return false }
        var next = requested
        if view.window == nil {
            // Touches only reach views in a window; a gesture in progress whose view left is cancelled.
            guard state == .began || state == .changed else { return false }
            next = .cancelled
        }
        state = next
        if let touched { touchedView = touched }
        // As UIKit's, the hook is not told which view was touched: the core knows the touch (F16).
        if stateRelay == nil { gestureTrackingHook?.recognizer(self, didEnter: next, touching: nil) }
        if deliversActions(in: next) {
            for (target, entry) in targetActions.liveEntries { entry.action.send(to: target, from: self) }
        }
        if next == .ended || next == .cancelled || next == .failed {
            // As UIKit's, a recognizer keeps its final state until the touch's event sequence ends
            // (Apple, "About the Gesture Recognizer State Machine"): the application resets it once
            // the dispatch of the touch's end returned.
            if let application = view.window?.application, application.holdsFinalState(of: self) { return true }
            reset()
        }
        return true
    }

    /// Back to `possible`, ready for the next gesture.
    func reset() {
        guard state == .ended || state == .cancelled || state == .failed else { return }
        state = .possible
        touchedView = nil
        touchLocation = nil
    }

    private func isAllowed(from current: GestureState, to next: GestureState) -> Bool {
        if Self.isContinuous {
            switch (current, next) {
            case (.possible, .began), (.possible, .failed): return true
            case (.began, .changed), (.changed, .changed): return true
            case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled): return true
            default: return false
            }
        }
        return current == .possible && (next == .ended || next == .failed)
    }

    private func deliversActions(in state: GestureState) -> Bool {
        switch state {
        case .possible, .failed: return false
        case .ended: return true
        case .began, .changed, .cancelled: return Self.isContinuous
        }
    }
}
