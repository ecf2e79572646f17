import Foundation
@_spi(Platform) import Intercept

/// The headless counterpart of `UIApplication`: owns the windows, ends the responder chain,
/// dispatches touches, sends every control action (``sendAction(_:to:from:for:)``), and reports
/// lifecycle changes, physical actions and sent actions to its observers. An `Interception`
/// observes all three (``addObserver(_:)``): it flushes its trackers in the background (T5),
/// reports control actions (C1-C5) and keeps one event per physical action (U1). Intercepting a
/// host in one of the application's windows (a list, a recognizer, or
/// `interceptGestureRecognizers(in:)`) registers the interception by itself, at once or when the
/// host joins a window; an app that intercepts no host calls ``addObserver(_:)``.
@MainActor
public final class Application: Responder {
    /// Where the app is in its lifecycle.
    public enum State: Sendable, Equatable {
        case active
        case background
    }

    /// The windows, in the order they were added.
    public private(set) var windows: [Window] = []
    /// The current state.
    public private(set) var state: State = .active

    /// The touch being dispatched, if any.
    public private(set) var currentTouchEvent: TouchEvent?
    /// The presses event, restamped and dispatched again for each key press, as UIKit's.
    let pressesEvent = PressesEvent()

    /// Whether an assistive technology that activates controls without touches runs (VoiceOver,
    /// Switch Control): `UIAccessibility.isVoiceOverRunning` and friends.
    public var isAssistiveTechnologyRunning = false
    /// The view VoiceOver's or Switch Control's cursor is on (`UIAccessibility.focusedElement(using:)`),
    /// told with each action while such a technology runs; `nil` when unknown. A control's
    /// ``Control/simulateAccessibilityActivation()`` moves it there.
    public weak var assistiveFocus: View?

    private var observers: [WeakObserver] = []
    var eventObservers: [WeakEventObserver] = []
    private var interceptions: [WeakInterception] = []

    private struct WeakObserver {
        weak var observer: (any ApplicationLifecycleObserver)?
    }

    struct WeakEventObserver {
        weak var observer: (any ApplicationEventObserver)?
    }

    private struct WeakInterception {
        weak var interception: Interception?
    }

    /// The keyboard's relay (S11), as the UIKit adapter has one: it tells every interception with
    /// declared views in this application's windows, and keeps the last frame for those that
    /// join later.
    lazy var keyboardRelay = KeyboardRelay { [weak self] window in
        self?.windows.contains { ObjectIdentifier($0) == window } ?? false
    }

    /// Creates an active application with no windows, and tells the core where classes are
    /// loaded from (`ClassImageMap`), as the UIKit adapter does when it installs its hooks.
    public override init() {
        super.init()
        ClassImageMap.install()
        RuntimeDelegateProxy.install()
    }

    /// Adds a window to the application.
    public func addWindow(_ window: Window) {
        window.application = self
        windows.append(window)
        window.passOnPendingInterceptions()
    }

    /// Registers an observer, held weakly; adding the same one twice is a no-op.
    @_spi(Platform) public func addLifecycleObserver(_ observer: any ApplicationLifecycleObserver) {
        observers.removeAll { $0.observer == nil }
        guard !observers.contains(where: { $0.observer === observer }) else { return }
        observers.append(WeakObserver(observer: observer))
    }

    /// Registers an interception for lifecycle changes, physical actions and sent actions, held
    /// weakly; adding it twice is a no-op. Added after ``launch()``, it is told the app is already
    /// running, as the UIKit adapter tells a late install, so it still reports the session start
    /// (F11; in the background, with the next foreground).
    public func addObserver(_ interception: Interception) {
        addLifecycleObserver(interception)
        addEventObserver(interception)
        interceptions.removeAll { $0.interception == nil }
        guard !interceptions.contains(where: { $0.interception === interception }) else { return }
        interceptions.append(WeakInterception(interception: interception))
        if hasLaunched, !hasTerminated { interception.applicationIsAlreadyRunning(inBackground: state == .background) }
    }

    // MARK: Screens, views and frames

    /// A screen appeared; the interceptions hear about it (P1-P4).
    func screenDidAppear(_ screen: ViewController) {
        for entry in interceptions { entry.interception?.screenDidAppear(screen) }
    }

    /// A screen disappeared; the interceptions hear about it.
    func screenDidDisappear(_ screen: ViewController) {
        for entry in interceptions { entry.interception?.screenDidDisappear(screen) }
    }

    /// A view changed; the interceptions note it for exposure.
    func viewDidChange(_ view: View) {
        for entry in interceptions { entry.interception?.viewDidChange(view) }
    }

    /// A view left its window, told without the view, as UIKit's hook tells it (F4).
    func someViewDidLeaveWindow() {
        for entry in interceptions { entry.interception?.someViewDidLeaveWindow() }
    }

    /// A scroll container moved; the interceptions note it for exposure.
    func scrollContainer(_ view: View, didScrollFrom oldOrigin: Point) {
        for entry in interceptions { entry.interception?.scrollContainer(view, didScrollFrom: oldOrigin) }
    }

    /// Plays one display frame, the headless counterpart of a display-link tick: exposure looks at
    /// what changed since the last frame and fires due dwell timers.
    public func runFrame() {
        for entry in interceptions { entry.interception?.frameDidTick() }
    }

    /// Registers an observer of physical actions and sent actions, held weakly; adding the same
    /// one twice is a no-op.
    @_spi(Platform) public func addEventObserver(_ observer: any ApplicationEventObserver) {
        eventObservers.removeAll { $0.observer == nil }
        guard !eventObservers.contains(where: { $0.observer === observer }) else { return }
        eventObservers.append(WeakEventObserver(observer: observer))
    }

    // MARK: Actions

    /// Sends an action, as every control does: to `target`, or when it is `nil` to the first
    /// object up the responder chain from the sender that can perform it. Observers hear about it
    /// first, with the physical action of `event` (`nil` when sent from code).
    ///
    /// - Returns: whether a target performed the action.
    @discardableResult
    public func sendAction(_ action: ControlAction, to target: AnyObject?, from sender: AnyObject?, for event: Event?) -> Bool {
        var sends: [(observer: any ApplicationEventObserver, sent: SentControlAction)] = []
        if let control = sender as? any ControlHost {
            // What UIKit has: the pair's events (`enumerateEventHandlers`), the event's touches or
            // presses, the event object with its timestamp, and whether the control's tracked
            // touch is inside it (`isTouchInside`).
            let events = (sender as? Control)?.controlEvents(sending: action, to: target).coreEvents ?? []
            let input: ControlActionDispatch.Input
            switch event {
            case let touches as TouchEvent:
                input = .touches(touches.touch.phase.platformPhase.physicalActionPhase.map { [touches.physicalAction: $0] } ?? [:])
            case is PressesEvent: input = .press
            default: input = .none
            }
            let dispatch = ControlActionDispatch(
                events: events, input: input, isAssistiveTechnologyRunning: isAssistiveTechnologyRunning, targetType: target.map { type(of: $0) },
                inputEvent: event?.dispatchIdentity, isTouchInside: (sender as? Control)?.isTouchInside,
                assistiveFocus: isAssistiveTechnologyRunning ? assistiveFocus.map { AssistiveFocus(on: $0, parent: \.superview) } : nil)
            for entry in eventObservers {
                guard let observer = entry.observer, let sent = observer.controlWillSendAction(from: control, dispatch) else { continue }
                sends.append((observer, sent))
            }
        }
        // Whether anything performed it is known after the send, as UIKit's return value (C1).
        let performed = send(action, to: target, from: sender)
        for (observer, sent) in sends { observer.controlAction(sent, wasPerformed: performed) }
        return performed
    }

    func send(_ action: ControlAction, to target: AnyObject?, from sender: AnyObject?) -> Bool {
        guard let receiver = target ?? responder(performing: action, from: sender) else { return false }
        action.send(to: receiver, from: sender ?? self)
        return true
    }

    private func responder(performing action: ControlAction, from sender: AnyObject?) -> AnyObject? {
        var current: Responder? = (sender as? Responder) ?? ((sender as? BarButtonItem)?.view)
        while let responder = current {
            if action.canBePerformed(by: responder) { return responder }
            current = responder.next
        }
        return nil
    }

    // MARK: Touches

    /// Plays a finger touching the window at `point` (in the window's coordinates) and lifting:
    /// the touch goes to the view hit-testing finds there (``View/hitTest(_:)``: the deepest
    /// visible, interactive view containing the point), then as ``simulateTouch(on:)`` (A3).
    ///
    /// - Returns: `false` (and does nothing) when the window is not this application's or no view
    ///   is hit.
    @discardableResult
    public func simulateTouch(at point: Point, in window: Window) -> Bool {
        guard let event = beginTouch(at: point, in: window) else { return false }
        endTouch(event)
        return true
    }

    /// A finger touches `window` at `point`; returns the touch event, or `nil` when the window is
    /// not this application's, no view is hit, or another touch is in progress.
    public func beginTouch(at point: Point, in window: Window) -> TouchEvent? {
        guard window.application === self, let view = window.hitTest(point) else { return nil }
        return beginTouch(on: view, at: point)
    }

    /// The finger moves to `point` (in the window's coordinates); it is inside its view while
    /// the point is in the view's bounds.
    public func moveTouch(_ event: TouchEvent, to point: Point) {
        guard currentTouchEvent === event else { return }
        let view = event.touch.view
        let origin = view.convertToWindow(view.bounds.origin)
        let inside = view.point(inside: Point(x: point.x - origin.x + view.bounds.minX, y: point.y - origin.y + view.bounds.minY))
        event.touch.location = point
        reportLocation(of: event, phase: .moved)
        moveTouch(event, inside: inside)
    }

    /// Plays a finger touching `view` and lifting, at the view's center (sugar for a touch whose
    /// view is known; no hit-testing). Every source that can see the touch gets it,
    /// as with recognizers that do not cancel touches in their view: the nearest control at or
    /// above the view tracks it, enabled discrete recognizers on the view and its ancestors
    /// recognize it (long presses of zero duration began when it touched down, and end with it),
    /// and a list cell containing the view is selected. Intercept keeps one event
    /// for it, the most specific source's (U1).
    ///
    /// - Returns: `false` (and does nothing) when the view is not in a window of this application.
    @discardableResult
    public func simulateTouch(on view: View) -> Bool {
        guard let event = beginTouch(on: view) else { return false }
        endTouch(event)
        return true
    }

    /// A finger touches down on `view`; returns the touch event, or `nil` when the view is not in
    /// a window of this application or another touch is in progress.
    public func beginTouch(on view: View) -> TouchEvent? {
        beginTouch(on: view, at: view.centerInWindow)
    }

    private func beginTouch(on view: View, at location: Point) -> TouchEvent? {
        guard view.window?.application === self, currentTouchEvent == nil else { return nil }
        // A touch inside the view of a recognizer waiting for another tap is that tap: the
        // headless model forgets the wait (a test plays the recognition); one elsewhere leaves
        // the wait, and its timer, as they are.
        if let withheld = withheldTouchEnd,
            withheld.undecided.contains(where: { $0.view.map { view === $0 || view.isDescendant(of: $0) } ?? true })
        {
            withheldTouchEnd = nil
        }
        let event = TouchEvent(touch: Touch(view: view, location: location))
        currentTouchEvent = event
        for entry in eventObservers { entry.observer?.physicalActionDidBegin(event.physicalAction) }
        reportLocation(of: event, phase: .began)
        // Long presses of zero duration begin as the finger touches down, as on UIKit.
        var ancestor: View? = view
        while let current = ancestor {
            for case let press as LongPressGestureRecognizer in current.gestureRecognizers where press.minimumPressDuration == 0 {
                press.touchLocation = location
                if press.simulateBegan(touching: view) { event.pressesBegunAtTouchDown.append(press) } else { press.touchLocation = nil }
            }
            ancestor = current.superview
        }
        if let control = trackingControl(for: view) {
            control.isTouchInside = true
            if !control.beginTracking(with: event) {
                event.touch.isInside = false
                control.isTouchInside = false
            }
        }
        return event
    }

    /// The finger moves (staying inside the view unless `inside` is `false`).
    public func moveTouch(_ event: TouchEvent, inside: Bool = true) {
        guard currentTouchEvent === event else { return }
        event.touch.phase = .moved
        event.touch.isInside = inside
        for press in event.pressesBegunAtTouchDown {
            press.touchLocation = event.touch.location
            press.simulateChanged()
        }
        if let control = trackingControl(for: event.touch.view) {
            control.isTouchInside = inside
            _ = control.continueTracking(with: event)
        }
    }

    /// The finger lifts: recognizers, the control and the list cell get the touch, then the
    /// physical action ends.
    public func endTouch(_ event: TouchEvent) {
        guard currentTouchEvent === event else { return }
        event.touch.phase = .ended
        reportLocation(of: event, phase: .ended)
        let view = event.touch.view
        // The presses that began at touch-down end with the touch, whatever it was (G1).
        for press in event.pressesBegunAtTouchDown { press.simulateEnded() }
        var ancestor: View? = view
        // Whether a recognition cancelled the touch in its view (`cancelsTouchesInView`).
        var isCancelledInView = false
        var undecided: [GestureRecognizer] = []
        // The recognizers the touch was delivered to (`UITouch.gestureRecognizers`).
        var received: [any GestureHost] = []
        while let current = ancestor {
            // Discrete recognizers recognize a tap, before the view gets the touch's end; one
            // waiting for more taps, or for such a one to fail, stays undecided.
            // Continuous ones that never began fail as their touch ends (a pan that did not move).
            // One whose delegate refuses touches gets none, and stays `possible`.
            let receiving = current.gestureRecognizers.filter { $0.isEnabled && $0.receivesTouches }
            received += receiving as [any GestureHost]
            for recognizer in receiving where type(of: recognizer).isContinuous && recognizer.state == .possible {
                recognizer.simulateFailed(touching: view)
            }
            for recognizer in receiving where !type(of: recognizer).isContinuous {
                if recognizer.isEnabled, recognizer.isUndecidedAtTouchEnd {
                    undecided.append(recognizer)
                } else if recognizer.simulateRecognition(touching: view), recognizer.cancelsTouchesInView {
                    isCancelledInView = true
                }
            }
            ancestor = current.superview
        }
        if !isCancelledInView, undecided.contains(where: \.delaysTouchesEnded) {
            // UIKit withholds the end from the view until they decide (``fireTapTimers()``).
            withheldTouchEnd = WithheldTouchEnd(event: event, undecided: undecided)
        } else {
            deliverTouchEnd(event, cancelled: isCancelledInView)
        }
        currentTouchEvent = nil
        // `sendEvent` returned; the event sequence is over, so the recognizers reset; what UIKit
        // defers to the end of the turn runs then (B1).
        let listed = listsTouchRecognizersBeforeItsEnd ? received : []
        for entry in eventObservers { entry.observer?.physicalActionDidEndTouch(event.physicalAction, receivedBy: listed) }
        resetRecognizers()
        runLoopTurn()
    }

    /// The touch is cancelled (the system took it over).
    public func cancelTouch(_ event: TouchEvent) {
        guard currentTouchEvent === event else { return }
        event.touch.phase = .cancelled
        reportLocation(of: event, phase: .cancelled)
        for press in event.pressesBegunAtTouchDown { press.simulateCancelled() }
        if let control = trackingControl(for: event.touch.view) {
            control.isTouchInside = false
            control.cancelTracking(with: event)
        }
        currentTouchEvent = nil
        for entry in eventObservers { entry.observer?.physicalActionDidEndTouch(event.physicalAction) }
        resetRecognizers()
        runLoopTurn()
    }

    /// Tells the observers where the touch is and which view it was hit-tested to (A1-A3).
    private func reportLocation(of event: TouchEvent, phase: PhysicalActionPhase) {
        for entry in eventObservers {
            entry.observer?.physicalAction(event.physicalAction, isAt: event.touch.location, on: event.touch.view, phase: phase)
        }
    }

    /// The touch's end never reaches the application: no ended or cancelled phase is dispatched,
    /// so nobody hears that it ended, as happens on UIKit when the system takes a touch over or
    /// its window goes away. The application forgets it, and a new touch can begin (F6).
    public func loseTouch(_ event: TouchEvent) {
        guard currentTouchEvent === event else { return }
        currentTouchEvent = nil
        for press in event.pressesBegunAtTouchDown { press.simulateCancelled() }
        resetRecognizers()
    }

    /// The application resigns active (a call, Control Center, a system alert): the system takes
    /// the touches, and event observers hear that every physical action in progress is over,
    /// whether or not its end is ever dispatched (F6). The touch in progress, if any, is lost.
    public func resignActive() {
        for press in currentTouchEvent?.pressesBegunAtTouchDown ?? [] { press.simulateCancelled() }
        currentTouchEvent = nil
        resetRecognizers()
        for entry in eventObservers { entry.observer?.physicalActionsWereInterrupted() }
    }

    // MARK: Recognizers' final states

    /// Whether recognizers reset as soon as they reach a final state, inside the touch's dispatch:
    /// `false`, as UIKit does (they keep it until the touch's event sequence ends). A test sets it
    /// to plant a platform that resets them earlier, which the adapter's self-check counts (B4).
    public var resetsRecognizersInsideTouchDispatch = false

    /// Whether a touch still lists the recognizers it was delivered to when the dispatch of its
    /// end begins: `true`, as the UIKit adapter assumes (`UITouch.gestureRecognizers`). A test
    /// sets it to `false` to plant a platform that empties the list earlier, which the adapter's
    /// self-check counts (B4).
    public var listsTouchRecognizersBeforeItsEnd = true

    /// The recognizers that reached a final state while a touch is dispatched, reset when its
    /// dispatch returns.
    var recognizersAwaitingReset: [GestureRecognizer] = []

    /// A touch whose end recognizers still deciding withhold from its view.
    var withheldTouchEnd: WithheldTouchEnd?


    func trackingControl(for view: View) -> Control? {
        var current: View? = view
        while let candidate = current {
            if let control = candidate as? Control { return control.isEnabled ? control : nil }
            current = candidate.superview
        }
        return nil
    }

    // MARK: Run loop

    /// How many run-loop turns after its touch's a table's selection arrives: 0, as UIKit does it
    /// (in the touch's turn, from its after-commit observer). A test sets it to plant a platform
    /// that delivers the selection later, which the adapter's self-check counts (B4).
    public var tableSelectionTurnDelay = 0

    /// The blocks deferred to the end of a run-loop turn (``afterCommit(turnsLater:_:)``).
    var deferredBlocks: [(turnsLeft: Int, block: () -> Void)] = []

    // MARK: Lifecycle

    /// Launches the app (a cold start): observers hear `applicationDidLaunch`, then the windows
    /// are shown. Launching twice is a no-op.
    public func launch() {
        guard !hasLaunched else { return }
        hasLaunched = true
        for entry in observers { entry.observer?.applicationDidLaunch() }
        for window in windows { window.makeKeyAndVisible() }
    }

    /// Terminates the app; observers hear `applicationWillTerminate`. A no-op after the first time.
    public func terminate() {
        guard hasLaunched, !hasTerminated else { return }
        hasTerminated = true
        for entry in observers { entry.observer?.applicationWillTerminate() }
    }

    /// Whether ``launch()`` was called.
    public private(set) var hasLaunched = false
    private var hasTerminated = false

    /// Moves the app to the background; a no-op when it is already there.
    public func enterBackground() {
        guard state == .active else { return }
        state = .background
        for entry in observers { entry.observer?.applicationDidEnterBackground() }
    }

    /// Brings the app back to the foreground; a no-op when it is already active.
    public func enterForeground() {
        guard state == .background else { return }
        state = .active
        for entry in observers { entry.observer?.applicationWillEnterForeground() }
    }
}
