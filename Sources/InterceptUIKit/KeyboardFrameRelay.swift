#if canImport(UIKit)
import Foundation
@_spi(Platform) import Intercept
import UIKit

/// Relays the software keyboard's frame to the interception installed (S11): a keyboard over a
/// window hides the declared exposures under it.
///
/// - `UIResponder.keyboardWillChangeFrameNotification`: its `keyboardFrameEndUserInfoKey`, "the
///   frame rectangle of the keyboard (in the screen's coordinate space) after animating the
///   keyboard" (Apple's documentation of the key), which is also posted, below the screen, when
///   the keyboard hides. Its `object` is the `UIScreen` on recent systems; UIKit's header
///   (`UIWindow.h`) gives the frame-change notifications a nil object, which the core reads as
///   "the screen of every window".
/// - `UIResponder.keyboardDidHideNotification`: the keyboard is gone.
///
/// What the frame covers, in which window, is the core's (`Interception.keyboardWillChangeFrame(to:onScreen:)`).
/// Created once per process with the lifecycle relay; its observers do nothing while no
/// interception is installed.
@MainActor
final class KeyboardFrameRelay {
    private var observers: [any NSObjectProtocol] = []

    init(center: NotificationCenter = .default) {
        observers.append(center.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { notification in
            let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            let screen = (notification.object as? UIScreen).map(ObjectIdentifier.init)
            MainActor.assumeIsolated {
                guard let interception = UIKitHooks.interception, let frame else { return }
                interception.keyboardWillChangeFrame(to: Rect(frame), onScreen: screen)
            }
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardDidHideNotification, object: nil, queue: .main) { _ in
            MainActor.assumeIsolated { UIKitHooks.interception?.keyboardDidHide() }
        })
    }
}
#endif
