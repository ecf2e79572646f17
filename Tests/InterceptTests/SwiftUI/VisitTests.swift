import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// S1: declared SwiftUI screens follow a visit model; their hosting controllers are never pages.
@MainActor
@Suite("SwiftUI visits")
struct VisitTests {
    @Test("S1: one visit however often onAppear fires; push, pop, sheet and background give new visits, nested correctly; hosts are not pages (F9)")
    func navigation() async {
        let scene = SwiftUIScene()
        let feedHost = scene.host(FeedView.self)
        let navigation = NavigationController(rootViewController: feedHost)
        scene.show(navigation)
        let feed = scene.runtime.makeScreen("Feed", in: feedHost.view)
        scene.application.launch()
        scene.runtime.update()
        for _ in 0..<3 {
            // SwiftUI calls onAppear again on re-render: no new visit.
            scene.interception.declaredScreen(feed.declared, received: .onAppear)
            scene.runtime.update()
        }
        scene.clock.advance(by: 4)

        let detailHost = scene.host(DetailView.self)
        let detail = scene.runtime.makeScreen("Detail", in: detailHost.view)
        scene.runtime.update { navigation.pushViewController(detailHost) }
        scene.clock.advance(by: 2)
        scene.runtime.update { navigation.popViewController() }
        scene.clock.advance(by: 1)

        let settingsHost = scene.host(SettingsView.self)
        settingsHost.modalPresentationStyle = .pageSheet(height: 400)
        _ = scene.runtime.makeScreen("Settings", in: settingsHost.view)
        scene.runtime.update { feedHost.present(settingsHost) }
        scene.clock.advance(by: 3)
        scene.runtime.update { settingsHost.dismiss() }

        scene.application.enterBackground()
        scene.clock.advance(by: 10)
        scene.application.enterForeground()
        scene.runtime.update()

        let summary = await scene.summary()
        #expect(summary == [
            "enter Feed",
            "exit Feed 4s", "enter Detail",
            "exit Detail 2s", "enter Feed",
            // A page sheet leaves the screen below it shown: it is not exited.
            "enter Settings",
            "exit Settings 3s",
            "exit Feed 4s",
            "enter Feed",
        ])
        #expect(detail.declared.isVisited == false)
        // F9: the hosting controllers carry declared screens, so they are never pages.
        #expect(scene.interception.carriesDeclaredScreens(feedHost))
        #expect(await scene.events().allSatisfy { !($0.screen?.name ?? "").contains("HostingController") })
    }

    @Test("S1: nested declared screens enter outermost first and exit innermost first; tabs switch visits")
    func nesting() async {
        let scene = SwiftUIScene()
        let homeHost = scene.host(FeedView.self)
        let profileHost = scene.host(SettingsView.self)
        let tabs = TabBarController(viewControllers: [homeHost, profileHost])
        scene.show(tabs)
        let shell = scene.runtime.makeScreen("Home", in: homeHost.view)
        _ = scene.runtime.makeScreen("HomeFeed", in: homeHost.view, parent: shell)
        _ = scene.runtime.makeScreen("Profile", in: profileHost.view)
        scene.application.launch()
        scene.runtime.update()
        scene.clock.advance(by: 1)
        scene.runtime.update { tabs.selectedIndex = 1 }
        scene.clock.advance(by: 1)
        scene.runtime.update { tabs.selectedIndex = 0 }

        let summary = await scene.summary()
        #expect(summary == [
            "enter Home", "enter HomeFeed",
            "exit HomeFeed 1s", "exit Home 1s", "enter Profile",
            "exit Profile 1s", "enter Home", "enter HomeFeed",
        ])
    }

    @Test("S1: a page-style TabView's pre-rendered pages get onAppear but are not visited; swiping changes the visit")
    func pagedTabView() async {
        let scene = SwiftUIScene()
        let host = scene.host(FeedView.self)
        scene.window.rootViewController = host
        let pager = View()
        pager.frame = scene.window.bounds
        pager.clipsToBounds = true
        host.view.addSubview(pager)
        let width = scene.window.bounds.width
        let pages = (0..<3).map { index in
            scene.runtime.makeScreen(
                "Page\(index)", in: pager, frame: Rect(x: Double(index) * width, y: 0, width: width, height: scene.window.bounds.height))
        }
        scene.application.launch()
        scene.runtime.update()
        #expect(pages.map(\.declared.isVisited) == [true, false, false])
        scene.runtime.update { pager.boundsOrigin = Point(x: width * 0.4, y: 0) }  // mid-swipe: page 0 still mostly shown
        scene.runtime.update { pager.boundsOrigin = Point(x: width, y: 0) }
        let summary = await scene.summary()
        #expect(summary == ["enter Page0", "exit Page0 0s", "enter Page1"])
    }

    @Test("S1: an undeclared SwiftUI screen is a page named after its root view, not UIHostingController<...>")
    func undeclaredScreen() async {
        let scene = SwiftUIScene()
        scene.window.rootViewController = scene.host(DetailView.self)
        scene.application.launch()
        let summary = await scene.summary()
        #expect(summary == ["enter DetailView"])
    }

    @Test("S1, S7: a hosting controller found to carry a declared screen in its first turns gives no page; found later, its page is exited")
    func lateHost() async {
        let scene = SwiftUIScene()
        let host = scene.host(FeedView.self)
        scene.window.rootViewController = host
        scene.application.launch()
        _ = scene.runtime.makeScreen("Feed", in: host.view)
        scene.runtime.update()
        #expect(await scene.summary() == ["enter Feed"])

        let later = SwiftUIScene()
        let laterHost = later.host(FeedView.self)
        later.window.rootViewController = laterHost
        later.application.launch()
        later.runtime.update()
        later.clock.advance(by: 1)
        _ = later.runtime.makeScreen("Feed", in: laterHost.view)
        later.runtime.update()
        #expect(await later.summary() == ["enter FeedView", "exit FeedView 1s", "enter Feed"])
    }
}
