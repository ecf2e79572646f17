/// The geometry exposure trusts (H1).
///
/// A layout bug can hand a view a NaN or infinite frame, a negative size or a coordinate of
/// `1e300`; a hostile host can hand anything. Exposure looks at geometry only through these checks:
/// a view whose frame, or whose ancestors' frames or scroll offsets, are not plausible is not
/// visible, and is kept out of the scroll index. Nothing converts such a value to an integer, so
/// nothing traps.
enum PlausibleGeometry {
    /// The largest coordinate or size taken as real, in points: a billion points, some 20 million
    /// table rows. Beyond it (and for NaN and infinities) geometry is absurd.
    static let maximumMagnitude = 1e9

    /// Finite and within ``maximumMagnitude`` (NaN fails every comparison).
    static func isPlausible(_ value: Double) -> Bool {
        value.magnitude <= maximumMagnitude
    }

    /// Both coordinates plausible.
    static func isPlausible(_ point: Point) -> Bool {
        isPlausible(point.x) && isPlausible(point.y)
    }

    /// A plausible origin and a plausible, non-negative size.
    static func isPlausible(_ rect: Rect) -> Bool {
        isPlausible(rect.origin) && isPlausible(rect.size.width) && isPlausible(rect.size.height)
            && rect.size.width >= 0 && rect.size.height >= 0
    }
}
