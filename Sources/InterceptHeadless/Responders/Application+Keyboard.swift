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

    /// Posts `notifications` in order to what listens, as the UIKit adapter's relay hears them:
    /// the frame a keyboard will end at, and its hiding, go to the core; the others say nothing
    /// the core needs.
    public func post(_ notifications: [KeyboardNotification]) {
        for notification in notifications {
            for interception in observingInterceptions {
                switch notification {
                case let .willChangeFrame(frame): interception.keyboardWillChangeFrame(to: frame, onScreen: nil)
                case .didHide: interception.keyboardDidHide()
                case .willShow, .didChangeFrame, .didShow, .willHide: break
                }
            }
        }
    }
}
