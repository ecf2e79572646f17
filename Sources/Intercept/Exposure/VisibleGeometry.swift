import Foundation

/// How much of a view is visible, from the view tree's geometry (X1, X3).
@MainActor
enum VisibleGeometry {
    /// The fraction of `view`'s area that is visible (inside every clipping ancestor and its
    /// window, with no hidden or transparent view on the way, on a screen that has appeared), and
    /// the visible part in window coordinates. 0 (and an empty rect) for a view of no area or not
    /// in a window.
    static func visibleFraction(of view: any ViewNode) -> (fraction: Double, rect: Rect) {
        let none = (0.0, Rect.zero)
        guard view.isAttachedToWindow, view.screenNode?.isScreenAppeared ?? true,
            !view.nodeIsHidden, view.nodeAlpha > 0
        else { return none }
        let frame = view.nodeFrame
        let area = frame.area
        guard area > 0 else { return none }
        var rect = frame
        var current = view.parentNode
        while let ancestor = current {
            if ancestor.nodeIsHidden || ancestor.nodeAlpha <= 0 { return none }
            let ancestorFrame = ancestor.nodeFrame
            let origin = ancestor.nodeBoundsOrigin
            if ancestor.nodeClipsToBounds || ancestor.parentNode == nil {
                guard let clipped = rect.intersection(Rect(origin: origin, size: ancestorFrame.size)) else { return none }
                rect = clipped
            }
            rect = rect.offsetBy(dx: ancestorFrame.minX - origin.x, dy: ancestorFrame.minY - origin.y)
            current = ancestor.parentNode
        }
        return (min(1, rect.area / area), rect)
    }

    /// The nearest scroll container above `view`, with `view`'s frame in that container's content
    /// coordinates; `nil` when no scroll container holds it.
    static func contentFrame(of view: any ViewNode) -> (container: any ViewNode, frame: Rect)? {
        var rect = view.nodeFrame
        var current = view.parentNode
        while let ancestor = current {
            if ancestor.isScrollContainer { return (ancestor, rect) }
            let origin = ancestor.nodeBoundsOrigin
            rect = rect.offsetBy(dx: ancestor.nodeFrame.minX - origin.x, dy: ancestor.nodeFrame.minY - origin.y)
            current = ancestor.parentNode
        }
        return nil
    }
}
