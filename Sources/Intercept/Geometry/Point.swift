/// A point in a view's coordinate space, in points.
///
/// Intercept's own type rather than `Point`, so that the core needs nothing but Foundation on
/// every platform; the UIKit adapter converts.
public struct Point: Sendable, Hashable, Codable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}
