import Foundation
import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// H10: the reference platform survives the trees the core survives: hit testing, frames and
/// releasing trees 100,000 levels deep, without recursion, at a cost linear in the tree.
@MainActor
@Suite("Deep headless trees")
struct DeepHeadlessTreeTests {
    /// `depth` views, each the only subview of the one before, under `root`; returns the deepest.
    static func chain(_ depth: Int, under root: View) -> View {
        var parent = root
        for _ in 0..<depth {
            let child = View()
            child.frame = Rect(x: 0, y: 0, width: 390, height: 800)
            parent.addSubview(child)
            parent = child
        }
        return parent
    }

    @Test("H10: hit testing a chain 100,000 levels deep finds its deepest view, without recursion")
    func deepHitTest() {
        let screen = ExposureTests.FeedScreen()
        let deepest = Self.chain(100_000, under: screen.controller.view)
        #expect(screen.window.hitTest(Point(x: 10, y: 10)) === deepest)
        deepest.isUserInteractionEnabled = false
        #expect(screen.window.hitTest(Point(x: 10, y: 10)) === deepest.superview, "a view that takes no touch is passed over, as before")
    }

    @Test("H10: releasing trees 20,000 and 100,000 levels deep does not overflow the stack; a view held elsewhere stays, without a superview or window", arguments: [20_000, 100_000])
    func deepRelease(depth: Int) {
        let screen = ExposureTests.FeedScreen()
        weak var weakRoot: View?
        var kept: View?
        do {
            let root = View()
            weakRoot = root
            let deepest = Self.chain(depth, under: root)
            kept = deepest.superview
            screen.controller.view.addSubview(root)
            root.removeFromSuperview()
        }
        #expect(weakRoot == nil, "released")
        #expect(kept?.superview == nil && kept?.window == nil)
        #expect(kept?.subviews.count == 1, "the kept view keeps its own subview")
        kept = nil
    }

    /// Adds `depth` nested views one by one to a screen in a window, then plays one frame;
    /// returns the CPU seconds of the frame.
    static func frameAfterAdding(_ depth: Int) -> Double {
        let screen = ExposureTests.FeedScreen()
        _ = chain(depth, under: screen.controller.view)
        return threadCPUTime { screen.application.runFrame() }
    }

    @Test("H10: a frame after adding 100,000 nested views one by one costs linear time in the views added (within 3x of 10 times the cost for 10,000)")
    func frameCostIsLinear() {
        let small = Self.frameAfterAdding(10_000)
        let large = Self.frameAfterAdding(100_000)
        print("H10 frame after adding nested views one by one: 10,000 views \(String(format: "%.3f", small)) s, 100,000 views \(String(format: "%.3f", large)) s (CPU)")
        #expect(large < max(0.05, small) * 30, "10x the views, \(large / max(small, 1e-6))x the time")
    }
}
