/// What a view declares to have its exposures reported (X1-X4): an identity that survives cell
/// reuse, data, and optionally its own threshold and dwell time.
public struct ExposureContext: Sendable, Equatable {
    /// The identity of what the view shows; a reused cell showing another item declares another
    /// id, and an item keeps its identity whichever cell shows it (X2).
    public var trackingID: String
    /// Data sent with the exposure event.
    public var properties: [String: PropertyValue]
    /// The fraction of the view's area that must be visible, overriding the policy's.
    public var minimumVisibleFraction: Double?
    /// How long the view must stay visible, in seconds, overriding the policy's (X4).
    public var minimumDwell: Double?

    /// Creates a context.
    public init(trackingID: String, properties: [String: PropertyValue] = [:], minimumVisibleFraction: Double? = nil, minimumDwell: Double? = nil) {
        self.trackingID = trackingID
        self.properties = properties
        self.minimumVisibleFraction = minimumVisibleFraction
        self.minimumDwell = minimumDwell
    }
}
