/// What a declarative UI tells Intercept about one view instance appearing or going (S1, S3, S5).
///
/// SwiftUI's `onAppear` and `onDisappear` are hints, not facts: they fire repeatedly (lazy stacks,
/// re-renders), out of order (a push delivers the new screen's `onAppear` before or after the old
/// one's `onDisappear`), for views never shown (`TabView` pre-rendering) and sometimes not at all.
/// The platform therefore also reports *presence*: whether the view is in a window and, for
/// screens, mostly inside it, as a view it places in the background reads it.
@_spi(Platform) public enum AppearanceSignal: Sendable, Hashable {
    /// SwiftUI called `onAppear`.
    case onAppear
    /// SwiftUI called `onDisappear`.
    case onDisappear
    /// The view is in a window and on screen (for a screen: at least half of it inside the window).
    case onScreen
    /// The view left its window, or is outside it (a pre-rendered page beside the shown one).
    case offScreen
}
