@_spi(Platform) import Intercept

extension View {
    /// The deepest view at `point` (in this view's bounds coordinates) that can receive a touch,
    /// as UIKit's `hitTest(_:with:)` finds it (A3): `nil` when this view is hidden, nearly
    /// transparent (alpha below 0.01), not interactive, or the point is outside its bounds;
    /// otherwise the first subview, front to back, that returns a view, or this view itself.
    /// A subview sticking out of its superview cannot be hit there, as in UIKit.
    ///
    /// A subview that can receive the touch always returns a view, so the search never comes
    /// back up: it descends in a loop, as deep as the tree goes, without recursion (H10).
    public func hitTest(_ point: Point) -> View? {
        guard receivesTouch(at: point) else { return nil }
        var view = self
        var point = point
        descending: while true {
            for subview in view.subviews.reversed() {
                let converted = Point(
                    x: point.x - subview.frame.minX + subview.boundsOrigin.x,
                    y: point.y - subview.frame.minY + subview.boundsOrigin.y
                )
                if subview.receivesTouch(at: converted) {
                    view = subview
                    point = converted
                    continue descending
                }
            }
            return view
        }
    }

    /// Whether the view itself can receive a touch at `point`, in its bounds coordinates.
    private func receivesTouch(at point: Point) -> Bool {
        !isHidden && alpha >= 0.01 && isUserInteractionEnabled && self.point(inside: point)
    }

    /// Whether `point` (in this view's bounds coordinates) is inside the bounds.
    public func point(inside point: Point) -> Bool {
        let bounds = self.bounds
        return point.x >= bounds.minX && point.x < bounds.maxX && point.y >= bounds.minY && point.y < bounds.maxY
    }

    /// `point`, in this view's bounds coordinates, in its window's coordinates (or in the
    /// coordinates of the root of its tree when it is in no window).
    public func convertToWindow(_ point: Point) -> Point {
        var x = point.x, y = point.y
        var current: View = self
        while let superview = current.superview {
            x += current.frame.minX - current.boundsOrigin.x
            y += current.frame.minY - current.boundsOrigin.y
            current = superview
        }
        return Point(x: x - current.boundsOrigin.x, y: y - current.boundsOrigin.y)
    }

    /// The center of the view's bounds, in its window's coordinates: where a touch that names
    /// its view lands.
    var centerInWindow: Point {
        let bounds = self.bounds
        return convertToWindow(Point(x: bounds.minX + bounds.width / 2, y: bounds.minY + bounds.height / 2))
    }
}
