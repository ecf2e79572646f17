/// Where the app lets Intercept send words it did not write for the element itself (N3, N4): the
/// text of labels and images' accessibility labels, the texts a cell or container gathers from
/// its subviews (``ElementTrackingRules/displayedText``), and screens' titles
/// (``ElementTrackingRules/screenTitles``). By default nowhere.
///
/// An opt-in is global, per screen (by `screen_name`: the declared page id or the screen's type
/// name), or per type (the described view's class for displayed text, the screen's class for
/// titles); the three add up. What is let through is still redacted
/// (``ElementTrackingRules/sensitiveTextDetectors``, H5) and withheld inside private views (E8).
///
/// ```swift
/// var rules = ElementTrackingRules()
/// rules.displayedText = TextOptIn(screens: ["catalog"])
/// rules.screenTitles = .everywhere
/// ```
public struct TextOptIn: Sendable, Equatable {
    /// Whether the text is sent everywhere.
    public var isEverywhere: Bool
    /// Screens, by `screen_name`, where the text is sent.
    public var screens: Set<String>
    /// Types where the text is sent: the described view's class (displayed text) or the screen's
    /// class (titles), matched as ``ViewTypeSet`` matches, subclasses included.
    public var types: ViewTypeSet

    /// Creates an opt-in; by default it lets nothing through.
    public init(everywhere: Bool = false, screens: Set<String> = [], types: ViewTypeSet = ViewTypeSet()) {
        self.isEverywhere = everywhere
        self.screens = screens
        self.types = types
    }

    /// Nothing is let through: the default.
    public static var nowhere: TextOptIn { TextOptIn() }

    /// Everything is let through (redacted, E8 and H5 still apply).
    public static var everywhere: TextOptIn { TextOptIn(everywhere: true) }

    /// Whether nothing is let through anywhere.
    public var isNowhere: Bool { !isEverywhere && screens.isEmpty && types.isEmpty }

    /// How far an opt-in reaches, worked out once per set of rules.
    enum Reach: Sendable {
        case nowhere, everywhere, someScreensOrTypes
    }

    var reach: Reach { isEverywhere ? .everywhere : isNowhere ? .nowhere : .someScreensOrTypes }

    /// Whether the text of `object` (a view, or a screen for its title) on the screen named
    /// `screen` is let through.
    @MainActor
    func allows(screen: String?, object: AnyObject?) -> Bool {
        if isEverywhere { return true }
        if let screen, !screens.isEmpty, screens.contains(screen) { return true }
        if let object, !types.isEmpty, types.contains(object) { return true }
        return false
    }
}
