/// The bounds on walks through a view tree (H2).
///
/// The headless platform refuses to make a cycle, and UIKit's trees are trees, but a custom
/// ``ViewNode`` can answer anything: a parent that is its own descendant, a child that is its own
/// ancestor. Every walk of the core stops after ``maximumDepth`` levels (up) or visits each view
/// once (down), so such a host costs bounded work instead of a hang. Real view hierarchies are a
/// few dozen levels deep; a view deeper than ``maximumDepth`` below its window is treated as not
/// in it for exposure, and its screen is looked up no further than that.
@MainActor
@usableFromInline
enum ViewTreeWalk {
    /// The most levels any walk goes up from a view.
    @inlinable static var maximumDepth: Int { 1_024 }

    /// Whether `ancestor` is above `view`, looking at most ``maximumDepth`` levels up.
    static func isDescendant(_ view: any ViewNode, of ancestor: any ViewNode) -> Bool {
        var current = view.parentNode
        var level = 0
        while let node = current, level < maximumDepth {
            if node === ancestor { return true }
            current = node.parentNode
            level += 1
        }
        return false
    }
}
