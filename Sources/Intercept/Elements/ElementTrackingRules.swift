/// The app-wide rules for describing elements: caps, privacy and what is ignored (E2, E7, E8).
public struct ElementTrackingRules: Sendable, Equatable {
    /// Length and depth caps.
    public var limits: ElementPropertyLimits
    /// Text inputs of these content types never give their text (E8).
    public var sensitiveContentTypes: Set<TextContentType>
    /// Views of these types produce no events (E7).
    public var ignoredViewTypes: ViewTypeSet
    /// Screens (by `screen_name`) whose views produce no events (E7).
    public var ignoredScreens: Set<String>
    /// What is redacted from content and titles wherever it appears (H5); all detectors by
    /// default, an empty set turns redaction off.
    public var sensitiveTextDetectors: Set<SensitiveTextDetector>

    /// Creates rules; the defaults capture no sensitive text, redact every kind of sensitive text
    /// and ignore nothing.
    public init(
        limits: ElementPropertyLimits = ElementPropertyLimits(),
        sensitiveContentTypes: Set<TextContentType> = TextContentType.sensitiveByDefault,
        ignoredViewTypes: ViewTypeSet = ViewTypeSet(),
        ignoredScreens: Set<String> = [],
        sensitiveTextDetectors: Set<SensitiveTextDetector> = Set(SensitiveTextDetector.allCases)
    ) {
        self.limits = limits
        self.sensitiveContentTypes = sensitiveContentTypes
        self.ignoredViewTypes = ignoredViewTypes
        self.ignoredScreens = ignoredScreens
        self.sensitiveTextDetectors = sensitiveTextDetectors
    }
}
