#if canImport(UIKit)
import Intercept
import UIKit

/// Tells the interception about the view changes exposure depends on (X1-X4), from the view
/// hooks. It stays silent until some view declares an exposure context: the hooks sit on
/// UIKit's hottest setters (`center`, `frame`, `bounds`), and an app that tracks no exposure
/// must pay no more than one check per call for them.
@MainActor
enum ViewChangeRelay {
    /// Whether any view has declared an exposure context in this process.
    private(set) static var isActive = false

    /// A view's tracking attributes changed: from now on the relay speaks, and the view is looked
    /// at on the next frame.
    static func trackingAttributesDidChange(of view: UIView, declaringExposure: Bool) {
        if declaringExposure { isActive = true }
        viewDidChange(view)
    }

    /// The view's geometry, visibility or window changed.
    static func viewDidChange(_ view: UIView) {
        guard isActive, let interception = UIKitHooks.interception else { return }
        interception.viewDidChange(view)
    }

    /// A scroll view's content moved from `oldOffset`.
    static func scrollView(_ scrollView: UIScrollView, didScrollFrom oldOffset: CGPoint) {
        guard isActive, let interception = UIKitHooks.interception else { return }
        interception.scrollContainer(scrollView, didScrollFrom: Point(oldOffset))
    }
}
#endif
