/// An element of a declarative UI, described from what the app declared rather than found in a
/// view tree (S2, S4): SwiftUI has no views to walk, so the platform collects the declared names,
/// `ForEach` identities, screen and privacy from the environment the element sits in.
@MainActor
@_spi(Platform) public struct DeclaredElement {
    /// `element_type`: the SwiftUI type ("Button", "Toggle"), readable (`HostedViewTypeName`).
    public var type: String
    /// The element's name: the last segment of its path, and its `element_id`.
    public var name: String
    /// What it shows (a button's title, a control's label), when the app gave it.
    public var label: String?
    /// The declared containers above it, outermost first.
    public var path: [DeclaredPathSegment]
    /// `element_position`, for an element in a list (its item's identity or index).
    public var position: String?
    /// Whether it, or a declared container above it, is private: no content (H4, E8).
    public var isPrivate: Bool
    /// Custom properties sent with its events (E6).
    public var properties: [String: PropertyValue]
    /// The declared screen it is on, if any (E3).
    public var screen: DeclaredScreen?

    /// Creates a declared element.
    public init(
        type: String, name: String, label: String? = nil, path: [DeclaredPathSegment] = [], position: String? = nil,
        isPrivate: Bool = false, properties: [String: PropertyValue] = [:], screen: DeclaredScreen? = nil
    ) {
        self.type = type
        self.name = name
        self.label = label
        self.path = path
        self.position = position
        self.isPrivate = isPrivate
        self.properties = properties
        self.screen = screen
    }
}
