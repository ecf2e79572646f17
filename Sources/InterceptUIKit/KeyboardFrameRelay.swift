#if canImport(UIKit)
import Foundation
@_spi(Platform) import Intercept
import UIKit

/// Relays the software keyboard to the core's ``KeyboardRelay`` (S11), which tells every
/// interception with declared views, whichever `.interception(_:)` named it, and keeps the last
/// frame for the interceptions that join while the keyboard is up.
///
/// - `UIResponder.keyboardWillChangeFrameNotification`: its `keyboardFrameEndUserInfoKey`, "the
///   frame rectangle of the keyboard (in the screen's coordinate space) after animating the
///   keyboard" (Apple's documentation of the key), which is also posted, below the screen, when
///   the keyboard hides. Its `object` is the `UIScreen` on recent systems; UIKit's header
///   (`UIWindow.h`) gives the frame-change notifications a nil object, which the core reads as
///   "the screen of every window". With it, the level of the keyboard's window: the windows of
///   the connected window scenes (where UIKit puts its keyboard windows, last), by their type's
///   name, as the core decides (``KeyboardRelay/windowLevel(among:)``).
/// - `UIResponder.keyboardDidHideNotification`: the keyboard is gone.
///
/// What the frame covers, in which window, is the core's. Created once per process with the
/// lifecycle relay (app only: it reads `UIApplication.shared`'s scenes); every window of the
/// process is the keyboard's platform's.
@MainActor
@available(iOSApplicationExtension, unavailable)
final class KeyboardFrameRelay {
    private var observers: [any NSObjectProtocol] = []
    private let relay = KeyboardRelay { _ in true }

    init(center: NotificationCenter = .default) {
        observers.append(center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] notification in
            let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            let screen = (notification.object as? UIScreen).map(ObjectIdentifier.init)
            MainActor.assumeIsolated {
                guard let self, let frame else { return }
                self.relay.keyboardWillChangeFrame(to: Rect(frame), onScreen: screen, windowLevel: Self.keyboardWindowLevel())
            }
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardDidHideNotification, object: nil, queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.relay.keyboardDidHide() }
        })
    }

    /// The level of the keyboard's window among the connected scenes' windows (`nil`: none).
    private static func keyboardWindowLevel() -> Double? {
        let windows = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
        return KeyboardRelay.windowLevel(among: windows.map { (typeName: String(describing: type(of: $0)), level: Double($0.windowLevel.rawValue)) })
    }
}
#endif
