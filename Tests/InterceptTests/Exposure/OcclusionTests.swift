import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import InterceptTesting
import Testing

/// X5: the part of a tracked view covered by an opaque view drawn above it is not visible.
@MainActor
@Suite("Exposure occlusion")
struct OcclusionTests {
    typealias FeedScreen = ExposureTests.FeedScreen

    /// An opaque view (white background) in `parent`, drawn above what `parent` already holds.
    @discardableResult
    func opaqueView(_ frame: Rect, in parent: View) -> View {
        let view = View()
        view.frame = frame
        view.backgroundColor = .white
        parent.addSubview(view)
        return view
    }

    @Test("X5: a sticky header over a list hides the rows under it, until they scroll out from under it")
    func stickyHeaderOverList() async throws {
        let screen = FeedScreen()
        screen.feed.contentOffset = Point(x: 0, y: 1_000)
        // The header is a later sibling of the list, 400 points tall, fixed while the list scrolls.
        let header = opaqueView(Rect(x: 0, y: 0, width: 390, height: 400), in: screen.controller.view)
        screen.card("under", y: 1_300, height: 100)       // at 300-400 in the viewport: under the header
        screen.card("half", y: 1_350, height: 100)        // at 350-450: half covered, exactly at 0.5
        screen.card("clear", y: 1_500, height: 100)       // at 500-600: visible
        #expect(await screen.frame().sorted() == ["clear", "half"])

        // Scrolling up by 100 brings "under" out from under the header's bottom edge. The scroll
        // looks only at views near the edges: the header's edges count as edges (a view in the
        // middle of the viewport, far from its own edges, crosses it).
        screen.feed.contentOffset = Point(x: 0, y: 900)
        #expect(await screen.frame() == ["under"])
        #expect(header.superview != nil)
    }

    @Test("X5: a modal sheet covering the bottom of the screen hides what is under it; dismissed, it is exposed again")
    func modalSheet() async throws {
        let screen = FeedScreen()
        screen.card("top", y: 0)
        screen.card("bottom", y: 550)
        #expect(await screen.frame().sorted() == ["bottom", "top"])

        let sheet = ViewController(title: "Filters")
        sheet.view.backgroundColor = .white
        sheet.modalPresentationStyle = .pageSheet(height: 400)   // covers 444-844 of the window
        screen.controller.present(sheet)
        #expect(screen.controller.isScreenAppeared, "a sheet leaves the screen below appeared")
        #expect(await screen.frame().isEmpty)

        sheet.dismiss()
        #expect(await screen.frame() == ["bottom"], "uncovered: exposed again; the top card never left")
    }

    @Test("X5: translucent bars, translucent, non-opaque and declared see-through views hide nothing")
    func seeThroughViews() async throws {
        let screen = FeedScreen()
        let bar = Toolbar()                       // translucent by default, as UIKit's bars
        bar.frame = Rect(x: 0, y: 0, width: 390, height: 100)
        bar.backgroundColor = .white
        screen.controller.view.addSubview(bar)
        let translucent = opaqueView(Rect(x: 0, y: 100, width: 390, height: 100), in: screen.controller.view)
        translucent.alpha = 0.9
        let notOpaque = opaqueView(Rect(x: 0, y: 200, width: 390, height: 100), in: screen.controller.view)
        notOpaque.isOpaque = false
        let clearBackground = View()
        clearBackground.frame = Rect(x: 0, y: 300, width: 390, height: 100)
        screen.controller.view.addSubview(clearBackground)
        let declared = opaqueView(Rect(x: 0, y: 400, width: 390, height: 100), in: screen.controller.view)
        declared.trackingAttributes.isSeeThrough = true
        for (index, id) in ["bar", "translucent", "notOpaque", "clear", "declared"].enumerated() {
            screen.card(id, y: Double(index) * 100, height: 100)
        }
        #expect(await screen.frame() == ["bar", "translucent", "notOpaque", "clear", "declared"])

        // The same bar, not translucent, hides the card under it: it leaves, and comes back.
        bar.isTranslucent = false
        #expect(await screen.frame().isEmpty)
        bar.isTranslucent = true
        #expect(await screen.frame() == ["bar"])
    }

    @Test("X5: see-through view types are configurable; by default they list UIKit's translucent chrome")
    func seeThroughTypes() async throws {
        final class FrostedGlass: View {}
        #expect(ExposurePolicy().occlusion.seeThroughViewTypes == OcclusionPolicy.defaultSeeThroughViewTypes)
        #expect(OcclusionPolicy.defaultSeeThroughViewTypes.kinds.contains("UIVisualEffectView"))
        var policy = ExposurePolicy()
        policy.occlusion.seeThroughViewTypes.kinds.insert("FrostedGlass")
        let screen = FeedScreen(policy: policy)
        let glass = FrostedGlass()
        glass.frame = Rect(x: 0, y: 0, width: 390, height: 200)
        glass.backgroundColor = .white
        screen.controller.view.addSubview(glass)
        screen.card("a", y: 0)
        #expect(await screen.frame() == ["a"])

        var off = ExposurePolicy()
        off.occlusion.isEnabled = false
        let unoccluded = FeedScreen(policy: off)
        opaqueView(Rect(x: 0, y: 0, width: 390, height: 200), in: unoccluded.controller.view)
        unoccluded.card("a", y: 0)
        #expect(await unoccluded.frame() == ["a"], "occlusion switched off: only clipping counts")
    }

    @Test("X5: an occluder that moves away re-arms the exposure: covered again and uncovered, it is reported again")
    func occluderMovesAway() async throws {
        let screen = FeedScreen()
        let banner = screen.card("banner", y: 100)
        let header = opaqueView(Rect(x: 0, y: 0, width: 390, height: 300), in: screen.controller.view)
        #expect(await screen.frame().isEmpty)

        header.frame.origin.y = -300                          // slides away
        #expect(await screen.frame() == ["banner"])
        header.frame.origin.y = 0                             // back over the banner: re-armed
        #expect(await screen.frame().isEmpty)
        header.isHidden = true
        #expect(await screen.frame() == ["banner"])
        header.isHidden = false
        header.removeFromSuperview()
        #expect(await screen.frame().isEmpty, "still visible: nothing new")
        #expect(banner.window != nil)
    }

    @Test("X5: drawn above means later: a later sibling covers an earlier one, never the reverse")
    func drawingOrder() async throws {
        let screen = FeedScreen()
        // An opaque card below the tracked one in the same list does not cover it.
        opaqueView(Rect(x: 0, y: 0, width: 390, height: 200), in: screen.feed)
        screen.card("above", y: 0)
        // A tracked card with an opaque card after it (a sibling of an ancestor, drawn above).
        let group = View()
        group.frame = Rect(x: 0, y: 300, width: 390, height: 200)
        screen.feed.addSubview(group)
        screen.card("below", y: 0, in: group)
        opaqueView(Rect(x: 0, y: 300, width: 390, height: 200), in: screen.feed)
        // The tracked view's own opaque subviews are part of it, not over it.
        let own = screen.card("own", y: 600)
        opaqueView(Rect(x: 0, y: 0, width: 390, height: 200), in: own)
        #expect(await screen.frame().sorted() == ["above", "own"])
    }

    @Test("X5: opaque views inside a transparent container occlude; overlapping occluders count once")
    func containersAndOverlaps() async throws {
        let screen = FeedScreen()
        let overlay = View()                                 // clear container
        overlay.frame = Rect(x: 0, y: 0, width: 390, height: 844)
        screen.controller.view.addSubview(overlay)
        // Two occluders over the top 40 points of a 100-point card, overlapping: 60% stays visible.
        opaqueView(Rect(x: 0, y: 0, width: 390, height: 30), in: overlay)
        opaqueView(Rect(x: 0, y: 10, width: 390, height: 30), in: overlay)
        screen.card("twice", y: 0, height: 100)
        // A card fully under an opaque view nested two levels down.
        let inner = View()
        inner.frame = Rect(x: 0, y: 200, width: 390, height: 300)
        overlay.addSubview(inner)
        opaqueView(Rect(x: 0, y: 0, width: 390, height: 100), in: inner)
        screen.card("nested", y: 200, height: 100)
        #expect(await screen.frame() == ["twice"])
    }

    @Test("X5: an overlay window above the app's window hides what its opaque views cover")
    func overlayWindow() async throws {
        let screen = FeedScreen()
        screen.card("a", y: 0)
        screen.card("b", y: 400)
        #expect(await screen.frame() == ["a", "b"])

        let toastWindow = Window()                          // clear, at a higher level
        toastWindow.windowLevel = 1
        screen.application.addWindow(toastWindow)
        opaqueView(Rect(x: 0, y: 350, width: 390, height: 300), in: toastWindow)
        toastWindow.makeKeyAndVisible()
        #expect(await screen.frame().isEmpty)
        screen.feed.contentOffset = Point(x: 0, y: 10)       // b stays under the toast
        #expect(await screen.frame().isEmpty)
        toastWindow.isHidden = true
        #expect(await screen.frame() == ["b"])
    }
}

extension OcclusionTests {
    @Test("X5: bad input: occluders with geometry that is not finite, overflowing or negative hide nothing and never crash")
    func hostileOccluders() async throws {
        let screen = FeedScreen()
        for frame in [
            Rect(x: .nan, y: 0, width: 390, height: 200),
            Rect(x: 0, y: .infinity, width: 390, height: 200),
            Rect(x: 0, y: 0, width: .infinity, height: 200),
            Rect(x: 1e308, y: 1e308, width: 1e308, height: 1e308),     // its edges overflow
            Rect(x: 0, y: 0, width: -390, height: 200),
        ] {
            opaqueView(frame, in: screen.controller.view)
        }
        screen.card("a", y: 0)
        #expect(await screen.frame() == ["a"])
        screen.feed.contentOffset = Point(x: 0, y: 30)
        #expect(await screen.frame().isEmpty)
    }

    @Test("F16 X5: the windows above one are decided in the core: a higher level, or the same level and later; hidden ones are not drawn")
    func windowsAbove() {
        let windows: [(window: String, level: Double, isShown: Bool)] = [
            ("app", 0, true), ("alert", 2000, true), ("later", 0, true), ("hidden", 1, false), ("status", 1000, true), ("below", -1, true),
        ]
        #expect(OcclusionPolicy.windowsAbove(0, in: windows) == ["later", "status", "alert"], "back to front")
        #expect(OcclusionPolicy.windowsAbove(2, in: windows) == ["status", "alert"], "an earlier window of its level is below it")
        #expect(OcclusionPolicy.windowsAbove(1, in: windows).isEmpty)
        #expect(OcclusionPolicy.windowsAbove(9, in: windows).isEmpty, "a window not in the list has nothing above it")
    }

    @Test("F16 X5: an overlay window at alpha 0 hides nothing")
    func clearOverlayWindow() async throws {
        let screen = FeedScreen()
        screen.card("b", y: 400)
        let toastWindow = Window()
        toastWindow.windowLevel = 1
        toastWindow.alpha = 0
        screen.application.addWindow(toastWindow)
        opaqueView(Rect(x: 0, y: 350, width: 390, height: 300), in: toastWindow)
        toastWindow.makeKeyAndVisible()
        #expect(await screen.frame() == ["b"])
        toastWindow.alpha = 1
        #expect(await screen.frame().isEmpty)
    }
}
