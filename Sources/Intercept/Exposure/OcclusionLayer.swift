/// The opaque views among one parent's subviews and inside its transparent subviews (X5), in the
/// parent's content coordinates, sorted by top edge so the covers of a rectangle are found by a
/// binary search rather than a walk of every subview.
@MainActor
final class OcclusionLayer {
    /// One opaque view: where it is, and the position (back to front) of the parent's subview it
    /// is or is inside, which decides what it is drawn above.
    struct Cover {
        var rect: Rect
        var order: Int
    }

    weak var parent: (any ViewNode)?
    private let covers: [Cover]
    private let tallest: Double
    /// The position of each subview, kept only when there are covers to compare with.
    private let positions: [ObjectIdentifier: Int]

    init(parent: any ViewNode, covers: [Cover]) {
        self.parent = parent
        self.covers = covers.sorted { $0.rect.minY < $1.rect.minY }
        self.tallest = covers.map(\.rect.height).max() ?? 0
        var positions: [ObjectIdentifier: Int] = [:]
        if !covers.isEmpty {
            let count = parent.childNodeCount
            positions.reserveCapacity(count)
            for position in 0..<count { positions[ObjectIdentifier(parent.childNode(at: position))] = position }
        }
        self.positions = positions
    }

    var hasCovers: Bool { !covers.isEmpty }

    /// Calls `body` with each cover drawn above the subview `child` (every cover when `nil`) that
    /// overlaps `rect`, clipped to it. A child the layer does not know (changed without notice)
    /// is covered by nothing here.
    func forEachCover(above child: (any ViewNode)?, overlapping rect: Rect, _ body: (Rect) -> Void) {
        guard !covers.isEmpty else { return }
        let order: Int
        if let child {
            guard let position = positions[ObjectIdentifier(child)] else { return }
            order = position
        } else {
            order = -1
        }
        // The first cover whose top could still reach `rect`: none starts above rect.minY - tallest.
        let lowest = rect.minY - tallest
        var low = 0, high = covers.count
        while low < high {
            let middle = (low + high) / 2
            if covers[middle].rect.minY < lowest { low = middle + 1 } else { high = middle }
        }
        for index in low..<covers.count {
            let cover = covers[index]
            if cover.rect.minY >= rect.maxY { break }
            if cover.order > order, let covered = cover.rect.intersection(rect) { body(covered) }
        }
    }
}
