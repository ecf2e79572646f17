/// Something that wants to hear about application lifecycle changes.
///
/// Platforms call it: the headless `Application` directly, the UIKit adapter from the
/// application notifications. ``Interception`` adopts it to report app starts and ends and page
/// exits and re-entries (P3, P5) and to flush trackers when the app goes to the background (T5).
@MainActor
@_spi(Platform) public protocol ApplicationLifecycleObserver: AnyObject {
    /// The app launched from scratch (a cold start).
    func applicationDidLaunch()
    /// The app is about to terminate.
    func applicationWillTerminate()
    /// The app moved to the background and may be suspended soon.
    func applicationDidEnterBackground()
    /// The app is coming back to the foreground.
    func applicationWillEnterForeground()
}

extension ApplicationLifecycleObserver {
    /// Nothing by default.
    public func applicationDidLaunch() {}
    /// Nothing by default.
    public func applicationWillTerminate() {}
}
