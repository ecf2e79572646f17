#if canImport(UIKit)
import Foundation
@_spi(Platform) import Intercept
import UIKit

/// Relays UIApplication's lifecycle notifications to an interception (P3, P5, T5, T9, F11):
/// launch, going to the background (which also flushes the trackers, inside a background task),
/// coming back, and termination (which flushes within a bounded time); and each scene's
/// (P3): a multi-window app's window leaving the screen while the app stays in the foreground.
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
    /// The keyboard's frame, for what it covers (S11).
    private var keyboard: KeyboardFrameRelay?

    /// UIKit's application notifications, by UIKit's constants, as the core's lifecycle events.
    static let events: [(Notification.Name, ApplicationLifecycleEvent)] = [
        (UIApplication.didFinishLaunchingNotification, .didFinishLaunching),
        (UIApplication.didEnterBackgroundNotification, .didEnterBackground),
        (UIApplication.willEnterForegroundNotification, .willEnterForeground),
        (UIApplication.willTerminateNotification, .willTerminate),
    ]

    /// UIKit's scene notifications, by UIKit's constants. Each is posted with the `UIScene` as its
    /// `object` (UIKit's documentation of `UIScene.didEnterBackgroundNotification` and its
    /// siblings); what each means is the core's (`Interception.sceneLifecycleDidChange(_:)`).
    static let sceneNotifications: [Notification.Name] = [
        UIScene.willDeactivateNotification, UIScene.didActivateNotification, UIScene.didEnterBackgroundNotification,
        UIScene.willEnterForegroundNotification, UIScene.didDisconnectNotification,
    ]

    /// The core's event for a scene notification: the scene by identity, and for the background
    /// the scene's windows (`UIWindowScene.windows`) by identity.
    static func sceneEvent(_ name: Notification.Name, scene: UIScene) -> SceneLifecycleEvent? {
        let id = ObjectIdentifier(scene)
        switch name {
        case UIScene.willDeactivateNotification: return .willDeactivate(scene: id)
        case UIScene.didActivateNotification: return .didActivate(scene: id)
        case UIScene.didEnterBackgroundNotification:
            let windows = (scene as? UIWindowScene)?.windows ?? []
            return .didEnterBackground(scene: id, windows: Set(windows.map(ObjectIdentifier.init)))
        case UIScene.willEnterForegroundNotification: return .willEnterForeground(scene: id)
        case UIScene.didDisconnectNotification: return .didDisconnect(scene: id)
        default: return nil
        }
    }

    init(center: NotificationCenter = .default) {
        keyboard = KeyboardFrameRelay(center: center)
        for name in Self.sceneNotifications {
            observers.append(center.addObserver(forName: name, object: nil, queue: .main) { notification in
                // `UIScene` is a main-actor class, and the notification is delivered on the main queue.
                let scene = notification.object as? UIScene
                MainActor.assumeIsolated {
                    guard let interception = UIKitHooks.interception, let scene, let event = Self.sceneEvent(name, scene: scene) else { return }
                    interception.sceneLifecycleDidChange(event)
                }
            })
        }
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
