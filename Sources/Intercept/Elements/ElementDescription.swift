/// Everything an event needs to say about the element a user touched, read at the moment of the
/// interaction.
public struct ElementDescription: Sendable, Equatable {
    /// The element itself (E1, E2, E4, E5, E6).
    public var element: ElementProperties
    /// Its screen (E3), when it is on one.
    public var screen: ScreenProperties?
    /// The custom properties the app declared on the view (E6).
    public var customProperties: [String: PropertyValue]

    /// Creates a description.
    public init(element: ElementProperties, screen: ScreenProperties?, customProperties: [String: PropertyValue] = [:]) {
        self.element = element
        self.screen = screen
        self.customProperties = customProperties
    }
}
