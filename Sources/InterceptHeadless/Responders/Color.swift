/// The headless counterpart of `UIColor`, reduced to what views need from it: a gray level and
/// an opacity. Exposure reads the opacity of a view's background to know whether the view hides
/// what is drawn below it (X5).
public struct Color: Sendable, Equatable {
    /// The gray level, 0 (black) to 1 (white).
    public var white: Double
    /// The opacity, 0 (clear) to 1 (opaque).
    public var alpha: Double

    /// Creates a color.
    public init(white: Double, alpha: Double = 1) {
        self.white = white
        self.alpha = alpha
    }

    /// Opaque white.
    public static let white = Color(white: 1)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Fully transparent.
    public static let clear = Color(white: 0, alpha: 0)
}
