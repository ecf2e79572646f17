#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

/// What exposure needs from UIKit to subtract occlusion (X5).
extension UIView {
    /// `isOpaque` and a background color of alpha 1 (resolved for the view's traits, so dynamic
    /// colors count as they are drawn).
    public var nodeIsOpaque: Bool {
        guard isOpaque, let color = backgroundColor else { return false }
        return color.resolvedColor(with: traitCollection).cgColor.alpha >= 1
    }

    /// A navigation bar's, toolbar's or tab bar's `isTranslucent`; `nil` for other views. What it
    /// means for occlusion is the core's (`OcclusionPolicy.paintsOpaquely(_:)`).
    public var nodeBarTranslucency: Bool? {
        if let bar = self as? UINavigationBar { return bar.isTranslucent }
        if let bar = self as? UIToolbar { return bar.isTranslucent }
        if let bar = self as? UITabBar { return bar.isTranslucent }
        return nil
    }

    /// For a window: the visible windows of its scene drawn above it, back to front (a higher
    /// `windowLevel`, or the same level and later in the scene's windows); empty for other views.
    public var overlayRootNodes: [any ViewNode] {
        guard let window = self as? UIWindow, let scene = window.windowScene else { return [] }
        let windows = scene.windows
        guard let position = windows.firstIndex(of: window) else { return [] }
        let level = window.windowLevel
        return windows.enumerated()
            .filter { index, other in !other.isHidden && (other.windowLevel > level || (other.windowLevel == level && index > position)) }
            .sorted { ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset) }
            .map(\.element)
    }
}
#endif
