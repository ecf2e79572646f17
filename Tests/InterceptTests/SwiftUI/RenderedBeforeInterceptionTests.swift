import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// S1, S3, S12: screens and exposures SwiftUI rendered before the app installed its interception.
@MainActor
@Suite("SwiftUI screens rendered before the interception")
struct RenderedBeforeInterceptionTests {
    /// A Feed screen whose lazy stack shows rows item-0 to item-2 in `scene`'s window, launched
    /// and rendered.
    func showRowsInFeed(in scene: SwiftUIScene) -> (SwiftUIScreenInstance, LazyStack) {
        let host = scene.host(FeedView.self)
        scene.window.rootViewController = host
        let feed = scene.runtime.makeScreen("Feed", in: host.view)
        let stack = scene.runtime.makeLazyStack(
            in: feed, container: host.view, frame: Rect(x: 0, y: 0, width: 390, height: 300), itemIDs: (0..<20).map { "item-\($0)" },
            rowHeight: 100, prefetchedRows: 0)
        scene.application.launch()
        scene.runtime.update()
        scene.wait()
        return (feed, stack)
    }

    @Test("S1, S12: a screen shown before the interception was installed is visited when it is installed, with no render after, as it appeared and where it is")
    func shownBeforeInstall() async {
        let scene = SwiftUIScene(installed: false)
        let host = scene.host(FeedView.self)
        scene.window.rootViewController = host
        let feed = scene.runtime.makeScreen("Feed", in: host.view)
        scene.application.launch()
        scene.runtime.update()
        #expect(feed.core.screen == nil)
        // A consent prompt answered: the app installs the interception. SwiftUI has no reason to
        // run the modifier's body again (its inputs are equal), and sends no new onAppear.
        scene.clock.advance(by: 1)
        scene.install()
        scene.runtime.drainMainQueue()
        scene.clock.advance(by: 2)
        let sceneID = ObjectIdentifier(scene.window)
        scene.interception.sceneLifecycleDidChange(.didEnterBackground(scene: sceneID, windows: [sceneID]))
        #expect(await scene.summary() == ["enter Feed", "exit Feed 2s"])
        #expect(scene.interception.carriesDeclaredScreens(host))
        #expect(scene.interception.swiftUIAssumptionViolations.isEmpty)
    }

    @Test("S1, S12: a screen that appeared and went before the interception was installed is declared, not visited, when it is installed")
    func goneBeforeInstall() async {
        let scene = SwiftUIScene(installed: false)
        let host = scene.host(FeedView.self)
        scene.window.rootViewController = host
        let container = View()
        host.view.addSubview(container)
        container.frame = scene.window.bounds
        let feed = scene.runtime.makeScreen("Feed", in: container)
        scene.application.launch()
        scene.runtime.update()
        scene.runtime.update { container.removeFromSuperview() }
        scene.install()
        scene.runtime.drainMainQueue()
        #expect(feed.core.screen != nil)
        #expect(feed.core.screen?.isVisited == false)
        #expect(await scene.summary() == [])
    }

    @Test("S3, S12: rows rendered before the interception was installed are exposed at the first frame after the render that declares them, without a scroll")
    func exposuresShownBeforeInstall() async {
        let scene = SwiftUIScene()
        scene.runtime.isInterceptionInstalled = false
        let (feed, stack) = showRowsInFeed(in: scene)
        #expect(stack.renderedRows.values.allSatisfy { $0.core.node == nil })
        scene.runtime.isInterceptionInstalled = true
        scene.runtime.update {
            feed.render(title: nil, properties: [:])
            stack.render()
        }
        scene.wait()
        let exposures = await scene.summary().filter { $0.hasPrefix("exposure") }
        #expect(exposures == ["exposure item-0", "exposure item-1", "exposure item-2"])
    }

    @Test("S3, S12, S1: rows shown before the interception was installed are exposed when it is installed, with no render after, as the screen around them is visited")
    func exposuresShownBeforeInstallWithoutRender() async {
        let scene = SwiftUIScene(installed: false)
        let (feed, stack) = showRowsInFeed(in: scene)
        #expect(stack.renderedRows.values.allSatisfy { $0.core.node == nil })
        // The app installs the interception: SwiftUI runs no row's body again and sends no new
        // onAppear, and the rows do not move.
        scene.install()
        scene.runtime.drainMainQueue()
        scene.wait()
        let summary = await scene.summary()
        #expect(summary.contains("enter Feed"))
        #expect(summary.filter { $0.hasPrefix("exposure") } == ["exposure item-0", "exposure item-1", "exposure item-2"])
        // The rows name the screen declared at the same install, so S3 gates them on its visit.
        #expect(feed.core.screen != nil)
        #expect(stack.renderedRows.values.allSatisfy { $0.node.element.screen === feed.core.screen })
    }
}
