import Foundation

/// One interaction, as handed to every tracker.
///
/// A value type that is `Sendable` (it crosses from the UI thread to tracker threads), `Codable`
/// (trackers persist and transmit it) and `Equatable` (tests compare it).
public struct InteractionEvent: Sendable, Equatable, Codable, Identifiable {
    /// Unique per event; durable delivery de-duplicates by it.
    public var id: EventID
    /// What happened.
    public var kind: InteractionKind
    /// When it happened, by the interception's clock.
    public var timestamp: Date
    /// The host that reported it (the table view for a row selection).
    public var host: HostIdentity?
    /// The element it is about (E1-E6).
    public var element: ElementProperties?
    /// The section and row or item of a list selection (D3).
    public var listPosition: ListPosition?
    /// The screen it happened on (E3).
    public var screen: ScreenProperties?
    /// The app's custom properties (E6), or a page's or exposed view's declared data.
    public var customProperties: [String: PropertyValue]
    /// Seconds: how long a page was shown (`pageExit`, P1) or a session lasted (`appEnd`, P5).
    public var duration: Double?
    /// Where the touch landed, for taps, control actions, selections and tap signals (A3); `nil`
    /// on a text input itself, where the position is the key typed (H8).
    public var touch: TouchLocation?
    /// How many taps a `rageTap` counted (A1).
    public var tapCount: Int?
    /// The menu an action was chosen from (M1).
    public var menu: MenuProperties?
    /// How an action that came without a touch was made (an assistive technology, a keyboard, a
    /// control settling); `nil` for touches and for events that are not actions (H8).
    public var inputMethod: InputMethod?
    /// What the caps cut from this event, when they cut something (N6); `nil` for an event
    /// delivered whole.
    public var trim: EventTrim?

    /// Creates an event. The id defaults to the next id of this process.
    public init(
        id: EventID = .next(),
        kind: InteractionKind,
        timestamp: Date,
        host: HostIdentity? = nil,
        element: ElementProperties? = nil,
        listPosition: ListPosition? = nil,
        screen: ScreenProperties? = nil,
        customProperties: [String: PropertyValue] = [:],
        duration: Double? = nil,
        touch: TouchLocation? = nil,
        tapCount: Int? = nil,
        menu: MenuProperties? = nil,
        inputMethod: InputMethod? = nil,
        trim: EventTrim? = nil
    ) {
        self.id = id
        self.kind = kind
        self.timestamp = timestamp
        self.host = host
        self.element = element
        self.listPosition = listPosition
        self.screen = screen
        self.customProperties = customProperties
        self.duration = duration
        self.touch = touch
        self.tapCount = tapCount
        self.menu = menu
        self.inputMethod = inputMethod
        self.trim = trim
    }
}
