/// Whether a screen is on screen, from the geometry a declarative UI can read (S1): its frame and
/// its window's bounds, in the window's coordinates.
///
/// A screen counts when more than ``minimumVisibleFraction`` of it is inside its window, or when
/// it fills more than that fraction of the window (a screen taller than the window, S11): a
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
        // A screen taller (or wider) than its window, scrolled, fills most of the window with less
        // than half of itself: it is on screen too (S11).
        let fillsWindow = windowBounds.area > 0 && inside.area / windowBounds.area > minimumVisibleFraction
        return inside.area / frame.area > minimumVisibleFraction || fillsWindow ? .onScreen : .offScreen
    }
}
