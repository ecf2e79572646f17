import Foundation

/// How much of a view is visible, from the view tree's geometry (X1, X3).
///
/// Only plausible geometry counts (H1): a view whose frame, or an ancestor's frame or scroll
/// offset, is non-finite, negative in size or absurdly large is not visible. Walks up stop after
/// ``ViewTreeWalk/maximumDepth`` levels (H2); a view that deep counts as not in its window.
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
        guard PlausibleGeometry.isPlausible(frame) else { return none }
        let area = frame.area
        guard area > 0 else { return none }
        var rect = frame
        var current = view.parentNode
        var level = 0
        while let ancestor = current {
            level += 1
            if level > ViewTreeWalk.maximumDepth { return none }
            if ancestor.nodeIsHidden || ancestor.nodeAlpha <= 0 { return none }
            let ancestorFrame = ancestor.nodeFrame
            let origin = ancestor.nodeBoundsOrigin
            guard PlausibleGeometry.isPlausible(ancestorFrame), PlausibleGeometry.isPlausible(origin) else { return none }
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
    /// coordinates; `nil` when no scroll container holds it, or when the geometry on the way is not
    /// plausible (such a view is not visible, so it needs no place in a scroll index).
    static func contentFrame(of view: any ViewNode) -> (container: any ViewNode, frame: Rect)? {
        var rect = view.nodeFrame
        guard PlausibleGeometry.isPlausible(rect) else { return nil }
        var current = view.parentNode
        var level = 0
        while let ancestor = current, level < ViewTreeWalk.maximumDepth {
            if ancestor.isScrollContainer { return PlausibleGeometry.isPlausible(rect) ? (ancestor, rect) : nil }
            let origin = ancestor.nodeBoundsOrigin
            let frame = ancestor.nodeFrame
            guard PlausibleGeometry.isPlausible(origin), PlausibleGeometry.isPlausible(frame) else { return nil }
            rect = rect.offsetBy(dx: frame.minX - origin.x, dy: frame.minY - origin.y)
            current = ancestor.parentNode
            level += 1
        }
        return nil
    }
}
