#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

/// Tells the interception about the view changes exposure depends on (X1-X4), from the view
/// hooks, as the core's `ViewChangeGate` decides: nothing until some view declares an
/// exposure context, then window moves always and other changes only for views in a window.
@MainActor
enum ViewChangeRelay {
    /// The gate. The hooks read ``isActive`` first, on any thread, to skip reading old values and
    /// entering the main actor; it is written on the main thread, from closed to open once.
    nonisolated(unsafe) private static var gate = ViewChangeGate()

    /// Whether any view has declared an exposure context in this process (the gate is open).
    nonisolated static var isActive: Bool { gate.isOpen }

    /// A view's tracking attributes changed: the gate may open, and the view is looked at on the
    /// next frame.
    static func trackingAttributesDidChange(of view: UIView, declaringExposure: Bool) {
        gate.trackingAttributesDidChange(declaringExposure: declaringExposure)
        viewDidChange(view)
    }

    /// A setter changed the view's geometry or visibility. A window's own change is told without
    /// the window: `-[UIWindow dealloc]` may hide it, and no weak reference may be formed to it
    /// then (F4, see `didMoveToWindowHook`).
    static func propertyDidChange(of view: UIView) {
        guard gate.passes(.geometryOrVisibility, isInWindow: view.window != nil), let interception = UIKitHooks.interception else { return }
        if view is UIWindow {
            interception.someViewDidLeaveWindow()
        } else {
            interception.viewDidChange(view)
        }
    }

    /// A view left its window, or a window changed, told without the view (F4).
    static func someViewDidLeaveWindow() {
        guard gate.passes(.window, isInWindow: false), let interception = UIKitHooks.interception else { return }
        interception.someViewDidLeaveWindow()
    }

    /// The view entered or left a window (`didMoveToWindow`), or its tracking attributes changed.
    static func viewDidChange(_ view: UIView) {
        guard gate.passes(.window, isInWindow: view.window != nil), let interception = UIKitHooks.interception else { return }
        interception.viewDidChange(view)
    }

    /// A scroll view's content moved from `oldOffset`.
    static func scrollView(_ scrollView: UIScrollView, didScrollFrom oldOffset: CGPoint) {
        guard gate.passes(.scroll, isInWindow: scrollView.window != nil), let interception = UIKitHooks.interception else { return }
        interception.scrollContainer(scrollView, didScrollFrom: Point(oldOffset))
    }
}
#endif
