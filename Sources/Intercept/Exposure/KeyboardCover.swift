/// The software keyboard as the platform tells it (S11): the frame it ends its animation at, in
/// its screen's coordinates, that screen, and the level of the window it is drawn in. UIKit posts
/// it with `UIResponder.keyboardWillChangeFrameNotification` (`keyboardFrameEndUserInfoKey`: "the
/// frame rectangle of the keyboard (in the screen's coordinate space) after animating the
/// keyboard", which differs from a window's coordinates in Split View, Slide Over and Stage
/// Manager, Apple's documentation of the key), and `keyboardDidHideNotification` once it is gone.
///
/// What it covers:
/// - the part of each of the app's windows it overlaps on its screen, whichever scene has the
///   text field (an iPad's keyboard spans the screen, over both apps of a Split View);
/// - only windows drawn below it: never the keyboard's own windows (the input accessory view and
///   SwiftUI's keyboard toolbar are drawn there, inside the frame UIKit gives), nor an app window
///   whose `windowLevel` is at or above the keyboard's window;
/// - only a frame it can place: one with a size, whose origin is on the screen. An iPad keyboard
///   that floats or undocks is posted with a zero frame (or, in its transitions, a frame above the
///   screen): that covers nothing, and is counted (``SwiftUIAssumption/keyboardHidesOffScreen``).
struct KeyboardCover: Equatable {
    /// Where it ends its animation, in screen coordinates.
    var frame: Rect
    /// The screen it is on (`nil`: not said; UIKit's header gives the frame-change notifications
    /// no object before iOS 16.1): then it is taken to be on every window's screen.
    var screen: ObjectIdentifier?
    /// The level of the window the keyboard is drawn in (`nil`: none found): windows at this level
    /// or above are drawn over it.
    var windowLevel: Double?
    /// Whether a frame it could not place (zero, or off the top or left of the screen) was posted
    /// since it last hid: where it is drawn is then not known.
    var followsUnplaceableFrame = false

    /// Whether the frame is one the keyboard can cover: it has a size, and its origin is on the
    /// screen (a docked keyboard is at the bottom; one hiding is just below it).
    var isPlaceable: Bool { !frame.isEmpty && frame.minX >= 0 && frame.minY >= 0 }

    /// The part of `surface`'s window it covers, in the window's coordinates; `nil` when none: it
    /// is on another screen, the window is one of the keyboard's or drawn above it, its frame
    /// cannot be placed, or its frame (moved below the screen as it hides) misses the window.
    @MainActor
    func frame(in surface: DeclaredSurface) -> Rect? {
        guard isPlaceable, !surface.isKeyboardWindow else { return nil }
        if let windowLevel, surface.windowLevel >= windowLevel { return nil }
        if let screen, let windowScreen = surface.displayScreen, screen != windowScreen { return nil }
        let local = frame.offsetBy(dx: -surface.originInScreen.x, dy: -surface.originInScreen.y)
        return local.intersection(Rect(origin: .zero, size: surface.frame.size))
    }
}
