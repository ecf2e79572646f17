/// A width and a height, in points.
public struct Size: Sendable, Hashable, Codable {
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No size.
    public static let zero = Size(width: 0, height: 0)
}
