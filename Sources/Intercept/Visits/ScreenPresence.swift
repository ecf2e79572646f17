/// Whether a screen is on screen, from the geometry a declarative UI can read (S1): its frame and
/// its window's bounds, in the window's coordinates.
///
/// A screen counts when at least ``minimumVisibleFraction`` of it is inside its window: a
/// page-style `TabView` keeps the pages beside the shown one in the window, outside its bounds,
/// and while the user swipes, only the page mostly shown is the one visited.
@_spi(Platform) public enum ScreenPresence {
    /// Half: of two pages sharing the window during a swipe, at most one has more.
    @_spi(Platform) public static let minimumVisibleFraction = 0.5

    /// The presence signal for a screen with `frame`, in a window of `windowBounds` (`nil`: in no
    /// window). Implausible geometry (non-finite, negative, absurd) is off screen (H1).
    @_spi(Platform) public static func signal(frame: Rect, windowBounds: Rect?) -> AppearanceSignal {
        guard let windowBounds, PlausibleGeometry.isPlausible(frame), PlausibleGeometry.isPlausible(windowBounds),
            frame.area > 0, let inside = frame.intersection(windowBounds)
        else { return .offScreen }
        return inside.area / frame.area > minimumVisibleFraction ? .onScreen : .offScreen
    }
}
