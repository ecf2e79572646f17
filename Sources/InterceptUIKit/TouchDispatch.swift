#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

/// Translates UIKit's touch dispatch into the core's physical actions (U1, F6, F7, H8): which
/// touches began and ended in an event `sendEvent` dispatches, what a sent control action comes
/// with, and when the application resigns active, which ends every touch whatever UIKit delivers
/// afterwards. Every decision (whose action it is, whether it is a user action, what a lost end
/// does) is the core's.
@MainActor
enum TouchDispatch {
    private static var resignObserver: (any NSObjectProtocol)?

    /// Before UIKit dispatches `event`: its beginning touches start physical actions, and every
    /// touch's place and hit view is told.
    static func willDispatch(_ event: UIEvent) {
        guard event.type == .touches, let touches = event.allTouches, let interception = UIKitHooks.interception else { return }
        receivingRecognizers.removeAll(keepingCapacity: true)
        for touch in touches {
            switch touch.phase {
            case .began: interception.physicalActionDidBegin(PhysicalActionID(touch))
            case .ended, .cancelled:
                // Read before UIKit updates its recognizers for this event: the ones the touch
                // was delivered to (B1).
                receivingRecognizers.append((ObjectIdentifier(touch), touch.gestureRecognizers ?? []))
            default: break
            }
        }
        TouchLocationRelay.report(touches, to: interception)
    }

    /// The recognizers each ending touch of the event in dispatch was delivered to, read before
    /// the dispatch (`UITouch.gestureRecognizers`); a hand has few touches.
    private static var receivingRecognizers: [(touch: ObjectIdentifier, recognizers: [UIGestureRecognizer])] = []

    /// After UIKit dispatched `event`: its ending touches end their physical actions when the
    /// run-loop turn ends (``RunLoopTurnObserver``), after the table selection UIKit delivers then
    /// (B1); with the recognizers each was delivered to, of which only one still waiting for
    /// another tap withholds its end.
    static func didDispatch(_ event: UIEvent) {
        defer { receivingRecognizers.removeAll(keepingCapacity: true) }
        guard event.type == .touches, let touches = event.allTouches, let interception = UIKitHooks.interception else { return }
        for touch in touches where touch.phase == .ended || touch.phase == .cancelled {
            let id = ObjectIdentifier(touch)
            let recognizers = receivingRecognizers.first { $0.touch == id }?.recognizers ?? []
            interception.physicalActionDidEndTouch(PhysicalActionID(touch), receivedBy: recognizers)
        }
    }

    /// A control or bar button item is about to send the target-action `action` to `target` with
    /// `event`: described now (F10), finished with UIKit's result in ``controlAction(_:wasPerformed:)``
    /// (C1). The target's class lets the core tell UIKit's own hops (`_UIButtonBarButton` to
    /// `_UIButtonBarTargetAction`) from the app's actions (C5).
    static func controlWillSendAction(_ sender: any ControlHost, action: Selector, to target: AnyObject?, for event: UIEvent?) -> SentControlAction? {
        guard let interception = UIKitHooks.interception else { return nil }
        let control = sender as? UIControl
        let events = control?.controlEvents(sending: action, to: target) ?? []
        let dispatch = ControlActionDispatch(events: events, event: event, targetType: target.map { type(of: $0) }, isTouchInside: control?.isTouchInside)
        return interception.controlWillSendAction(from: sender, dispatch)
    }

    /// The send begun in ``controlWillSendAction(_:action:to:for:)`` returned `performed`.
    static func controlAction(_ sent: SentControlAction, wasPerformed performed: Bool) {
        UIKitHooks.interception?.controlAction(sent, wasPerformed: performed)
    }

    /// A control performs the action handler `action` (no event: UIKit passes none). A bar button
    /// item's primary action is never the item's here: `UIAction.sender` is set only while
    /// `performWithSender:target:` runs the handler, after this hook, and the item's report comes
    /// from that call (``willPerform(_:sender:)``; F7).
    static func controlWillPerform(_ action: UIAction, from control: UIControl) {
        guard let interception = UIKitHooks.interception else { return }
        interception.controlDidSendAction(from: control, ControlActionDispatch(events: control.controlEvents(performing: action), event: nil))
    }

    /// UIKit performs `element` (a `UIAction` or a `UICommand`) with `sender`
    /// (`performWithSender:target:`), translated for the core, which decides (M1, B5): a
    /// bar button item performing its primary action (UIKit's `_triggerActionForEvent:`, no
    /// `sendAction` passing: F7, C5), a context menu interaction performing the user's choice
    /// (`contextMenuPresentation:didSelectMenuLeaf:`, the interaction as its sender; a control's
    /// own menu is shown by the control's own interaction), a control, or anything else.
    static func willPerform(_ element: UIMenuElement, sender: Any?) {
        guard let interception = UIKitHooks.interception else { return }
        let typeName = element is UICommand ? commandTypeName : actionTypeName
        interception.menuElementWillBePerformed(title: element.title, elementType: typeName, by: performer(of: element, sender: sender))
    }

    /// The type names menu choices carry: UIKit's classes, by their own names.
    private static let actionTypeName = String(describing: UIAction.self)
    private static let commandTypeName = String(describing: UICommand.self)

    private static func performer(of element: UIMenuElement, sender: Any?) -> MenuElementPerformer {
        switch sender {
        case let item as UIBarButtonItem:
            return .control(item, isItsPrimaryAction: item.primaryAction === element, dispatch: ControlActionDispatch(events: [], event: nil))
        case let control as UIControl:
            // UIControl has no public primary action getter; its actions pass `sendAction` anyway.
            return .control(control, isItsPrimaryAction: false, dispatch: ControlActionDispatch(events: [], event: nil))
        case let interaction as UIContextMenuInteraction:
            let location = interaction.view.map { _ in Point(interaction.location(in: nil)) }
            return .contextMenu(
                source: interaction.view, location: location,
                firstResponder: { [weak interaction] in interaction?.view?.currentFirstResponder() as? UIView },
                owner: interaction.view.flatMap { MenuOwners.owner(of: element, shownBy: $0) })
        default:
            return .other
        }
    }

    /// Starts telling the interception when the application resigns active: the system takes
    /// the touches, and their ends may never be dispatched (F6). Once per process.
    static func observeInterruptions(center: NotificationCenter = .default) {
        guard resignObserver == nil else { return }
        resignObserver = center.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: .main) { _ in
            PlatformHook.intercept { UIKitHooks.interception?.physicalActionsWereInterrupted() }
        }
    }
}
#endif
