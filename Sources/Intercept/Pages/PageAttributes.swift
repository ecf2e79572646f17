/// What the app declares about a screen as a page (P2, P4).
public struct PageAttributes: Sendable, Equatable {
    /// The page's id, reported as `screen_name` instead of the type name.
    public var pageID: String?
    /// Data sent with the page's events.
    public var properties: [String: PropertyValue]
    /// Whether the screen is a page: `nil` for the default (containers are not, others are).
    public var isPage: Bool?

    /// Creates attributes; by default nothing is declared.
    public init(pageID: String? = nil, properties: [String: PropertyValue] = [:], isPage: Bool? = nil) {
        self.pageID = pageID
        self.properties = properties
        self.isPage = isPage
    }
}
