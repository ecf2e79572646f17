/// A page shown inside one screen, for screens that carry several pages (a web or cross-platform
/// container whose inner pages change) (P2).
public struct InnerPage: Sendable, Equatable {
    /// The page's id, its `screen_name`.
    public var id: String
    /// Its title.
    public var title: String?
    /// Data sent with its events.
    public var properties: [String: PropertyValue]

    /// Creates an inner page.
    public init(id: String, title: String? = nil, properties: [String: PropertyValue] = [:]) {
        self.id = id
        self.title = title
        self.properties = properties
    }
}
