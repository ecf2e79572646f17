#if canImport(UIKit)
import Intercept
import UIKit

/// Tells the interception about the view changes exposure depends on (X1-X4), from the view
/// hooks. It stays silent until some view declares an exposure context: the hooks sit on
/// UIKit's hottest setters (`center`, `frame`, `bounds`), and an app that tracks no exposure
/// must pay no more than one check per call for them.
@MainActor
enum ViewChangeRelay {
    /// Whether any view has declared an exposure context in this process. The `bounds` and
    /// `contentOffset` hooks read it first, on any thread, to skip reading the old value and
    /// entering the main actor; it is written once, from `false` to `true`, on the main thread,
    /// so a stale read only misses changes made before any exposure was declared.
    nonisolated(unsafe) private(set) static var isActive = false

    /// A view's tracking attributes changed: from now on the relay speaks, and the view is looked
    /// at on the next frame.
    static func trackingAttributesDidChange(of view: UIView, declaringExposure: Bool) {
        if declaringExposure { isActive = true }
        viewDidChange(view)
    }

    /// A setter changed the view's geometry or visibility. A view in no window is skipped: it
    /// shows nothing, its leaving was noted by `didMoveToWindow` (``viewDidChange(_:)``), and
    /// UIKit runs setters on a view during its `dealloc`, when noting it would form a weak
    /// reference to a deallocating object (fatal); a deallocating view is in no window.
    static func propertyDidChange(of view: UIView) {
        guard isActive, view.window != nil else { return }
        viewDidChange(view)
    }

    /// The view's geometry, visibility or window changed; `didMoveToWindow` calls this directly,
    /// so that leaving a window is noted.
    static func viewDidChange(_ view: UIView) {
        guard isActive, let interception = UIKitHooks.interception else { return }
        interception.viewDidChange(view)
    }

    /// A scroll view's content moved from `oldOffset`.
    static func scrollView(_ scrollView: UIScrollView, didScrollFrom oldOffset: CGPoint) {
        // In no window: nothing to show, and possibly deallocating (see propertyDidChange(of:)).
        guard isActive, scrollView.window != nil, let interception = UIKitHooks.interception else { return }
        interception.scrollContainer(scrollView, didScrollFrom: Point(oldOffset))
    }
}
#endif
