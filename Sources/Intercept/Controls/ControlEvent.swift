/// A control event, as the core names it: the event a control sends a target-action for (H8).
///
/// Platforms translate their own constants (`UIControl.Event.touchUpInside`, ...) into these, by
/// table; which events are reported is the core's decision (``ControlActionPolicy``).
public enum ControlEvent: String, Sendable, Hashable, CaseIterable {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel
    case valueChanged, primaryActionTriggered, menuActionTriggered
    case editingDidBegin, editingChanged, editingDidEnd, editingDidEndOnExit

    /// Events of text editing: never actions (H8).
    public static let editing: Set<ControlEvent> = [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit]

    /// The events a control can send while the touch of its event is in `phase` (a touch's
    /// dispatch sends each phase's events); `nil`: sent with no touch.
    static func sent(during phase: PhysicalActionPhase?) -> Set<ControlEvent> {
        switch phase {
        case .began: return [.touchDown, .touchDownRepeat, .valueChanged, .editingDidBegin]
        case .moved: return [.touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit, .valueChanged]
        case .ended:
            return Set<ControlEvent>([.touchUpInside, .touchUpOutside, .valueChanged, .primaryActionTriggered, .menuActionTriggered])
                .union(editing)
        case .cancelled: return [.touchCancel, .valueChanged]
        case nil: return Set<ControlEvent>([.touchUpInside, .valueChanged, .primaryActionTriggered, .menuActionTriggered]).union(editing)
        }
    }
}
