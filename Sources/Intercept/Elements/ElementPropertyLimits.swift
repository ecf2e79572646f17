/// Caps that keep describing an element cheap and bounded however large the view tree is (E8).
public struct ElementPropertyLimits: Sendable, Equatable {
    /// The longest `element_content`, in characters; longer content is cut.
    public var maximumContentLength: Int
    /// The most subviews visited to gather a container's content.
    public var maximumContentNodes: Int
    /// The most levels an element path walks up; a deeper element gets a path that starts with "…".
    public var maximumPathDepth: Int

    /// Creates limits. Values below 1 are treated as 1.
    public init(maximumContentLength: Int = 128, maximumContentNodes: Int = 64, maximumPathDepth: Int = 24) {
        self.maximumContentLength = max(1, maximumContentLength)
        self.maximumContentNodes = max(1, maximumContentNodes)
        self.maximumPathDepth = max(1, maximumPathDepth)
    }
}
