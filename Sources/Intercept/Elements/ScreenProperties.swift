/// The screen an event happened on (E3).
public struct ScreenProperties: Sendable, Equatable, Hashable, Codable {
    /// `screen_name`: the view controller's class name, or its declared page id.
    public var name: String
    /// `title`: the screen's title, when it has one.
    public var title: String?

    /// Creates screen properties.
    public init(name: String, title: String? = nil) {
        self.name = name
        self.title = title
    }
}
