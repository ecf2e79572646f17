/// Caps that keep describing an element cheap and every event small, however large the view tree
/// or the strings the app and its users put in it (E8, H3).
///
/// Strings are capped twice, in grapheme clusters (what a reader counts as characters) and in
/// UTF-8 bytes (what a back end stores), and never cut inside a cluster: one character carrying a
/// million combining marks is dropped whole rather than kept in part. Before any string is looked
/// at in full it is cut to a window a few times its byte cap, so the work is bounded too. Then the
/// whole event is capped in encoded JSON bytes: custom properties go first, largest first, then
/// the optional texts.
public struct ElementPropertyLimits: Sendable, Equatable {
    /// The longest `element_content`, in grapheme clusters; longer content is cut.
    public var maximumContentLength: Int
    /// The longest `element_content`, in UTF-8 bytes.
    public var maximumContentBytes: Int
    /// The most subviews visited to gather a container's content.
    public var maximumContentNodes: Int
    /// The most levels an element path walks up; a deeper element gets a path that starts with "…".
    public var maximumPathDepth: Int
    /// The longest `element_path`, in UTF-8 bytes: the levels nearest the element are kept, and a
    /// path cut this way starts with "…" too.
    public var maximumPathBytes: Int
    /// The longest of every other string an event carries (kind, host type, element type, tracking
    /// id, position, screen name and title, custom property keys and string values), in grapheme
    /// clusters.
    public var maximumTextLength: Int
    /// The same strings' cap in UTF-8 bytes.
    public var maximumTextBytes: Int
    /// The most custom properties an event carries; beyond it, the first keys in sorted order are
    /// kept.
    public var maximumCustomProperties: Int
    /// The most bytes one event takes encoded as JSON, in either `EventFormat`. At least 2,048.
    public var maximumEventBytes: Int

    /// Creates limits. Values below 1 are treated as 1, and a byte cap below 4 as 4 (the longest
    /// UTF-8 scalar); `maximumEventBytes` below 2,048 is treated as 2,048.
    public init(
        maximumContentLength: Int = 128,
        maximumContentBytes: Int = 512,
        maximumContentNodes: Int = 64,
        maximumPathDepth: Int = 24,
        maximumPathBytes: Int = 1_024,
        maximumTextLength: Int = 256,
        maximumTextBytes: Int = 1_024,
        maximumCustomProperties: Int = 64,
        maximumEventBytes: Int = 16_384
    ) {
        self.maximumContentLength = max(1, maximumContentLength)
        self.maximumContentBytes = max(4, maximumContentBytes)
        self.maximumContentNodes = max(1, maximumContentNodes)
        self.maximumPathDepth = max(1, maximumPathDepth)
        self.maximumPathBytes = max(4, maximumPathBytes)
        self.maximumTextLength = max(1, maximumTextLength)
        self.maximumTextBytes = max(4, maximumTextBytes)
        self.maximumCustomProperties = max(1, maximumCustomProperties)
        self.maximumEventBytes = max(2_048, maximumEventBytes)
    }
}
