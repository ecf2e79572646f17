/// Where a touch landed (A3), for heatmaps: in its window's coordinates, and relative to the
/// bounds of the element the event is about, normalized from 0 to 1 on each axis so that taps on
/// one element from different screen sizes land in one place.
public struct TouchLocation: Sendable, Hashable, Codable {
    /// The point in the window's coordinate space, in points.
    public var window: Point
    /// The point relative to the element's bounds: (0, 0) its top left, (1, 1) its bottom right,
    /// clamped to that range (a finger lifting just outside still counts at the edge). `nil` when
    /// the element has no area.
    public var element: Point?

    /// Creates a location.
    public init(window: Point, element: Point? = nil) {
        self.window = window
        self.element = element
    }
}
