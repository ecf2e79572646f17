@_spi(Platform) import Intercept

extension View {
    /// The view's frame in its window's coordinates, what SwiftUI's `.global` space gives
    /// (`frame(in: .global)`); `nil` outside a window.
    public var frameInWindow: Rect? {
        guard window != nil else { return nil }
        var rect = frame
        var current = superview
        while let ancestor = current, !(ancestor is Window) {
            rect = rect.offsetBy(dx: ancestor.frame.minX - ancestor.boundsOrigin.x, dy: ancestor.frame.minY - ancestor.boundsOrigin.y)
            current = ancestor.superview
        }
        return rect
    }

    /// Whether the view and every view above it are shown: UIKit takes a covered full-screen
    /// screen's view out of the window, which the headless platform models by hiding it.
    var isShownInWindow: Bool {
        guard window != nil else { return false }
        var current: View? = self
        while let view = current {
            if view.isHidden || view.alpha <= 0 { return false }
            current = view.superview
        }
        return true
    }

    /// The view of the nearest view controller up the responder chain (a hosting controller's
    /// view, for a declared view's probe), as the device probe finds it (S11).
    var nearestControllerView: View? {
        var responder = next
        var hops = 0
        while let current = responder, hops < 256 {
            if let controller = current as? ViewController { return controller.view }
            responder = current.next
            hops += 1
        }
        return nil
    }

    /// The window the view is in, as a declared view's probe reads it: its identity, bounds and
    /// frame on the screen (the headless platform has one screen); `nil` when the view is not
    /// shown in a window.
    var declaredWindow: DeclaredWindow? {
        guard isShownInWindow, let window else { return nil }
        return window.declaredWindowReading
    }
}

extension Window {
    /// The window as a declared view's probe reads it (S3, S11): its identity, bounds, frame on
    /// the screen, level, and whether it is the keyboard's (by its type's name, as the UIKit
    /// adapter reads it).
    @_spi(Platform) public var declaredWindowReading: DeclaredWindow {
        DeclaredWindow(
            id: ObjectIdentifier(self), bounds: bounds, frameInScreen: frame, level: windowLevel,
            isKeyboardWindow: KeyboardRelay.isKeyboardWindow(typeName: String(describing: type(of: self))))
    }
}
