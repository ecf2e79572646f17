extension Rect {
    /// The area covered by the union of `rects` (overlaps counted once), for occlusion (X5).
    ///
    /// A sweep over the distinct vertical edges: in each vertical slab, the rectangles spanning it
    /// contribute their merged vertical extents. Quadratic in the number of rectangles, which is
    /// the handful of opaque views covering one tracked view.
    static func unionArea(of rects: [Rect]) -> Double {
        if rects.count == 1 { return rects[0].area.isFinite ? rects[0].area : 0 }
        let rects = rects.filter { !$0.isEmpty && $0.area.isFinite }
        switch rects.count {
        case 0: return 0
        case 1: return rects[0].area
        default: break
        }
        var edges = Array(Set(rects.flatMap { [$0.minX, $0.maxX] }))
        edges.sort()
        var area = 0.0
        var extents: [(top: Double, bottom: Double)] = []
        extents.reserveCapacity(rects.count)
        for index in 0..<(edges.count - 1) {
            let left = edges[index], right = edges[index + 1]
            extents.removeAll(keepingCapacity: true)
            for rect in rects where rect.minX <= left && rect.maxX >= right {
                extents.append((rect.minY, rect.maxY))
            }
            guard !extents.isEmpty else { continue }
            extents.sort { $0.top < $1.top }
            var covered = 0.0
            var current = extents[0]
            for extent in extents.dropFirst() {
                if extent.top > current.bottom {
                    covered += current.bottom - current.top
                    current = extent
                } else if extent.bottom > current.bottom {
                    current.bottom = extent.bottom
                }
            }
            covered += current.bottom - current.top
            area += covered * (right - left)
        }
        return area
    }
}
