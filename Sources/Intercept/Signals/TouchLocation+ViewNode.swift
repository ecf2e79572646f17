extension TouchLocation {
    /// The location of `point` (in the window's coordinates) relative to `node`'s bounds (A3).
    @MainActor
    public init(window point: Point, relativeTo node: any ViewNode) {
        self.init(window: point, element: Self.normalized(point, in: node))
    }

    /// `point` as a fraction of `node`'s bounds, clamped to 0-1; `nil` for a view of no area or
    /// geometry that is not finite.
    @MainActor
    static func normalized(_ point: Point, in node: any ViewNode) -> Point? {
        let frame = node.nodeFrame
        var originX = frame.minX, originY = frame.minY
        var current = node.parentNode
        var level = 0
        while let ancestor = current, level < ViewTreeWalk.maximumDepth {
            level += 1
            let origin = ancestor.nodeBoundsOrigin
            if ancestor.parentNode == nil {
                originX -= origin.x
                originY -= origin.y
            } else {
                originX += ancestor.nodeFrame.minX - origin.x
                originY += ancestor.nodeFrame.minY - origin.y
            }
            current = ancestor.parentNode
        }
        let x = (point.x - originX) / frame.width, y = (point.y - originY) / frame.height
        guard frame.width > 0, frame.height > 0, x.isFinite, y.isFinite else { return nil }
        return Point(x: min(max(x, 0), 1), y: min(max(y, 0), 1))
    }
}
