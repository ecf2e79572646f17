#if canImport(UIKit)
import Foundation
import Intercept
import UIKit

/// Relays UIApplication's lifecycle notifications to an interception (P3, P5, T5): launch, going to
/// the background (which also flushes the trackers), coming back, and termination.
@MainActor
final class ApplicationLifecycleRelay {
    private var observers: [any NSObjectProtocol] = []

    init(center: NotificationCenter = .default) {
        let relays: [(Notification.Name, @MainActor (Interception) -> Void)] = [
            (UIApplication.didFinishLaunchingNotification, { $0.applicationDidLaunch() }),
            (UIApplication.didEnterBackgroundNotification, { $0.applicationDidEnterBackground() }),
            (UIApplication.willEnterForegroundNotification, { $0.applicationWillEnterForeground() }),
            (UIApplication.willTerminateNotification, { $0.applicationWillTerminate() }),
        ]
        for (name, relay) in relays {
            observers.append(center.addObserver(forName: name, object: nil, queue: .main) { _ in
                MainActor.assumeIsolated {
                    if let interception = UIKitHooks.interception { relay(interception) }
                }
            })
        }
    }
}
#endif
