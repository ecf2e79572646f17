@_spi(Platform) import Intercept

extension Application {
    /// The screen the headless windows are on, in its own coordinates (a phone's, 390 x 844).
    public static let screenBounds = Rect(x: 0, y: 0, width: 390, height: 844)

    /// A keyboard notification, as UIKit posts them (S11).
    public enum KeyboardNotification: Sendable, Equatable {
        /// `keyboardWillChangeFrameNotification`, with the frame it ends at, in screen coordinates.
        case willChangeFrame(Rect)
        case willShow, didChangeFrame, didShow, willHide, didHide
    }

    /// The software keyboard comes up from the bottom of the screen, `height` points tall, with
    /// UIKit's notifications in UIKit's order: `keyboardWillChangeFrame` (the end frame, in screen
    /// coordinates), `keyboardWillShow`, then, once its animation ended,
    /// `keyboardDidChangeFrame` and `keyboardDidShow`. A keyboard already up changes its frame
    /// (another input view, the predictive bar): the same notifications.
    public func showKeyboard(height: Double = 336) {
        let screen = Self.screenBounds
        let frame = Rect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
        post([.willChangeFrame(frame), .willShow, .didChangeFrame, .didShow])
    }

    /// The keyboard goes down: `keyboardWillChangeFrame` with an end frame just below the screen,
    /// `keyboardWillHide`, then `keyboardDidChangeFrame` and `keyboardDidHide`.
    public func hideKeyboard(height: Double = 336) {
        let screen = Self.screenBounds
        post([.willChangeFrame(Rect(x: 0, y: screen.maxY, width: screen.width, height: height)), .willHide, .didChangeFrame, .didHide])
    }

    /// Posts `notifications` in order, as UIKit does, to the application's `KeyboardRelay`,
    /// as the UIKit adapter's relay hears them: the frame a keyboard will end at (with the level
    /// of the keyboard's window among the application's windows, when one is there), and its
    /// hiding; the others say nothing the core needs. The relay tells the interceptions with
    /// declared views in this application's windows, whichever they are.
    public func post(_ notifications: [KeyboardNotification]) {
        for notification in notifications {
            switch notification {
            case let .willChangeFrame(frame):
                let level = KeyboardRelay.windowLevel(among: windows.map { (typeName: String(describing: type(of: $0)), level: $0.windowLevel) })
                keyboardRelay.keyboardWillChangeFrame(to: frame, onScreen: nil, windowLevel: level)
            case .didHide:
                keyboardRelay.keyboardDidHide()
            case .willShow, .didChangeFrame, .didShow, .willHide:
                break
            }
        }
    }
}

/// The window UIKit draws the keyboard in (`UIRemoteKeyboardWindow`), with the input accessory
/// view and SwiftUI's keyboard toolbar (S11): above the app's windows, at the level UIKit gives it
/// (10,000,000 in public reports of its `windowLevel`). An app's window at that level or above is
/// drawn over the keyboard.
public final class KeyboardWindow: Window {
    public override init() {
        super.init()
        windowLevel = 10_000_000
    }
}
