import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// S11, S12: what covers declared impressions (the keyboard, the app's overlays), and the tables
/// their geometry keeps.
@MainActor
@Suite("SwiftUI covers")
struct DeclaredCoverTests {
    /// A window-filling feed of 100-point product cards in a root hosting controller, launched and
    /// rendered, no frame played yet.
    func feed(_ scene: SwiftUIScene = SwiftUIScene()) -> (scene: SwiftUIScene, host: ViewController, stack: LazyStack) {
        let (host, feed) = feedScreen(scene)
        let stack = scene.runtime.makeLazyStack(
            in: feed, container: host.view, frame: scene.window.bounds, itemIDs: (0..<20).map { "card-\($0)" }, rowHeight: 100)
        scene.application.launch()
        scene.runtime.update()
        return (scene, host, stack)
    }

    /// The window's root hosting controller, showing the declared screen "Feed".
    func feedScreen(_ scene: SwiftUIScene) -> (host: ViewController, feed: SwiftUIScreenInstance) {
        let host = scene.host(FeedView.self)
        scene.window.rootViewController = host
        return (host, scene.runtime.makeScreen("Feed", in: host.view))
    }

    func exposures(_ scene: SwiftUIScene) async -> [String] {
        await scene.summary().filter { $0.hasPrefix("exposure") }
    }

    @Test("S11: a product card under the keyboard is not exposed; after the keyboard hides it is")
    func keyboardCovers() async {
        let (scene, _, _) = feed()
        // 336 points from the bottom of an 844-point screen: from y 508 down.
        scene.application.showKeyboard(height: 336)
        scene.wait()
        #expect(await exposures(scene) == ["exposure card-0", "exposure card-1", "exposure card-2", "exposure card-3", "exposure card-4"])
        scene.application.hideKeyboard()
        scene.wait()
        #expect(await exposures(scene).dropFirst(5) == ["exposure card-5", "exposure card-6", "exposure card-7"])
        #expect(scene.interception.swiftUIAssumptionViolations.isEmpty)
    }

    @Test("S11, B4: a keyboard said to hide while its last frame is still on the window (an iPad's floating keyboard) uncovers and is counted")
    func keyboardHiddenOnScreen() async {
        let (scene, _, _) = feed()
        scene.application.showKeyboard(height: 336)
        scene.wait()
        scene.application.post([.willHide, .didChangeFrame, .didHide])
        scene.wait()
        #expect(await exposures(scene).count == 8)
        #expect(scene.interception.swiftUIAssumptionViolations == [.keyboardHidesOffScreen: 1])
    }

    @Test("S11: the keyboard's frame is in screen coordinates: a window lower on the screen is covered where the keyboard overlaps it")
    func keyboardInScreenCoordinates() async {
        let scene = SwiftUIScene()
        // A Stage Manager window 400 points down the screen, 444 tall: the keyboard (from y 508)
        // covers its window coordinates from y 108.
        scene.window.frame = Rect(x: 0, y: 400, width: 390, height: 444)
        let (_, _, _) = feed(scene)
        scene.application.showKeyboard(height: 336)
        scene.wait()
        #expect(await exposures(scene) == ["exposure card-0"])
    }

    @Test("S11: a keyboard shown before the window's first declared view covers it too")
    func keyboardBeforeSurface() async {
        let scene = SwiftUIScene()
        scene.application.showKeyboard(height: 336)
        let (_, _, _) = feed(scene)
        scene.wait()
        #expect(await exposures(scene).count == 5)
    }

    @Test("S11: an app's UIKit view over the hosting controller's view (added to the window) covers the cards under it; removed, they are exposed")
    func uikitOverlayCovers() async {
        let (scene, _, _) = feed()
        let banner = View()
        banner.frame = Rect(x: 0, y: 600, width: 390, height: 244)
        banner.backgroundColor = Color(white: 1)
        scene.window.addSubview(banner)
        scene.wait()
        #expect(await exposures(scene).count == 6)
        banner.removeFromSuperview()
        scene.wait()
        #expect(await exposures(scene).dropFirst(6) == ["exposure card-6", "exposure card-7"])
    }

    @Test("S11: an app's own window above, with an opaque view, covers the cards of the window below it")
    func windowAboveCovers() async {
        let (scene, _, _) = feed()
        let toast = Window()
        let view = View()
        view.frame = Rect(x: 0, y: 0, width: 390, height: 200)
        view.backgroundColor = Color(white: 0)
        toast.addSubview(view)
        scene.application.addWindow(toast)
        toast.makeKeyAndVisible()
        scene.wait()
        #expect(await exposures(scene) == ["exposure card-2", "exposure card-3", "exposure card-4", "exposure card-5", "exposure card-6", "exposure card-7"])
    }

    @Test("S3, S11: an overlay SwiftUI sends onDisappear then onAppear while it stays in its window keeps covering; one that leaves stops")
    func overlayReattaches() async {
        let scene = SwiftUIScene()
        let (host, feed) = feedScreen(scene)
        let bar = scene.runtime.makeOverlay(in: host.view, frame: Rect(x: 0, y: 600, width: 390, height: 244))
        _ = scene.runtime.makeLazyStack(
            in: feed, container: host.view, frame: scene.window.bounds, itemIDs: (0..<20).map { "card-\($0)" }, rowHeight: 100)
        scene.application.launch()
        scene.runtime.update()
        scene.wait()
        #expect(await exposures(scene).count == 6)
        // A tab switched away and back, a list re-rendered: the pair, the bar never left.
        bar.deliver(.onDisappear)
        bar.deliver(.onAppear)
        scene.wait()
        #expect(await exposures(scene).count == 6)
        #expect(bar.core.covers)
        scene.runtime.update { bar.probe.removeFromSuperview() }
        scene.wait()
        #expect(await exposures(scene).dropFirst(6) == ["exposure card-6", "exposure card-7"])
        #expect(!bar.core.covers)
    }

    /// An overlay placed in `window`, as its probe reads it.
    func overlay(in window: Window, _ scene: SwiftUIScene) -> DeclaredOverlayInstance {
        let overlay = DeclaredOverlayInstance()
        overlay.place(frame: Rect(x: 0, y: 0, width: 10, height: 10), in: window.declaredWindowReading, interception: scene.interception)
        return overlay
    }

    /// 1,000 windows, each given an overlay let go of at once; `each` runs after each. The windows
    /// are kept to the end, so no window is made at a released one's address.
    func windowsComeAndGo(_ scene: SwiftUIScene, _ each: (ObjectIdentifier) -> Void = { _ in }) -> Int {
        var windows: [Window] = []
        for _ in 0..<1_000 {
            let window = Window()
            windows.append(window)
            _ = overlay(in: window, scene)
            each(ObjectIdentifier(window))
        }
        return windows.count
    }

    @Test("S12: 1,000 windows whose scenes go to the background and disconnect leave only the live window's surface")
    func surfacesOfDisconnectedScenes() {
        let scene = SwiftUIScene()
        let live = overlay(in: scene.window, scene)
        let made = windowsComeAndGo(scene) { id in
            scene.interception.sceneLifecycleDidChange(.didEnterBackground(scene: id, windows: [id]))
            scene.interception.sceneLifecycleDidChange(.didDisconnect(scene: id))
        }
        #expect(made == 1_000)
        #expect(scene.interception.declaredSurfaceCount == 1)
        #expect(live.node.parentNode != nil)
    }

    @Test("S12: 1,000 windows whose declared views are gone, without a scene event (an app's own extra windows), leave a bounded number of surfaces; a live one is kept")
    func surfacesOfReleasedWindows() {
        let scene = SwiftUIScene()
        let live = overlay(in: scene.window, scene)
        let surface = live.node.parentNode.map(ObjectIdentifier.init)
        #expect(windowsComeAndGo(scene) == 1_000)
        #expect(scene.interception.declaredSurfaceCount < 64)
        #expect(live.node.parentNode.map(ObjectIdentifier.init) == surface)
    }

    @Test("S12: a screen whose visit flips while the app stays in the background is kept once, and entered once when it comes back")
    func backgroundFlipsKeptOnce() async {
        let scene = SwiftUIScene()
        let (_, feed) = feedScreen(scene)
        scene.application.launch()
        scene.runtime.update()
        scene.application.enterBackground()
        for _ in 0..<100 {
            scene.runtime.update { feed.probe.isHidden = true }
            scene.runtime.update { feed.probe.isHidden = false }
        }
        #expect(scene.interception.declaredScreensBegunInBackgroundCount == 1)
        scene.application.enterForeground()
        #expect(scene.interception.declaredScreensBegunInBackgroundCount == 0)
        #expect(await scene.summary() == ["enter Feed", "exit Feed 0s", "enter Feed"])
    }
}
