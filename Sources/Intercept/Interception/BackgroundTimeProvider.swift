/// A platform's way to keep running for a while after going to the background:
/// `UIApplication.beginBackgroundTask(withName:expirationHandler:)` on UIKit.
///
/// ``Interception`` begins one task when the app enters the background, runs its flush inside it
/// with ``InterceptionConfiguration/backgroundFlushTimeout``, and ends it when the flush is done,
/// or when the platform says time is up (T9, F11). The decision lives here, in the core, so the
/// headless tests exercise exactly what the UIKit adapter does.
@MainActor
public protocol BackgroundTimeProvider: AnyObject {
    /// Begins a background task; `expiration` is called if the platform runs out of time first.
    /// Returns `nil` when no background time is available.
    func beginBackgroundTask(named name: String, expiration: @escaping @MainActor @Sendable () -> Void) -> Int?
    /// Ends a task begun by ``beginBackgroundTask(named:expiration:)``.
    func endBackgroundTask(_ identifier: Int)
}
