/// The software keyboard as the platform tells it (S11): the frame it ends its animation at, in
/// its screen's coordinates, and that screen. UIKit posts it with
/// `UIResponder.keyboardWillChangeFrameNotification` (`keyboardFrameEndUserInfoKey`: "the frame
/// rectangle of the keyboard (in the screen's coordinate space) after animating the keyboard",
/// which differs from a window's coordinates in Split View, Slide Over and Stage Manager, Apple's
/// documentation of the key), and `keyboardDidHideNotification` once it is gone.
///
/// The keyboard is drawn above every window of the app on its screen, so it covers the declared
/// exposures of each window it overlaps, whichever scene has the text field (an iPad's keyboard
/// spans the screen, over both apps of a Split View).
struct KeyboardCover: Equatable {
    /// Where it ends its animation, in screen coordinates.
    var frame: Rect
    /// The screen it is on (`nil`: not said; UIKit's header gives the frame-change notifications
    /// no object before iOS 16.1): then it is taken to be on every window's screen.
    var screen: ObjectIdentifier?

    /// The part of `surface`'s window it covers, in the window's coordinates; `nil` when none: it
    /// is on another screen, or its frame (moved below the screen as it hides) misses the window.
    @MainActor
    func frame(in surface: DeclaredSurface) -> Rect? {
        if let screen, let windowScreen = surface.displayScreen, screen != windowScreen { return nil }
        let local = frame.offsetBy(dx: -surface.originInScreen.x, dy: -surface.originInScreen.y)
        return local.intersection(Rect(origin: .zero, size: surface.frame.size))
    }
}
