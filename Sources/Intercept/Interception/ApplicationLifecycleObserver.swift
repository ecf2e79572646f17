/// Something that wants to hear about application lifecycle changes.
///
/// Platforms call it: the headless `Application` directly, the UIKit adapter from the
/// application notifications. ``Interception`` adopts it to flush trackers when the app goes to
/// the background (T5).
@MainActor
public protocol ApplicationLifecycleObserver: AnyObject {
    /// The app moved to the background and may be suspended soon.
    func applicationDidEnterBackground()
    /// The app is coming back to the foreground.
    func applicationWillEnterForeground()
}
