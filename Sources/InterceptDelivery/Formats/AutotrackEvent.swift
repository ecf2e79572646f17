@_spi(Platform) import Intercept

/// An event in the shape common to autotracking SDKs (T4): an event name such as `$AppClick` and
/// `$`-prefixed properties such as `$element_type` and `$screen_name`.
public struct AutotrackEvent: Sendable, Equatable, Codable {
    /// Always "track".
    public var type: String
    /// `$AppClick`, `$AppViewScreen`, `$AppPageLeave`, `$AppExposure`, `$AppStart`, `$AppEnd`, or
    /// the kind's own name for kinds without an autotrack counterpart.
    public var event: String
    /// Milliseconds since 1970.
    public var time: Int64
    /// The Intercept event id, for de-duplication downstream.
    public var eventID: String
    /// `$element_type`, `$element_content`, `$element_position`, `$element_path`, `$element_id`,
    /// `$screen_name`, `$title`, `event_duration` (seconds), `$touch_x`, `$touch_y` (window
    /// points) and `$touch_element_x`, `$touch_element_y` (0-1 in the element, A3), `$tap_count`, `$input_method` (H8)
    /// (A1), `$menu_title`, `$menu_source_path` (M1), `$trimmed_properties` and `$trimmed_texts`
    /// when the caps cut the event (N6), and the app's custom properties.
    public var properties: [String: PropertyValue]

    enum CodingKeys: String, CodingKey {
        case type, event, time, properties
        case eventID = "event_id"
    }

    /// Maps an interaction event to the autotrack shape.
    public init(_ event: InteractionEvent) {
        self.type = "track"
        self.event = Self.eventName(for: event.kind)
        self.time = Self.milliseconds(since1970: event.timestamp.timeIntervalSince1970)
        self.eventID = event.id.description
        var properties = event.customProperties
        func set(_ key: String, _ value: String?) {
            if let value { properties[key] = .string(value) }
        }
        set("$element_type", event.element?.type)
        set("$element_content", event.element?.content)
        set("$element_position", event.element?.position ?? event.listPosition?.description)
        set("$element_path", event.element?.path)
        set("$element_id", event.element?.trackingID)
        set("$screen_name", event.screen?.name)
        set("$title", event.screen?.title)
        if let duration = event.duration { properties["event_duration"] = .double(duration) }
        if let touch = event.touch {
            properties["$touch_x"] = .double(touch.window.x)
            properties["$touch_y"] = .double(touch.window.y)
            if let relative = touch.element {
                properties["$touch_element_x"] = .double(relative.x)
                properties["$touch_element_y"] = .double(relative.y)
            }
        }
        if let count = event.tapCount { properties["$tap_count"] = .integer(count) }
        set("$input_method", event.inputMethod?.rawValue)
        if let trim = event.trim {
            properties["$trimmed_properties"] = .integer(trim.droppedProperties)
            properties["$trimmed_texts"] = .integer(trim.cutTexts)
        }
        if let menu = event.menu {
            set("$menu_title", menu.title)
            set("$menu_source_path", menu.sourcePath)
        }
        self.properties = properties
    }

    /// Milliseconds, clamped to what `Int64` holds; 0 for a non-finite time (H6).
    static func milliseconds(since1970 seconds: Double) -> Int64 {
        let milliseconds = (seconds * 1000).rounded()
        guard milliseconds.isFinite else { return 0 }
        return Int64(min(max(milliseconds, -9.2e18), 9.2e18))
    }

    /// The autotrack event name for an interaction kind.
    public static func eventName(for kind: InteractionKind) -> String {
        switch kind {
        case .rowSelected, .itemSelected, .tap, .longPress, .controlAction: return "$AppClick"
        case .pageEnter: return "$AppViewScreen"
        case .pageExit: return "$AppPageLeave"
        case .exposure: return "$AppExposure"
        case .appStart: return "$AppStart"
        case .appEnd: return "$AppEnd"
        default: return kind.rawValue
        }
    }
}
