import Foundation

/// Finds the part of a tracked view hidden by opaque views drawn above it (X5), at a cost that
/// does not grow with the number of views on screen.
///
/// What is drawn above a view: its later siblings, the later siblings of each of its ancestors
/// (with what they contain), and the windows above its window. For each parent on the way up, the
/// opaque views among its subviews (and inside its transparent subviews, up to a budget) are kept
/// in an ``OcclusionLayer``, built the first time a parent is looked at and kept until a view in
/// it changes, so a scroll frame reuses them and a list of 10,000 subviews is walked once, not
/// per frame. A tracked view's covered area is then the union of the covers above it on its way
/// up, each found by a binary search of its layer.
///
/// Occluders change without the tracked views changing (a header moves away, a sheet is shown),
/// so the index also remembers the views that were visible or partly covered at their last look:
/// when a change touches a layer that had covers, or brings an opaque view in, those views are
/// looked at again. They are the views on screen, a number bounded by the screen, not by the app.
@MainActor
final class OcclusionIndex {
    private struct WeakNode {
        weak var node: (any ViewNode)?
    }

    private var layers: [ObjectIdentifier: OcclusionLayer] = [:]
    private var watched: [ObjectIdentifier: WeakNode] = [:]
    /// Changed views, with the parent each had when it changed, by identity only: that parent may
    /// be deallocating by the next frame (a window released with its subviews, F4), and no
    /// weak reference may be formed to it; its layer is found by its identity.
    private var changed: [ObjectIdentifier: (view: WeakNode, oldParent: ObjectIdentifier?)] = [:]
    private var policy = OcclusionPolicy()
    private var sweptCount = 64

    /// Uses `policy` from now on; layers built under another policy are dropped.
    func use(_ policy: OcclusionPolicy) {
        guard policy != self.policy else { return }
        self.policy = policy
        layers.removeAll()
    }

    // MARK: Changes

    /// Notes a changed view and the parent it has now: by the next frame it may have left it.
    func viewDidChange(_ view: any ViewNode) {
        let id = ObjectIdentifier(view)
        guard !forgetsAllLayers else { return }
        if changed[id] == nil { changed[id] = (WeakNode(node: view), view.parentNode.map { ObjectIdentifier($0) }) }
        // While no frame comes (exposure switched off, no display link), this many changes are
        // not kept one by one: the next frame builds every layer again instead (S12).
        if changed.count >= Self.maximumChangesKept {
            changed.removeAll()
            forgetsAllLayers = true
        }
    }

    /// More changes than this between two frames forget every layer instead of being kept.
    static let maximumChangesKept = 4_096
    /// Whether the next frame forgets every layer (more changes than ``maximumChangesKept``).
    private var forgetsAllLayers = false

    /// Forgets the layers the changed views may be part of (their own, their parents' then and
    /// now, and those above). Returns whether the changes may cover or uncover other views: a
    /// forgotten layer had covers, or a changed view (or a view near the top of its subtree) is
    /// opaque now.
    func invalidateChangedLayers() -> Bool {
        defer { changed.removeAll(keepingCapacity: true) }
        guard policy.isEnabled else { return false }
        if forgetsAllLayers {
            forgetsAllLayers = false
            let hadCovers = layers.values.contains { $0.hasCovers }
            layers.removeAll()
            return hadCovers || !watched.isEmpty
        }
        var mayCover = false
        // How many levels each view was walked up with: a walk that reaches a view already
        // walked with as many levels left stops there, so views added one by one in a deep tree
        // cost one walk, not one per view (H10).
        var walked: [ObjectIdentifier: Int] = [:]
        for (_, (view, oldParent)) in changed {
            if let oldParent, let layer = layers.removeValue(forKey: oldParent), layer.hasCovers { mayCover = true }
            // The view's own layer, its parent's now, and those above.
            var current = view.node
            var level = 0
            while let node = current, level <= ViewTreeWalk.maximumDepth {
                let id = ObjectIdentifier(node)
                let left = ViewTreeWalk.maximumDepth - level
                if let before = walked[id], before >= left { break }
                walked[id] = left
                if let layer = layers.removeValue(forKey: id), layer.hasCovers { mayCover = true }
                current = node.parentNode
                level += 1
            }
            var budget = 64
            if !mayCover, let view = view.node, containsOccluder(view, budget: &budget) { mayCover = true }
        }
        return mayCover
    }

    /// Forgets every layer: a view left its window unnamed (F4), and the layers it was in cannot
    /// be told; they are built again as tracked views are looked at.
    func forgetAllLayers() {
        layers.removeAll()
    }

    /// Adds the views that were on screen or covered at their last look, to be looked at again.
    func addWatchedViews(to result: inout [ObjectIdentifier: any ViewNode]) {
        for (id, weak) in watched {
            if let view = weak.node { result[id] = view } else { watched[id] = nil }
        }
    }

    /// Records whether a tracked view must be looked at again when occluders change.
    func watch(_ view: any ViewNode, id: ObjectIdentifier, if isOnScreen: Bool) {
        if isOnScreen { watched[id] = WeakNode(node: view) } else { watched[id] = nil }
    }

    /// Forgets a view that is no longer tracked.
    func forget(_ id: ObjectIdentifier) {
        watched[id] = nil
    }

    // MARK: Queries

    /// The visible fraction of `view` once what covers it is taken away, from the fraction and
    /// visible rectangle (in screen coordinates) clipping left, and whether anything covered it.
    func uncoveredFraction(of view: any ViewNode, fraction: Double, visibleRect: Rect) -> (fraction: Double, isCovered: Bool) {
        guard policy.isEnabled, fraction > 0 else { return (fraction, false) }
        let area = view.nodeFrame.area
        let covers = coverRects(over: view, within: visibleRect).rects
        guard !covers.isEmpty, area > 0 else { return (fraction, false) }
        let covered = Rect.unionArea(of: covers)
        return (max(0, fraction - covered / area), covered > 0)
    }

    /// The vertical edges of what covers a scroll container's viewport, as distances from its top:
    /// content crosses them while scrolling, so they are viewport edges for exposure too.
    func coverEdges(over container: any ViewNode) -> [Double] {
        guard policy.isEnabled else { return [] }
        let (fraction, visible) = VisibleGeometry.visibleFraction(of: container)
        guard fraction > 0 else { return [] }
        let (covers, contentOrigin) = coverRects(over: container, within: visible)
        guard !covers.isEmpty else { return [] }
        let top = contentOrigin.y + container.nodeBoundsOrigin.y
        let height = container.nodeFrame.height
        // Only edges strictly inside the viewport: its own edges are looked at anyway.
        var edges: [Double] = []
        for cover in covers {
            for edge in [cover.minY - top, cover.maxY - top] where edge > 0 && edge < height && !edges.contains(edge) {
                edges.append(edge)
            }
        }
        return edges
    }

    /// What covers `view`, clipped to `visible` (in screen coordinates, as ``VisibleGeometry``
    /// gives it), and where the origin of `view`'s content coordinates is on screen.
    private func coverRects(over view: any ViewNode, within visible: Rect) -> (rects: [Rect], contentOrigin: Point) {
        var result: [Rect] = []
        var root: any ViewNode = view
        let viewOrigin: Point
        if let parent = view.parentNode {
            let parentOrigin = collectCovers(above: view, in: parent, within: visible, into: &result, root: &root, level: 1)
            let frame = view.nodeFrame, origin = view.nodeBoundsOrigin
            viewOrigin = Point(x: parentOrigin.x + frame.minX - origin.x, y: parentOrigin.y + frame.minY - origin.y)
        } else {
            viewOrigin = Point(x: view.nodeFrame.minX - view.nodeBoundsOrigin.x, y: view.nodeFrame.minY - view.nodeBoundsOrigin.y)
        }
        let contentOrigin = viewOrigin
        addWindowCovers(above: root, within: visible, into: &result)
        if let host = (view as? DeclaredExposureNode)?.hostView { addCovers(aboveHost: host, within: visible, into: &result) }
        return (result, contentOrigin)
    }

    /// Adds what the windows drawn above `root` (a window) cover.
    private func addWindowCovers(above root: any ViewNode, within visible: Rect, into result: inout [Rect]) {
        for overlay in root.overlayRootNodes where !overlay.nodeIsHidden && overlay.nodeAlpha >= 1 && !isSeeThrough(overlay) {
            let frame = overlay.nodeFrame
            if OcclusionPolicy.paintsOpaquely(overlay) {
                if let covered = frame.intersection(visible) { result.append(covered) }
                continue
            }
            let odx = frame.minX - overlay.nodeBoundsOrigin.x, ody = frame.minY - overlay.nodeBoundsOrigin.y
            let local = visible.offsetBy(dx: -odx, dy: -ody)
            layer(of: overlay).forEachCover(above: nil, overlapping: local) { rect in
                result.append(rect.offsetBy(dx: odx, dy: ody))
            }
        }
    }

    /// Adds, for a declared exposure, what the platform's views drawn above the view hosting it
    /// cover (S11): the later siblings of the host view and of each of its ancestors (a view the
    /// app added to the window or to a container above the hosting controller's view, a sheet's
    /// presentation), and the windows above its window, as for a platform view, from the same
    /// cached layers. `visible` is in the declared window's coordinates; the platform's chain
    /// gives its own window's frame on the screen, so the covers are moved between the two.
    private func addCovers(aboveHost host: any ViewNode, within visible: Rect, into result: inout [Rect]) {
        guard let parent = host.parentNode else { return }
        var window: any ViewNode = parent
        var level = 0
        while let next = window.parentNode, level < ViewTreeWalk.maximumDepth {
            window = next
            level += 1
        }
        let origin = window.nodeFrame.origin
        let onScreen = visible.offsetBy(dx: origin.x, dy: origin.y)
        var covers: [Rect] = []
        var root: any ViewNode = host
        _ = collectCovers(above: host, in: parent, within: onScreen, into: &covers, root: &root, level: 1)
        addWindowCovers(above: root, within: onScreen, into: &covers)
        for cover in covers { result.append(cover.offsetBy(dx: -origin.x, dy: -origin.y)) }
    }

    /// Adds the covers above `child` in `parent` and in every ancestor, top down, and returns
    /// where the origin of `parent`'s content coordinates is on screen. Recursive rather than
    /// collecting the chain first: a tracked view is a few levels deep, and this runs for every
    /// view a frame looks at. The recursion stops at ``ViewTreeWalk/maximumDepth`` levels, so a custom
    /// host whose parents form a cycle costs bounded work (H2).
    private func collectCovers(
        above child: any ViewNode, in parent: any ViewNode, within visible: Rect, into result: inout [Rect],
        root: inout any ViewNode, level: Int
    ) -> Point {
        let frame = parent.nodeFrame, bounds = parent.nodeBoundsOrigin
        var dx: Double, dy: Double
        if let grandparent = parent.parentNode, level < ViewTreeWalk.maximumDepth {
            let origin = collectCovers(above: parent, in: grandparent, within: visible, into: &result, root: &root, level: level + 1)
            dx = origin.x + frame.minX - bounds.x
            dy = origin.y + frame.minY - bounds.y
        } else {
            root = parent
            dx = frame.minX - bounds.x
            dy = frame.minY - bounds.y
        }
        let layer = layer(of: parent)
        if layer.hasCovers {
            layer.forEachCover(above: child, overlapping: visible.offsetBy(dx: -dx, dy: -dy)) { rect in
                result.append(rect.offsetBy(dx: dx, dy: dy))
            }
        }
        return Point(x: dx, y: dy)
    }

    // MARK: Layers

    private func layer(of parent: any ViewNode) -> OcclusionLayer {
        let id = ObjectIdentifier(parent)
        if let layer = layers[id], layer.parent === parent { return layer }
        var covers: [OcclusionLayer.Cover] = []
        var budget = policy.maximumDescendantsPerParent
        let count = parent.childNodeCount
        for position in 0..<count {
            gather(parent.childNode(at: position), order: position, dx: 0, dy: 0, clip: nil, into: &covers, budget: &budget)
        }
        let layer = OcclusionLayer(parent: parent, covers: covers)
        layers[id] = layer
        // Layers of parents that went away without a change noted in them (inside a removed
        // subtree) are dropped whenever the cache doubled since the last sweep.
        if layers.count >= 2 * sweptCount {
            layers = layers.filter { $0.value.parent != nil }
            sweptCount = max(64, layers.count)
        }
        return layer
    }

    /// Adds `node`'s cover, or the covers of the opaque views inside it, in its parent's
    /// coordinates moved by `dx`, `dy`.
    private func gather(
        _ node: any ViewNode, order: Int, dx: Double, dy: Double, clip: Rect?,
        into covers: inout [OcclusionLayer.Cover], budget: inout Int
    ) {
        guard !node.nodeIsHidden, node.nodeAlpha >= 1, !isSeeThrough(node) else { return }
        var frame = node.nodeFrame.offsetBy(dx: dx, dy: dy)
        // Geometry that is not finite covers nothing (and must not reach the sorted covers).
        guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite,
            !frame.isEmpty || node.childNodeCount > 0
        else { return }
        if OcclusionPolicy.paintsOpaquely(node) {
            if let clip { guard let clipped = frame.intersection(clip) else { return }; frame = clipped }
            if !frame.isEmpty { covers.append(OcclusionLayer.Cover(rect: frame, order: order)) }
            return
        }
        guard !node.isScrollContainer, budget > 0 else { return }
        var childClip = clip
        if node.nodeClipsToBounds {
            guard let clipped = clip.map({ frame.intersection($0) }) ?? frame else { return }
            childClip = clipped
        }
        let origin = node.nodeBoundsOrigin
        let childDX = frame.minX - origin.x, childDY = frame.minY - origin.y
        for position in 0..<node.childNodeCount {
            guard budget > 0 else { return }
            budget -= 1
            gather(node.childNode(at: position), order: order, dx: childDX, dy: childDY, clip: childClip, into: &covers, budget: &budget)
        }
    }

    private func isOccluder(_ node: any ViewNode) -> Bool {
        OcclusionPolicy.paintsOpaquely(node) && !node.nodeIsHidden && node.nodeAlpha >= 1 && !isSeeThrough(node)
    }

    private func isSeeThrough(_ node: any ViewNode) -> Bool {
        node.trackingAttributes.isSeeThrough || policy.seeThroughViewTypes.contains(node)
    }

    private func containsOccluder(_ node: any ViewNode, budget: inout Int) -> Bool {
        if isOccluder(node) { return true }
        guard !node.nodeIsHidden, node.nodeAlpha >= 1, !node.isScrollContainer else { return false }
        for position in 0..<node.childNodeCount {
            guard budget > 0 else { return false }
            budget -= 1
            if containsOccluder(node.childNode(at: position), budget: &budget) { return true }
        }
        return false
    }
}
