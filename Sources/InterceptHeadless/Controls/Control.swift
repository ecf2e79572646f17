@_spi(Platform) import Intercept

/// The headless counterpart of `UIControl`: target-actions per control event, and the tracking
/// of a touch (`beginTracking`, `continueTracking`, `endTracking`, `cancelTracking`) that
/// decides which events fire.
///
/// Every action goes through the application's ``Application/sendAction(_:to:from:for:)``, with
/// the touch event that caused it (or `nil` when sent from code), which is where Intercept hears
/// about it: no tracking target is ever added, so ``allTargets``, ``allControlEvents`` and
/// ``actions(forTarget:forControlEvent:)`` show the app exactly what it added (C4).
@MainActor
open class Control: View, ControlHost {
    /// A disabled control does not track touches.
    open var isEnabled = true
    /// Whether a touch is on the control.
    open var isHighlighted = false
    /// Whether the touch the control tracks is inside it (`UIControl.isTouchInside`): set as the
    /// touch begins, moves and ends, before the control's actions for that phase are sent, and
    /// cleared once the touch is over, as UIKit keeps it (C1).
    public internal(set) var isTouchInside = false
    /// The control's selected state.
    open var isSelected = false

    private var actionsByEvent: [UInt: TargetActionList<ControlAction>] = [:]

    /// Creates a control.
    public override init() {
        super.init()
    }

    // MARK: Target-actions

    /// Adds a target-action for `events`; a `nil` target means the responder chain. A pair
    /// already registered for an event is ignored for it.
    public func addTarget(_ target: AnyObject?, action: ControlAction?, for events: ControlEvents) {
        let target = target ?? ResponderChainTarget.shared
        for event in events.singleEvents {
            actionsByEvent[event.rawValue, default: TargetActionList()].add(target: target, name: action?.name, action: action)
        }
    }

    /// Removes target-actions for `events`: `nil` target matches every target, `nil` action every
    /// action.
    public func removeTarget(_ target: AnyObject?, action: ActionName?, for events: ControlEvents) {
        for event in events.singleEvents {
            actionsByEvent[event.rawValue]?.remove(target: target, name: action)
        }
    }

    /// The live targets, each once, in the order first added (responder-chain targets excluded).
    public var allTargets: [AnyObject] {
        var targets: [AnyObject] = []
        for event in ControlEvents.allEvents.singleEvents {
            for (target, _) in actionsByEvent[event.rawValue]?.liveEntries ?? [] where !(target is ResponderChainTarget) {
                if !targets.contains(where: { $0 === target }) { targets.append(target) }
            }
        }
        return targets
    }

    /// The events that have at least one live target-action.
    public var allControlEvents: ControlEvents {
        ControlEvents(rawValue: actionsByEvent.filter { $0.value.hasLiveTarget }.keys.reduce(0, |))
    }

    /// The actions registered for `target` (`nil`: the responder chain) and one event.
    public func actions(forTarget target: AnyObject?, forControlEvent event: ControlEvents) -> [ActionName]? {
        let target = target ?? ResponderChainTarget.shared
        let names = (actionsByEvent[event.rawValue]?.liveEntries ?? []).filter { $0.target === target }.map(\.entry.name)
        return names.isEmpty ? nil : names
    }

    /// The events `action` is registered for with `target` (`nil`: the responder chain), as
    /// `UIControl.enumerateEventHandlers` tells them.
    func controlEvents(sending action: ControlAction, to target: AnyObject?) -> ControlEvents {
        let target = target ?? ResponderChainTarget.shared
        var events: ControlEvents = []
        for (raw, list) in actionsByEvent where list.liveEntries.contains(where: { $0.target === target && $0.entry.name == action.name }) {
            events.insert(ControlEvents(rawValue: raw))
        }
        return events
    }

    // MARK: Sending actions

    /// Sends the actions of `events` from code: they carry no touch event, so they are not user
    /// actions and Intercept does not report them.
    public func sendActions(for events: ControlEvents) {
        sendActions(for: events, with: nil)
    }

    /// Sends the actions registered for each of `events`, in the order the pairs were added,
    /// through the application.
    public func sendActions(for events: ControlEvents, with event: Event?) {
        for single in events.singleEvents {
            for (target, entry) in actionsByEvent[single.rawValue]?.liveEntries ?? [] {
                let resolved: AnyObject? = target is ResponderChainTarget ? nil : target
                if let application = window?.application {
                    application.sendAction(entry.action, to: resolved, from: self, for: event)
                } else if let resolved {
                    entry.action.send(to: resolved, from: self)
                }
            }
        }
    }

    // MARK: Tracking a touch

    /// A touch began on the control: it highlights and sends `touchDown`. Return `false` to stop
    /// tracking.
    open func beginTracking(with event: TouchEvent) -> Bool {
        isHighlighted = true
        sendActions(for: .touchDown, with: event)
        return true
    }

    /// The touch moved: `touchDragInside` or `touchDragOutside`.
    open func continueTracking(with event: TouchEvent) -> Bool {
        sendActions(for: event.touch.isInside ? .touchDragInside : .touchDragOutside, with: event)
        return true
    }

    /// The touch ended: `touchUpInside` or `touchUpOutside`.
    open func endTracking(with event: TouchEvent) {
        isHighlighted = false
        sendActions(for: event.touch.isInside ? .touchUpInside : .touchUpOutside, with: event)
    }

    /// The touch was cancelled: `touchCancel`.
    open func cancelTracking(with event: TouchEvent) {
        isHighlighted = false
        sendActions(for: .touchCancel, with: event)
    }

    // MARK: ControlHost

    /// The control itself.
    open var controlElementNode: (any ViewNode)? { self }
    /// ``isEnabled``.
    public var isControlEnabled: Bool { isEnabled }
    /// No menu unless a subclass shows one.
    open var opensMenuAsPrimaryAction: Bool { false }
    /// The control's own context menu interaction (`UIControl.contextMenuInteraction`), which
    /// shows its menu; UIKit performs a choice with it as the sender (B5).
    public private(set) lazy var contextMenuInteraction = ContextMenuInteraction(controlMenuOf: self)
    /// Stops with the touch unless a subclass keeps moving.
    open var settlesAfterTouch: Bool { false }

    // MARK: Touchless activation

    /// Plays VoiceOver or Switch Control activating the control (`accessibilityActivate`): its
    /// primary action is sent with no event, as UIKit sends it (H8).
    /// The technology's cursor moves onto the control first, as VoiceOver activates what it focuses.
    open func simulateAccessibilityActivation() {
        window?.application?.assistiveFocus = self
        sendActions(for: .touchUpInside, with: nil)
    }

    /// A hardware keyboard's key activating the focused control ended (`pressesEnded(_:with:)`,
    /// Full Keyboard Access): its primary actions are sent with the presses event (C3).
    open func pressesEnded(with event: PressesEvent) {
        sendActions(for: .touchUpInside, with: event)
    }
}
