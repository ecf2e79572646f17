import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// H2: a cycle in parent links is refused by the headless platform, and never hangs a walk of
/// the core when a custom host makes one.
@MainActor
@Suite("Hostile trees")
struct HostileTreeTests {
    @Test("H2: adding a view's ancestor (or itself) as its subview is a documented no-op")
    func headlessRefusesCycles() async throws {
        let screen = ListScreenFixture()
        let outer = View()
        let middle = View()
        let inner = Label(text: "Inner")
        screen.controller.view.addSubview(outer)
        outer.addSubview(middle)
        middle.addSubview(inner)

        inner.addSubview(outer)
        inner.addSubview(inner)
        middle.insertSubview(outer, at: 0)
        #expect(outer.superview === screen.controller.view, "the ancestor stays where it was")
        #expect(inner.subviews.isEmpty && middle.subviews.count == 1)
        #expect(inner.isDescendant(of: outer) && !outer.isDescendant(of: inner))

        let description = try #require(Interception().elementDescriber.describe(inner))
        #expect(description.element.path == "View[0]/View[0]/View[0]/Label[0]")
        #expect(description.screen?.name == "ViewController")
    }

    @Test("H4, E7: a view whose superview goes away no longer inherits its flags or screen")
    func superviewGone() throws {
        let screen = ListScreenFixture()
        let child = Label(text: "Kept")
        do {
            let parent = View()
            parent.trackingAttributes.isPrivate = true
            parent.trackingAttributes.ignoreScope = .viewAndSubviews
            parent.addSubview(child)
            screen.controller.view.addSubview(parent)
            #expect(ElementDescriber(rules: .withDisplayedText).describe(child) == nil)
            parent.removeFromSuperview()
        }
        #expect(child.superview == nil && child.window == nil)
        let description = try #require(ElementDescriber(rules: .withDisplayedText).describe(child))
        #expect(description.element.content == "Kept" && description.screen == nil)
    }

    @Test("H2: describing a view of a custom host whose parents form a cycle ends, with a capped path")
    func cyclicParents() throws {
        let a = CustomNode("A"), b = CustomNode("B"), c = CustomNode("C", content: .text("Leaf"))
        a.link(b)
        b.link(c)
        b.parent = a
        a.parent = c  // c's ancestors: b, a, c, b, a, ...
        defer { a.breakCycles() }
        a.trackingAttributes.isPrivate = false

        let description = try #require(ElementDescriber(rules: .withDisplayedText).describe(c))
        #expect(description.element.path.hasPrefix("…/"), "cut at the path depth cap: \(description.element.path)")
        #expect(description.element.path.split(separator: "/").count == 25)
        #expect(description.element.content == "Leaf")
        #expect(description.screen == nil)

        a.trackingAttributes.ignoreScope = .viewAndSubviews
        #expect(ElementDescriber(rules: .withDisplayedText).describe(c) == nil, "an ignore flag in the cycle is still seen")
        a.trackingAttributes.ignoreScope = nil
        b.trackingAttributes.isPrivate = true
        #expect(ElementDescriber(rules: .withDisplayedText).describe(c)?.element.content == nil, "so is a private flag (H4)")
    }

    @Test("H2: an alert row processor walking up a cycle of parents ends")
    func processorWalkBounded() {
        let a = CustomNode("A"), b = CustomNode("B")
        a.parent = b
        b.parent = a
        defer { a.breakCycles() }
        let processor = ActionRowProcessor(rowTypeNames: ["Row"])
        #expect(processor.element(touching: a, in: CustomNode("Elsewhere")) == nil)
    }

    @Test("H2: content of a custom container whose children lead back to it ends")
    func cyclicChildren() throws {
        let root = CustomNode("Root")
        let label = CustomNode("Label", content: .text("Hello"))
        root.link(label)
        label.children = [root]  // a child whose child is its parent
        root.children.append(root)  // and a view that is its own child
        defer { root.breakCycles() }

        let description = try #require(ElementDescriber(rules: .withDisplayedText).describe(root))
        let content = try #require(description.element.content)
        #expect(content.hasPrefix("Hello-Hello"), "each visit of the label counts against the node budget: \(content)")
        #expect(String(repeating: "Hello-", count: 64).hasPrefix(content))
    }

    @Test("H2: exposure of custom views in a cycle ends, and the views are not visible")
    func cyclicExposure() async throws {
        let recorder = RecordingTracker()
        let interception = Interception(trackers: [recorder])
        let a = CustomNode("A"), b = CustomNode("B")
        a.link(b)
        b.link(a)
        defer { a.breakCycles() }
        b.trackingAttributes.exposure = ExposureContext(trackingID: "b", minimumVisibleFraction: 0)
        a.trackingAttributes.exposure = ExposureContext(trackingID: "a", minimumVisibleFraction: 0)
        interception.viewDidChange(a)
        interception.frameDidTick()
        interception.scrollContainer(a, didScrollFrom: Point(x: 0, y: 5))
        interception.frameDidTick()
        await interception.flush()
        #expect(recorder.events.isEmpty, "no window above a cycle: not visible")
    }

    @Test("H2: a headless tree 5,000 levels deep is described and exposed with bounded walks")
    func veryDeepTree() async throws {
        let screen = ExposureTests.FeedScreen()
        var parent: View = screen.controller.view
        for _ in 0..<5_000 {
            let child = View()
            child.frame = Rect(x: 0, y: 0, width: 390, height: 800)
            parent.addSubview(child)
            parent = child
        }
        let leaf = Label(text: "Deep")
        leaf.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        leaf.trackingAttributes.exposure = ExposureContext(trackingID: "deep")
        parent.addSubview(leaf)

        let description = try #require(screen.interception.elementDescriber.describe(leaf))
        // What a view inherits is checked and computed at most 1,024 levels up (H2), here as on a
        // device: the screen 5,000 levels up is beyond it.
        #expect(description.screen == nil, "the screen is beyond the walk's bound")
        #expect(description.element.path.hasPrefix("…/View[0]/"))
        #expect(await screen.frame().isEmpty, "deeper than any walk goes: not visible")
    }
}
