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
}
