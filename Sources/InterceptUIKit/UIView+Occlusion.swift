#if canImport(UIKit)
@_spi(Platform) import Intercept
import UIKit

/// What exposure needs from UIKit to subtract occlusion (X5). In a constrained protocol
/// extension, as the other `ViewNode` members (`UIView+ViewNode.swift`): an app or SDK declaring
/// the same names on `UIView` gets no ambiguity (F13).
extension ViewNode where Self: UIView {
    /// `isOpaque` and the background color's alpha (resolved for the view's traits, so dynamic
    /// colors count as they are drawn), as the core decides (`OcclusionPolicy.isOpaque`), which
    /// resolves the color only for a view that says it is opaque.
    public var nodeIsOpaque: Bool {
        OcclusionPolicy.isOpaque(
            declaredOpaque: isOpaque,
            backgroundAlpha: backgroundColor.map { Double($0.resolvedColor(with: traitCollection).cgColor.alpha) })
    }

    /// A navigation bar's, toolbar's or tab bar's `isTranslucent`; `nil` for other views. What it
    /// means for occlusion is the core's (`OcclusionPolicy.paintsOpaquely(_:)`).
    public var nodeBarTranslucency: Bool? {
        if let bar = self as? UINavigationBar { return bar.isTranslucent }
        if let bar = self as? UIToolbar { return bar.isTranslucent }
        if let bar = self as? UITabBar { return bar.isTranslucent }
        return nil
    }

    /// For a window: its scene's windows (`UIWindowScene.windows`, in UIKit's order) that the core
    /// says are drawn above it (`OcclusionPolicy.windowsAbove`, by `windowLevel`, order and
    /// `isHidden`); empty for other views.
    public var overlayRootNodes: [any ViewNode] {
        guard let window = self as? UIWindow, let scene = window.windowScene else { return [] }
        let windows = scene.windows
        guard let position = windows.firstIndex(of: window) else { return [] }
        return OcclusionPolicy.windowsAbove(position, in: windows.map { ($0 as any ViewNode, Double($0.windowLevel.rawValue), !$0.isHidden) })
    }
}
#endif
