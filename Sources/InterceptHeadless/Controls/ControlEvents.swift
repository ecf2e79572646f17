@_spi(Platform) import Intercept

/// The headless counterpart of `UIControl.Event`: the kinds of control events target-actions are
/// registered for.
public struct ControlEvents: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let touchDown = ControlEvents(rawValue: 1 << 0)
    public static let touchDownRepeat = ControlEvents(rawValue: 1 << 1)
    public static let touchDragInside = ControlEvents(rawValue: 1 << 2)
    public static let touchDragOutside = ControlEvents(rawValue: 1 << 3)
    public static let touchDragEnter = ControlEvents(rawValue: 1 << 4)
    public static let touchDragExit = ControlEvents(rawValue: 1 << 5)
    public static let touchUpInside = ControlEvents(rawValue: 1 << 6)
    public static let touchUpOutside = ControlEvents(rawValue: 1 << 7)
    public static let touchCancel = ControlEvents(rawValue: 1 << 8)
    public static let valueChanged = ControlEvents(rawValue: 1 << 12)
    public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 13)
    /// Sent as the control's menu is about to be presented (`UIControl.Event.menuActionTriggered`,
    /// iOS 14: "a menu action has triggered prior to the menu being presented").
    public static let menuActionTriggered = ControlEvents(rawValue: 1 << 14)
    public static let editingDidBegin = ControlEvents(rawValue: 1 << 16)
    public static let editingChanged = ControlEvents(rawValue: 1 << 17)
    public static let editingDidEnd = ControlEvents(rawValue: 1 << 18)
    public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 19)
    public static let allTouchEvents = ControlEvents(rawValue: 0x0FFF)
    public static let allEditingEvents = ControlEvents(rawValue: 0xF_0000)
    public static let allEvents = ControlEvents(rawValue: 0xFFFF_FFFF)

    /// The single events in this set, lowest bit first.
    var singleEvents: [ControlEvents] {
        (0..<UInt.bitWidth).compactMap { bit in
            let event = ControlEvents(rawValue: 1 << UInt(bit))
            return contains(event) ? event : nil
        }
    }

    /// The core's events for these (H8), by table.
    static let coreEvents: [(ControlEvents, ControlEvent)] = [
        (.touchDown, .touchDown), (.touchDownRepeat, .touchDownRepeat), (.touchDragInside, .touchDragInside),
        (.touchDragOutside, .touchDragOutside), (.touchDragEnter, .touchDragEnter), (.touchDragExit, .touchDragExit),
        (.touchUpInside, .touchUpInside), (.touchUpOutside, .touchUpOutside), (.touchCancel, .touchCancel),
        (.valueChanged, .valueChanged), (.primaryActionTriggered, .primaryActionTriggered), (.menuActionTriggered, .menuActionTriggered),
        (.editingDidBegin, .editingDidBegin), (.editingChanged, .editingChanged), (.editingDidEnd, .editingDidEnd),
        (.editingDidEndOnExit, .editingDidEndOnExit),
    ]

    /// The core's events in this set.
    var coreEvents: Set<ControlEvent> {
        Set(Self.coreEvents.filter { contains($0.0) }.map(\.1))
    }
}
