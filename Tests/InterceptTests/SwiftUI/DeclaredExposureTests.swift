import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// S3: declared SwiftUI exposures, measured from geometry by the core's exposure machinery.
@MainActor
@Suite("SwiftUI exposures")
struct DeclaredExposureTests {
    /// An interception with a manual clock, a surface for a 390 x 844 window and a visited screen.
    @MainActor
    final class Fixture {
        let scene = SwiftUIScene()
        let surface: DeclaredSurface
        let screen: DeclaredScreen

        init() {
            surface = scene.interception.declaredSurface(for: ObjectIdentifier(scene.window), bounds: Rect(x: 0, y: 0, width: 390, height: 844))
            screen = scene.interception.declareScreen("Feed")
            show(screen)
        }

        func show(_ screen: DeclaredScreen) {
            scene.interception.declaredScreen(screen, received: .onAppear)
            scene.interception.declaredScreen(screen, frame: Rect(x: 0, y: 0, width: 390, height: 844), windowBounds: Rect(x: 0, y: 0, width: 390, height: 844))
            scene.interception.settleDeclaredAppearances()
        }

        func node(_ id: String, fraction: Double? = nil, dwell: Double? = nil, on screen: DeclaredScreen? = nil) -> DeclaredExposureNode {
            let node = DeclaredExposureNode(
                element: DeclaredElement(type: "View", name: "card", path: [DeclaredPathSegment("feed"), DeclaredPathSegment("card", identity: id)], screen: screen ?? self.screen),
                exposure: ExposureContext(trackingID: id, minimumVisibleFraction: fraction, minimumDwell: dwell))
            scene.interception.declaredExposure(node, received: .onAppear)
            return node
        }

        /// Places `node` at `y` (100 points tall) in a viewport from y 100 to 700, and plays a frame.
        func place(_ node: DeclaredExposureNode, y: Double, viewport: Rect? = Rect(x: 0, y: 100, width: 390, height: 600), wait: Double = 0.1) {
            scene.interception.declaredExposure(node, frame: Rect(x: 0, y: y, width: 390, height: 100), viewport: viewport, in: surface)
            scene.interception.settleDeclaredAppearances()
            scene.wait(wait)
        }

        func exposures() async -> [InteractionEvent] {
            await scene.events().filter { $0.kind == .exposure }
        }
    }

    @Test("S3: exposed once at the declared ratio, clipped by the scroll container's viewport and the window (X1)")
    func ratioAndViewport() async throws {
        let fixture = Fixture()
        let node = fixture.node("a", fraction: 0.5)
        fixture.place(node, y: 640)  // 60 of 100 points above the viewport's bottom edge (700)
        #expect(await fixture.exposures().count == 1)
        fixture.place(node, y: 660)  // 40 points: not visible
        fixture.place(node, y: 30)  // 30 inside the viewport (top at 100): not visible
        fixture.place(node, y: 200)
        let events = await fixture.exposures()
        #expect(events.count == 2)
        let event = try #require(events.last)
        #expect(event.element?.trackingID == "a")
        #expect(event.element?.path == "feed/card[a]/card")
        #expect(event.screen?.name == "Feed")
        fixture.place(node, y: 200, viewport: nil)  // no scroll container: the window clips
        fixture.place(node, y: 800)  // 44 points inside an 844 window: not visible
        #expect(await fixture.exposures().count == 2)
    }

    @Test("S3: dwell: leaving before the dwell time re-arms it (X4)")
    func dwell() async {
        let fixture = Fixture()
        let node = fixture.node("b", dwell: 1)
        fixture.place(node, y: 200, wait: 0.5)
        fixture.place(node, y: 900)
        fixture.place(node, y: 200, wait: 0.6)  // seen at this frame: due one second later
        #expect(await fixture.exposures().isEmpty)
        fixture.scene.wait(0.6)
        #expect(await fixture.exposures().isEmpty)
        fixture.scene.wait(0.5)
        #expect(await fixture.exposures().count == 1)
    }

    @Test("S3: a declared overlay hides what is under it (X5)")
    func occlusion() async {
        let fixture = Fixture()
        let bar = DeclaredOverlayNode()
        fixture.scene.interception.declaredOverlay(bar, frame: Rect(x: 0, y: 150, width: 390, height: 200), in: fixture.surface)
        let node = fixture.node("c")
        fixture.place(node, y: 200)
        #expect(await fixture.exposures().isEmpty)
        fixture.scene.interception.declaredOverlay(bar, frame: Rect(x: 0, y: 150, width: 390, height: 200), in: nil)
        fixture.scene.wait()
        #expect(await fixture.exposures().count == 1)
    }

    @Test("S3: identity follows the declared id: an item moving to another recycled row in one frame is exposed once (X2)")
    func recycling() async {
        let fixture = Fixture()
        let first = fixture.node("item-1")
        let second = fixture.node("item-2")
        fixture.place(first, y: 200)
        fixture.place(second, y: 400)
        // The list reuses the rows: the first now shows item-2, the second item-3.
        let interception = fixture.scene.interception
        interception.declaredExposure(first, declares: first.element, exposure: ExposureContext(trackingID: "item-2"))
        interception.declaredExposure(second, declares: second.element, exposure: ExposureContext(trackingID: "item-3"))
        fixture.place(first, y: 300)
        #expect(await fixture.exposures().compactMap { $0.element?.trackingID }.sorted() == ["item-1", "item-2", "item-3"])
    }

    @Test("S3: an exposure on a pre-rendered, unshown TabView page is not exposed until the page is visited")
    func prerenderedPage() async {
        let fixture = Fixture()
        let page = fixture.scene.interception.declareScreen("Page2")
        fixture.scene.interception.declaredScreen(page, received: .onAppear)  // pre-rendered: onAppear, but off screen
        fixture.scene.interception.declaredScreen(page, frame: Rect(x: 390, y: 0, width: 390, height: 844), windowBounds: Rect(x: 0, y: 0, width: 390, height: 844))
        let node = fixture.node("d", on: page)
        fixture.place(node, y: 200)  // its geometry in window coordinates is on screen, but its page is not shown
        #expect(await fixture.exposures().isEmpty)
        #expect(page.isVisited == false)
        fixture.show(page)
        fixture.scene.wait()
        #expect(await fixture.exposures().map { $0.element?.trackingID } == ["d"])
    }

    @Test("S3: absurd geometry is not visible and never traps (H1)")
    func absurdGeometry() async {
        let fixture = Fixture()
        let node = fixture.node("e")
        for frame in [Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 1e300, width: 10, height: 10), Rect(x: 0, y: 0, width: -5, height: .infinity)] {
            fixture.scene.interception.declaredExposure(node, frame: frame, viewport: frame, in: fixture.surface)
            fixture.scene.interception.settleDeclaredAppearances()
            fixture.scene.wait()
        }
        #expect(await fixture.exposures().isEmpty)
    }
}
