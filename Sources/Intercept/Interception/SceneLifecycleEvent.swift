/// A change in one of the application's scenes, the windows of a multi-window app, as a platform
/// announces it (P3, F6).
///
/// A platform translates its own announcements into these (on UIKit, `UIScene`'s notifications,
/// compared with UIKit's constants), naming scenes and windows by identity only; what each means
/// is decided once, by `Interception.sceneLifecycleDidChange(_:)`. The application's own
/// lifecycle (``ApplicationLifecycleEvent``) still starts and ends sessions: a scene's events only
/// move the pages of its windows and end its touches.
@_spi(Platform) public enum SceneLifecycleEvent: Sendable, Hashable {
    /// The scene stops receiving events (the app switcher, a system alert, another app in front):
    /// its touches in progress are over.
    case willDeactivate(scene: ObjectIdentifier)
    /// The scene receives events again.
    case didActivate(scene: ObjectIdentifier)
    /// The scene is no longer on screen; `windows` are its windows.
    case didEnterBackground(scene: ObjectIdentifier, windows: Set<ObjectIdentifier>)
    /// The scene is coming back on screen.
    case willEnterForeground(scene: ObjectIdentifier)
    /// The system released the scene (always after it went to the background).
    case didDisconnect(scene: ObjectIdentifier)
}
