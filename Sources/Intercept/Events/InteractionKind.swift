/// What kind of interaction an event reports.
///
/// A struct with a raw value rather than an enum, so that apps and tracker back ends can add kinds
/// (and decode kinds from newer versions) without breaking exhaustive switches.
public struct InteractionKind: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The kind's name as it appears in encoded events.
    public var rawValue: String

    /// Wraps a kind name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A user selected a table row (D3).
    public static let rowSelected = InteractionKind(rawValue: "rowSelected")
    /// A user selected a collection item (D3).
    public static let itemSelected = InteractionKind(rawValue: "itemSelected")
    /// A tap gesture was recognized.
    public static let tap = InteractionKind(rawValue: "tap")
    /// A long-press gesture was recognized.
    public static let longPress = InteractionKind(rawValue: "longPress")
    /// A control sent its action for a user touch.
    public static let controlAction = InteractionKind(rawValue: "controlAction")
    /// A page appeared.
    public static let pageEnter = InteractionKind(rawValue: "pageEnter")
    /// A page disappeared.
    public static let pageExit = InteractionKind(rawValue: "pageExit")
    /// A tracked view became visible.
    public static let exposure = InteractionKind(rawValue: "exposure")
    /// The app started.
    public static let appStart = InteractionKind(rawValue: "appStart")
    /// The app session ended.
    public static let appEnd = InteractionKind(rawValue: "appEnd")
    /// Repeated taps on one element in a short time and distance (A1); `tapCount` says how many,
    /// the timestamp is the first tap's, the touch location the last tap's.
    public static let rageTap = InteractionKind(rawValue: "rageTap")
    /// A tap nothing handled (A2).
    public static let deadTap = InteractionKind(rawValue: "deadTap")

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
