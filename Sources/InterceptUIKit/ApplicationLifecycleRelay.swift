#if canImport(UIKit)
import Foundation
@_spi(Platform) import Intercept
import UIKit

/// Relays UIApplication's lifecycle notifications to an interception (P3, P5, T5, T9, F11):
/// launch, going to the background (which also flushes the trackers, inside a background task),
/// coming back, and termination (which flushes within a bounded time).
///
/// Created once per process (its observers are never removed; they do nothing while no
/// interception is installed). The notification closures run on the main queue (`queue: .main`), so they enter the main actor
/// with `MainActor.assumeIsolated`. An interception installed after launch never hears the launch
/// notification: on the main queue's next turn the relay tells it the app is already running, and
/// the core starts the session unless the launch was heard meanwhile (F11).
///
/// App only: an app extension has no `UIApplication.shared` (nor its lifecycle), so the relay,
/// and with it ``UIKitHooks/install(for:)``, is unavailable there; an extension linking the
/// package still builds, and uses the explicit API.
@MainActor
@available(iOSApplicationExtension, unavailable)
final class ApplicationLifecycleRelay {
    private var observers: [any NSObjectProtocol] = []

    /// UIKit's application notifications, by UIKit's constants, as the core's lifecycle events.
    static let events: [(Notification.Name, ApplicationLifecycleEvent)] = [
        (UIApplication.didFinishLaunchingNotification, .didFinishLaunching),
        (UIApplication.didEnterBackgroundNotification, .didEnterBackground),
        (UIApplication.willEnterForegroundNotification, .willEnterForeground),
        (UIApplication.willTerminateNotification, .willTerminate),
    ]

    init(center: NotificationCenter = .default) {
        for (name, event) in Self.events {
            observers.append(center.addObserver(forName: name, object: nil, queue: .main) { _ in
                MainActor.assumeIsolated {
                    guard let interception = UIKitHooks.interception else { return }
                    // Background time is UIKit's to give; the core decides whether to use it.
                    if event == .didEnterBackground, interception.backgroundTime == nil {
                        interception.backgroundTime = UIApplicationBackgroundTime()
                    }
                    interception.applicationLifecycleDidChange(event)
                }
            })
        }
    }

    /// Tells the interception installed now, on the main queue's next turn, that the application
    /// is already running (F11); called at each ``UIKitHooks/install(for:)`` that installs hooks.
    func announceRunningApplication() {
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                guard let interception = UIKitHooks.interception else { return }
                interception.applicationIsAlreadyRunning(inBackground: UIApplication.shared.applicationState == .background)
            }
        }
    }
}

/// Background time from `UIApplication.beginBackgroundTask(withName:expirationHandler:)` (T9).
@MainActor
@available(iOSApplicationExtension, unavailable)
final class UIApplicationBackgroundTime: BackgroundTimeProvider {
    func beginBackgroundTask(named name: String, expiration: @escaping @MainActor @Sendable () -> Void) -> Int? {
        let identifier = UIApplication.shared.beginBackgroundTask(withName: name) {
            MainActor.assumeIsolated { expiration() }
        }
        return identifier == .invalid ? nil : identifier.rawValue
    }

    func endBackgroundTask(_ identifier: Int) {
        UIApplication.shared.endBackgroundTask(UIBackgroundTaskIdentifier(rawValue: identifier))
    }
}
#endif
