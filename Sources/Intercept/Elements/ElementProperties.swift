/// The description of the element an event is about (E1-E6).
public struct ElementProperties: Sendable, Equatable, Hashable, Codable {
    /// `element_type`: the view's class name or declared display type (E1).
    public var type: String
    /// `element_content`: what the element shows, capped and privacy-filtered (E2, E8).
    public var content: String?
    /// `element_path`: from the screen's root view down to the element (E4).
    public var path: String
    /// `element_position`: "section:row" or "section:item" for cells (E5).
    public var position: String?
    /// `element_id`: the tracking id the app declared (E6).
    public var trackingID: String?

    /// Texts the describer cut to fit their caps (content, path), carried to
    /// ``InteractionEvent/limited(by:)``, which counts them in the event's ``InteractionEvent/trim``
    /// (N6) and clears this; not encoded.
    var describerCuts = 0

    private enum CodingKeys: String, CodingKey {
        case type, content, path, position, trackingID
    }

    /// Creates element properties.
    public init(type: String, content: String? = nil, path: String, position: String? = nil, trackingID: String? = nil) {
        self.type = type
        self.content = content
        self.path = path
        self.position = position
        self.trackingID = trackingID
    }
}
