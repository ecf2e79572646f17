#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

/// Translations of UIKit's control events and input events into the core's (H8, F16): which
/// events a sent pair or action is registered for (`enumerateEventHandlers`, public since iOS
/// 14, lists target-actions, responder-chain ones and `UIAction`s), and what the `UIEvent` of a
/// sent action holds. Which of these are user actions is the core's decision.
extension UIControl {
    /// UIKit's constants and the core's events, by table (F12).
    private static let coreEvents: [(UIControl.Event, ControlEvent)] = [
        (.touchDown, .touchDown), (.touchDownRepeat, .touchDownRepeat), (.touchDragInside, .touchDragInside),
        (.touchDragOutside, .touchDragOutside), (.touchDragEnter, .touchDragEnter), (.touchDragExit, .touchDragExit),
        (.touchUpInside, .touchUpInside), (.touchUpOutside, .touchUpOutside), (.touchCancel, .touchCancel),
        (.valueChanged, .valueChanged), (.primaryActionTriggered, .primaryActionTriggered),
        (.menuActionTriggered, .menuActionTriggered), (.editingDidBegin, .editingDidBegin),
        (.editingChanged, .editingChanged), (.editingDidEnd, .editingDidEnd), (.editingDidEndOnExit, .editingDidEndOnExit),
    ]

    /// The core's events for UIKit's.
    static func coreEvents(_ events: UIControl.Event) -> Set<ControlEvent> {
        Set(coreEvents.filter { events.contains($0.0) }.map(\.1))
    }

    /// The events the target-action `action` to `target` (`nil`: the responder chain) is
    /// registered for.
    func controlEvents(sending action: Selector, to target: Any?) -> Set<ControlEvent> {
        var events: UIControl.Event = []
        let target = target as AnyObject?
        enumerateEventHandlers { handler, pair, pairEvents, _ in
            guard handler == nil, let pair, pair.1 == action, (pair.0 as AnyObject?) === target else { return }
            events.formUnion(pairEvents)
        }
        return Self.coreEvents(events)
    }

    /// The events the action handler `action` is registered for.
    func controlEvents(performing action: UIAction) -> Set<ControlEvent> {
        var events: UIControl.Event = []
        enumerateEventHandlers { handler, _, handlerEvents, _ in
            if handler === action { events.formUnion(handlerEvents) }
        }
        return Self.coreEvents(events)
    }
}

extension ControlActionDispatch {
    /// The dispatch of an action with `events`, sent with `event` to an object of `targetType`:
    /// the phases of its touches, a press, or nothing; whether VoiceOver or Switch Control runs;
    /// which dispatch of `event` it is (UIKit restamps its reused presses event for each press);
    /// and whether the sending control's tracked touch is inside it (`isTouchInside`, set before
    /// UIKit sends the pair for `touchUpInside` or `touchUpOutside`, C1).
    @MainActor
    init(events: Set<ControlEvent>, event: UIEvent?, targetType: AnyClass? = nil, isTouchInside: Bool? = nil) {
        var input = Input.none
        switch event?.type {
        case .touches?:
            var phases: [PhysicalActionID: PhysicalActionPhase] = [:]
            for touch in event?.allTouches ?? [] {
                if let phase = PlatformTouchPhase(touch.phase).physicalActionPhase { phases[PhysicalActionID(touch)] = phase }
            }
            if !phases.isEmpty { input = .touches(phases) }
        case .presses?:
            input = .press
        default:
            break
        }
        let technology: UIAccessibility.AssistiveTechnologyIdentifier? =
            UIAccessibility.isVoiceOverRunning ? .notificationVoiceOver : UIAccessibility.isSwitchControlRunning ? .notificationSwitchControl : nil
        self.init(
            events: events, input: input,
            isAssistiveTechnologyRunning: technology != nil,
            targetType: targetType,
            inputEvent: event.map { InputEventIdentity(event: ObjectIdentifier($0), timestamp: $0.timestamp) },
            isTouchInside: isTouchInside,
            assistiveFocus: technology.flatMap(Self.focus(of:))
        )
    }

    /// Where `technology`'s cursor is (`UIAccessibility.focusedElement(using:)`, public since iOS 9):
    /// the view of the focused element, or of the nearest view holding it (an accessibility element's
    /// `accessibilityContainer`); `nil` when UIKit tells none. Read only while the technology runs.
    @MainActor
    private static func focus(of technology: UIAccessibility.AssistiveTechnologyIdentifier) -> AssistiveFocus? {
        var element = UIAccessibility.focusedElement(using: technology)
        for _ in 0..<8 {
            if let view = element as? UIView { return AssistiveFocus(on: view, parent: \.superview) }
            guard let next = (element as? UIAccessibilityElement)?.accessibilityContainer else { return nil }
            element = next
        }
        return nil
    }
}

extension PlatformTouchPhase {
    /// UIKit's phase, one for one.
    init(_ phase: UITouch.Phase) {
        switch phase {
        case .began: self = .began
        case .moved: self = .moved
        case .stationary: self = .stationary
        case .ended: self = .ended
        case .cancelled: self = .cancelled
        case .regionEntered, .regionMoved, .regionExited: self = .region
        @unknown default: self = .unknown
        }
    }
}
#endif
