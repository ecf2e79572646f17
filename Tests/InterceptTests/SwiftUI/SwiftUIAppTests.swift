import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// SwiftUI's own controllers as a SwiftUI `App` makes them (S7): the window's root host of an
/// erased root view, the tab host iOS 18 exports from SwiftUI's image, the navigation stack's host.
typealias AppRootHost = HostingController<ModifiedContent<AnyView, RootModifier>>
final class TabHostingController: HostingController<AnyView> {}
final class NavigationStackHostingController<Content>: HostingController<Content> {}

/// S7-S9, S11: a SwiftUI app as SwiftUI builds it, running the core instances the modifiers run.
@MainActor
@Suite("SwiftUI app")
struct SwiftUIAppTests {
    nonisolated static let swiftUIImage = "/System/Library/Frameworks/SwiftUI.framework/SwiftUI"

    /// The 3-tab app: the window's root host (erased root), a tab bar controller whose tabs are
    /// tab hosts, the first holding a navigation stack whose root host shows the declared "Feed".
    @MainActor
    struct App {
        let scene: SwiftUIScene
        let root = AppRootHost(rootView: ModifiedContent())
        let tabs: TabBarController
        let navigation: NavigationController
        let feedHost = NavigationStackHostingController(rootView: AnyView())
        let feed: SwiftUIScreenInstance
        let profile: SwiftUIScreenInstance

        init(scene: SwiftUIScene = SwiftUIScene()) {
            ClassImageMap.load(TabHostingController.self, from: SwiftUIAppTests.swiftUIImage)
            self.scene = scene
            navigation = NavigationController(rootViewController: feedHost)
            let feedTab = TabHostingController(rootView: AnyView())
            let profileTab = TabHostingController(rootView: AnyView())
            feedTab.addChild(navigation)
            feedTab.view.addSubview(navigation.view)
            tabs = TabBarController(viewControllers: [feedTab, profileTab])
            root.addChild(tabs)
            root.view.addSubview(tabs.view)
            scene.window.rootViewController = root
            for view in [tabs.view, feedTab.view, profileTab.view, navigation.view, feedHost.view] { view.frame = scene.window.bounds }
            feed = scene.runtime.makeScreen("Feed", in: feedHost.view)
            profile = scene.runtime.makeScreen("Profile", in: profileTab.view)
        }
    }

    @Test("S7: the App's root host, tab hosts and navigation hosts give no page; only declared screens are pages")
    func noPhantomPages() async {
        let app = App()
        app.scene.application.launch()
        app.scene.runtime.update()
        app.scene.clock.advance(by: 2)
        app.scene.runtime.update { app.tabs.selectedIndex = 1 }
        let summary = await app.scene.summary()
        #expect(summary == ["enter Feed", "exit Feed 2s", "enter Profile"])
        #expect(app.scene.interception.carriesDeclaredScreens(app.feedHost))
    }

    @Test("S7: an App whose root view is erased and declares no screen gives no UIHostingController page")
    func erasedRootWithoutDeclarations() async {
        let scene = SwiftUIScene()
        scene.window.rootViewController = AppRootHost(rootView: ModifiedContent())
        scene.application.launch()
        #expect(await scene.summary() == [])
        #expect(!PagePolicy().isPage(AppRootHost(rootView: ModifiedContent())))
        // An app's own hosting controller of its own view is still a page, named after it (S1).
        #expect(PagePolicy().isPage(scene.host(DetailView.self)))
    }

    @Test("S7: a hosting controller the app made its root, above declared screens in a TabView, is no page either")
    func appRootAboveDeclaredScreens() async {
        let scene = SwiftUIScene()
        let root = scene.host(FeedView.self)
        let tab = TabHostingController(rootView: AnyView())
        let tabs = TabBarController(viewControllers: [tab])
        root.addChild(tabs)
        root.view.addSubview(tabs.view)
        scene.window.rootViewController = root
        for view in [tabs.view, tab.view] { view.frame = scene.window.bounds }
        _ = scene.runtime.makeScreen("Home", in: tab.view)
        scene.application.launch()
        scene.runtime.update()
        #expect(await scene.summary() == ["enter Home"])
        #expect(scene.interception.carriesDeclaredScreens(root))
    }

    /// The app with "Detail" pushed on the feed's stack.
    func pushedDetail(_ app: App) -> SwiftUIScreenInstance {
        let detailHost = NavigationStackHostingController(rootView: AnyView())
        let detail = app.scene.runtime.makeScreen("Detail", in: detailHost.view)
        app.scene.application.launch()
        app.scene.runtime.update()
        app.scene.clock.advance(by: 1)
        app.scene.runtime.update { app.navigation.pushViewController(detailHost) }
        app.scene.clock.advance(by: 3)
        return detail
    }

    @Test("S8: a cancelled swipe-back leaves the visit as it was, though SwiftUI called the list's onAppear")
    func cancelledSwipeBack() async {
        let app = App()
        let detail = pushedDetail(app)
        var pop: InteractivePop?
        app.scene.runtime.update { pop = app.navigation.beginInteractivePop() }
        app.scene.clock.advance(by: 0.5)
        app.scene.runtime.update { pop?.cancel() }
        app.scene.clock.advance(by: 1)
        app.scene.runtime.update { app.navigation.popViewController() }
        let summary = await app.scene.summary()
        #expect(summary == ["enter Feed", "exit Feed 1s", "enter Detail", "exit Detail 4s", "enter Feed"])
        #expect(!detail.declared.isVisited)
    }

    @Test("S8: a completed swipe-back exits the top screen before the one below is entered, at the end of the swipe")
    func completedSwipeBack() async {
        let app = App()
        _ = pushedDetail(app)
        var pop: InteractivePop?
        app.scene.runtime.update { pop = app.navigation.beginInteractivePop() }
        app.scene.clock.advance(by: 0.5)
        app.scene.runtime.update { pop?.finish() }
        let summary = await app.scene.summary()
        #expect(summary == ["enter Feed", "exit Feed 1s", "enter Detail", "exit Detail 3s", "enter Feed"])
        #expect(app.feed.declared.isVisited)
    }

    @Test("S8: a transition whose end is never told stops holding visits after 10 seconds")
    func transitionNeverEnded() async {
        let app = App()
        _ = pushedDetail(app)
        // Without an end, the visits are held; then the bound lets them go.
        app.scene.runtime.update { _ = app.navigation.beginInteractivePop() }
        app.scene.clock.advance(by: 11)
        app.scene.runtime.update { app.feed.deliver(.onAppear) }
        let summary = await app.scene.summary()
        #expect(summary.last == "enter Feed")
    }

    @Test("S8: a transition first seen in its completion phase, whose coordinator refuses the completion, ends at once: the visits settle on that turn, not 10 seconds later")
    func refusedCompletion() async throws {
        let app = App()
        _ = pushedDetail(app)
        // The swipe begins outside any SwiftUI update: no declared screen has seen its coordinator.
        let pop = try #require(app.navigation.beginInteractivePop())
        // The app's own completion, queued first, makes SwiftUI update while the coordinator
        // completes: the screens see the coordinator then, and it refuses their completion.
        #expect(pop.coordinator.animateAlongsideTransition { app.scene.runtime.update() })
        pop.finish()
        #expect(!pop.coordinator.animateAlongsideTransition {})
        let summary = await app.scene.summary()
        #expect(summary == ["enter Feed", "exit Feed 1s", "enter Detail", "exit Detail 3s", "enter Feed"])
        #expect(app.feed.declared.isVisited)
    }

    @Test("S11: a scene going to the background exits its declared screens; coming back enters them again")
    func sceneBackground() async {
        let app = App()
        app.scene.application.launch()
        app.scene.runtime.update()
        app.scene.clock.advance(by: 2)
        let sceneID = ObjectIdentifier(app.scene.window)
        app.scene.interception.sceneLifecycleDidChange(.didEnterBackground(scene: sceneID, windows: [ObjectIdentifier(app.scene.window)]))
        app.scene.clock.advance(by: 5)
        app.scene.interception.sceneLifecycleDidChange(.willEnterForeground(scene: sceneID))
        let summary = await app.scene.summary()
        #expect(summary == ["enter Feed", "exit Feed 2s", "enter Feed"])
    }

    @Test("S11: a declared screen taller than its window, scrolled, is visited; a pre-rendered neighbour is not")
    func tallScreen() async {
        let scene = SwiftUIScene()
        let host = scene.host(FeedView.self)
        scene.window.rootViewController = host
        let height = scene.window.bounds.height
        let tall = scene.runtime.makeScreen("Article", in: host.view, frame: Rect(x: 0, y: -height, width: scene.window.bounds.width, height: height * 3))
        let neighbour = scene.runtime.makeScreen(
            "Next", in: host.view, frame: Rect(x: scene.window.bounds.width * 0.9, y: 0, width: scene.window.bounds.width, height: height))
        scene.application.launch()
        scene.runtime.update()
        #expect(tall.declared.isVisited)
        #expect(!neighbour.declared.isVisited)
        #expect(await scene.summary() == ["enter Article"])
    }

    @Test("S11: a sheet over a list hides the impressions under it; the sheet's own exposures are above its cover; dismissed, they count")
    func sheetOccludes() async {
        let scene = SwiftUIScene()
        let host = scene.host(FeedView.self)
        scene.window.rootViewController = host
        let feed = scene.runtime.makeScreen("Feed", in: host.view)
        _ = scene.runtime.makeLazyStack(
            in: feed, container: host.view, frame: scene.window.bounds, itemIDs: (0..<20).map { "item-\($0)" }, rowHeight: 100)
        let sheetHost = scene.host(SettingsView.self)
        sheetHost.modalPresentationStyle = .pageSheet(height: 444)
        let sheet = scene.runtime.makeScreen("Sheet", in: sheetHost.view)
        let offer = scene.runtime.makeLazyStack(
            in: sheet, container: sheetHost.view, frame: Rect(x: 0, y: 0, width: 390, height: 100), itemIDs: ["offer"], rowHeight: 100)
        scene.application.launch()
        scene.runtime.update { host.present(sheetHost) }
        scene.wait()
        let underSheet = await scene.summary().filter { $0.hasPrefix("exposure") }
        #expect(underSheet == ["exposure item-0", "exposure item-1", "exposure item-2", "exposure item-3", "exposure offer"])
        scene.runtime.update { sheetHost.dismiss() }
        scene.wait()
        let all = await scene.summary().filter { $0.hasPrefix("exposure") }
        #expect(all.dropFirst(underSheet.count) == ["exposure item-4", "exposure item-5", "exposure item-6", "exposure item-7"])
        _ = offer
    }

    @Test("S7, S11: a hosting controller that presents a declared sheet keeps its page; the sheet is one presentation up")
    func presenterKeepsItsPage() async {
        let scene = SwiftUIScene()
        let detail = scene.host(DetailView.self)
        scene.window.rootViewController = detail
        let sheetHost = scene.host(SettingsView.self)
        sheetHost.modalPresentationStyle = .pageSheet(height: 444)
        let edit = scene.runtime.makeScreen("Edit", in: sheetHost.view)
        scene.application.launch()
        scene.wait()
        scene.runtime.update { detail.present(sheetHost) }
        scene.wait()
        #expect(await scene.summary() == ["enter DetailView", "enter Edit"])
        #expect(!scene.interception.carriesDeclaredScreens(detail))
        #expect(scene.interception.carriesDeclaredScreens(sheetHost))
        #expect(scene.interception.swiftUIAssumptionViolations.isEmpty)
        #expect(sheetHost.presentationLevel == 1 && detail.presentationLevel == 0)
        _ = edit
    }
}
