/// The app-wide rules for describing elements: caps, privacy and what is ignored (E2, E7, E8).
public struct ElementTrackingRules: Sendable, Equatable {
    /// Length and depth caps.
    public var limits: ElementPropertyLimits
    /// Whether text inputs give their text at all: `false` by default, so text fields, text views
    /// and search fields report their type and path, never what the user typed (H8). Opting in
    /// still withholds secure entry and ``sensitiveContentTypes``.
    public var capturesTypedText: Bool
    /// Text inputs of these content types never give their text, even with ``capturesTypedText``
    /// (E8, H9).
    public var sensitiveContentTypes: Set<TextContentType>
    /// Views of these types produce no events (E7).
    public var ignoredViewTypes: ViewTypeSet
    /// Screens (by `screen_name`) whose views produce no events (E7).
    public var ignoredScreens: Set<String>
    /// What is redacted from content and titles wherever it appears (H5); all detectors by
    /// default, an empty set turns redaction off.
    public var sensitiveTextDetectors: Set<SensitiveTextDetector>
    /// The platform's own interface (keyboard, input, pickers' and menus' internals, remote
    /// controllers): nothing in it is described, so no family reports it, and its lists are not
    /// intercepted (F15).
    public var systemInterface = SystemInterfacePolicy()
    /// Where text the app did not write for the element itself is content (N3): a label's text,
    /// an image's accessibility label, the texts a cell or a container (a card with a tap
    /// recognizer, a root view) gathers from its subviews. ``TextOptIn/nowhere`` by default: a
    /// control's own title or accessibility label, a switch's state and a slider's value are the
    /// only content, and cells, containers, labels and images report their type, path, position
    /// and what the app declared, never text.
    public var displayedText = TextOptIn.nowhere
    /// Where screens' titles are sent (N4, E3): ``TextOptIn/nowhere`` by default, since a title
    /// can be the data (a chat's title is the contact's name); a screen is named by its declared
    /// page id or its type. ``TextOptIn/types`` matches the screen's class here.
    public var screenTitles = TextOptIn.nowhere

    /// Creates rules; the defaults capture no typed text, redact every kind of sensitive text
    /// and ignore nothing.
    public init(
        limits: ElementPropertyLimits = ElementPropertyLimits(),
        capturesTypedText: Bool = false,
        sensitiveContentTypes: Set<TextContentType> = TextContentType.sensitiveByDefault,
        ignoredViewTypes: ViewTypeSet = ViewTypeSet(),
        ignoredScreens: Set<String> = [],
        sensitiveTextDetectors: Set<SensitiveTextDetector> = Set(SensitiveTextDetector.allCases)
    ) {
        self.limits = limits
        self.capturesTypedText = capturesTypedText
        self.sensitiveContentTypes = sensitiveContentTypes
        self.ignoredViewTypes = ignoredViewTypes
        self.ignoredScreens = ignoredScreens
        self.sensitiveTextDetectors = sensitiveTextDetectors
    }
}
