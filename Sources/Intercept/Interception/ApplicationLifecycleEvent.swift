/// A change in the application's lifecycle, as a platform announces it (P3, P5, T5, T9, F11).
///
/// A platform translates its own announcements into these (on UIKit, the application's
/// notifications, compared with UIKit's constants); what each one means for an observer is
/// decided once, here, by `ApplicationLifecycleObserver.applicationLifecycleDidChange(_:)`.
@_spi(Platform) public enum ApplicationLifecycleEvent: Sendable, Hashable, CaseIterable {
    /// The app finished launching (a cold start).
    case didFinishLaunching
    /// The app moved to the background.
    case didEnterBackground
    /// The app is coming back to the foreground.
    case willEnterForeground
    /// The app is about to terminate.
    case willTerminate
}

extension ApplicationLifecycleObserver {
    /// Tells the observer what `event` means for it: each event is one of the observer's
    /// lifecycle methods.
    @_spi(Platform) public func applicationLifecycleDidChange(_ event: ApplicationLifecycleEvent) {
        switch event {
        case .didFinishLaunching: applicationDidLaunch()
        case .didEnterBackground: applicationDidEnterBackground()
        case .willEnterForeground: applicationWillEnterForeground()
        case .willTerminate: applicationWillTerminate()
        }
    }
}
