extension TouchLocation {
    /// The location of `point` (in the window's coordinates) relative to `node`'s bounds (A3).
    @MainActor
    public init(window point: Point, relativeTo node: any ViewNode) {
        self.init(window: point, element: Self.normalized(point, in: node))
    }

    /// Where an interaction with `node` happened (A3), or `nil` when `node` is itself a text
    /// input: on a keypad a view draws itself (a `UIKeyInput` PIN view), the position is the key
    /// pressed (H8). The event itself stays: a tap on a text field is a legitimate event.
    @MainActor
    static func ofInteraction(at point: Point, on node: any ViewNode) -> TouchLocation? {
        node.userEntryKind == .textInput ? nil : TouchLocation(window: point, relativeTo: node)
    }

    /// `point` as a fraction of `node`'s bounds, clamped to 0-1; `nil` for a view of no area or
    /// geometry that is not finite.
    @MainActor
    static func normalized(_ point: Point, in node: any ViewNode) -> Point? {
        guard let (x, y) = fraction(point, in: node) else { return nil }
        return Point(x: min(max(x, 0), 1), y: min(max(y, 0), 1))
    }

    /// Whether `point` (in the window's coordinates) lies within `node`'s bounds grown by
    /// `margin` on every side: a touch that lifted there lifted inside the control (H8). UIKit
    /// counts a touch dragged a little outside a control as still inside it (its tracking bounds
    /// extend about 70 points); the default margin follows it.
    @MainActor
    static func contains(_ point: Point, in node: any ViewNode, margin: Double = 70) -> Bool {
        guard let origin = windowOrigin(of: node) else { return false }
        let frame = node.nodeFrame
        let x = point.x - origin.x, y = point.y - origin.y
        return x >= -margin && x <= frame.width + margin && y >= -margin && y <= frame.height + margin
    }

    /// `point` as a fraction of `node`'s bounds, unclamped; `nil` for no area or geometry that is
    /// not finite.
    @MainActor
    private static func fraction(_ point: Point, in node: any ViewNode) -> (x: Double, y: Double)? {
        guard let origin = windowOrigin(of: node) else { return nil }
        let frame = node.nodeFrame
        let x = (point.x - origin.x) / frame.width, y = (point.y - origin.y) / frame.height
        guard frame.width > 0, frame.height > 0, x.isFinite, y.isFinite else { return nil }
        return (x, y)
    }

    /// The top left of `node`'s frame in its window's coordinates; `nil` when not finite.
    @MainActor
    private static func windowOrigin(of node: any ViewNode) -> Point? {
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
        guard originX.isFinite, originY.isFinite else { return nil }
        return Point(x: originX, y: originY)
    }
}
