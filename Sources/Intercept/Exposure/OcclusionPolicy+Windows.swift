extension OcclusionPolicy {
    /// The windows drawn above the window at `position` in `windows`, back to front (X5, F16):
    /// those of a higher `level`, or of the same level and later in the list. `windows` is one
    /// scene's windows in the platform's order (UIKit's `UIWindowScene.windows`): windows of other
    /// scenes are drawn in their own scene's area and never cover this one. A window not shown (a
    /// `UIWindow` is hidden until made visible) is not drawn. Whether an overlay then hides anything
    /// is decided as for any view: a hidden one, one whose alpha is below 1 (a window at alpha 0
    /// included) and a see-through one hide nothing.
    @inlinable @_spi(Platform) public static func windowsAbove<Window>(
        _ position: Int, in windows: [(window: Window, level: Double, isShown: Bool)]
    ) -> [Window] {
        guard windows.indices.contains(position) else { return [] }
        let level = windows[position].level
        return windows.enumerated()
            .filter { index, entry in entry.isShown && (entry.level > level || (entry.level == level && index > position)) }
            .sorted { ($0.element.level, $0.offset) < ($1.element.level, $1.offset) }
            .map { $0.element.window }  // not a key path: one over a generic tuple is built at each call (demangled)
    }
}
