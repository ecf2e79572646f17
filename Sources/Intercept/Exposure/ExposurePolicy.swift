/// When a tracked view counts as exposed (X1, X4).
public struct ExposurePolicy: Sendable, Equatable {
    /// The fraction of the view's area that must be inside its window and unclipped, from 0
    /// (any pixel) to 1 (all of it); "at least": a view exactly at the fraction counts.
    public var minimumVisibleFraction: Double
    /// How long, in seconds, the view must stay visible before the exposure counts; leaving
    /// earlier re-arms it. 0 reports at once.
    public var minimumDwell: Double
    /// Which views hide tracked views drawn below them (X5).
    public var occlusion = OcclusionPolicy()

    /// Creates a policy; values are clamped to their valid ranges.
    public init(minimumVisibleFraction: Double = 0.5, minimumDwell: Double = 0) {
        self.minimumVisibleFraction = min(max(minimumVisibleFraction, 0), 1)
        self.minimumDwell = max(0, minimumDwell)
    }
}
