import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// S9: what tells one visit of a declared screen from the next when the view keeps its SwiftUI
/// identity, through the headless runtime and the core instance the modifier keeps.
@MainActor
@Suite("SwiftUI visit identity")
struct VisitIdentityTests {
    /// A window whose root hosting controller shows the declared detail "Product".
    func detailScene(title: String? = nil, properties: [String: PropertyValue] = [:], visit: AnyHashable? = nil)
        -> (SwiftUIScene, SwiftUIScreenInstance)
    {
        let scene = SwiftUIScene()
        let host = scene.host(DetailView.self)
        scene.window.rootViewController = host
        let detail = scene.runtime.makeScreen("Product", title: title, properties: properties, visit: visit, in: host.view)
        scene.application.launch()
        scene.runtime.update()
        return (scene, detail)
    }

    /// Page events as "kind sku", durations in whole seconds.
    func pages(_ scene: SwiftUIScene) async -> [String] {
        await scene.events().compactMap { event in
            let sku = event.customProperties["sku"].map { "\($0)" } ?? "-"
            switch event.kind {
            case .pageEnter: return "enter \(sku)"
            case .pageExit: return "exit \(sku) \(Int(event.duration ?? -1))s"
            default: return nil
            }
        }
    }

    @Test("S9: a split view's detail that keeps its identity while the selection changes gives one visit per product shown")
    func splitDetailSwitchingProducts() async {
        let (scene, detail) = detailScene(title: "Shoes", properties: ["sku": .string("sku-1")])
        scene.clock.advance(by: 2)
        scene.runtime.update { detail.render(title: "Boots", properties: ["sku": .string("sku-2")]) }
        scene.clock.advance(by: 3)
        scene.runtime.update { detail.render(title: "Boots", properties: ["sku": .string("sku-2"), "in_stock": .bool(true)]) }
        scene.clock.advance(by: 1)
        scene.runtime.update { detail.render(title: "Boots", properties: ["sku": .string("sku-3")]) }
        #expect(await pages(scene) == [
            "enter string(\"sku-1\")", "exit string(\"sku-1\") 2s",
            "enter string(\"sku-2\")", "exit string(\"sku-2\") 4s",
            "enter string(\"sku-3\")",
        ])
        #expect(detail.declared.isVisited)
    }

    @Test("S9: a title that goes from one to another is another visit; a title given where there was none is the same visit")
    func titleChanges() async {
        let (scene, detail) = detailScene()
        scene.clock.advance(by: 1)
        scene.runtime.update { detail.render(title: "Shoes", properties: [:]) }
        scene.clock.advance(by: 1)
        scene.runtime.update { detail.render(title: "Boots", properties: [:]) }
        #expect(await scene.summary() == ["enter Product", "exit Product 2s", "enter Product"])
        #expect(detail.declared.title == "Boots")
    }

    @Test("S9: a screen whose data loads after it appears (properties and title given where there were none) is one visit; the exit carries the loaded data")
    func placeholderThenLoaded() async {
        let (scene, detail) = detailScene()
        scene.clock.advance(by: 0.3)
        scene.runtime.update { detail.render(title: "Shoes", properties: ["sku": .string("sku-1")]) }
        scene.clock.advance(by: 1)
        scene.runtime.update { detail.render(title: "Shoes", properties: ["sku": .string("sku-1"), "in_stock": .bool(false)]) }
        scene.clock.advance(by: 1)
        let sceneID = ObjectIdentifier(scene.window)
        scene.interception.sceneLifecycleDidChange(.didEnterBackground(scene: sceneID, windows: [sceneID]))
        #expect(await pages(scene) == ["enter -", "exit string(\"sku-1\") 2s"])
        #expect(detail.declared.title == "Shoes")
    }

    @Test("S9: a value removed and then given again, different, is another visit (sku-1, nothing, sku-2)")
    func removedThenOther() async {
        let (scene, detail) = detailScene(properties: ["sku": .string("sku-1")])
        scene.clock.advance(by: 1)
        scene.runtime.update { detail.render(title: nil, properties: [:]) }
        scene.clock.advance(by: 1)
        scene.runtime.update { detail.render(title: nil, properties: ["sku": .string("sku-2")]) }
        #expect(await pages(scene) == ["enter string(\"sku-1\")", "exit string(\"sku-1\") 2s", "enter string(\"sku-2\")"])
    }

    @Test("S9: with a declared visit identity, another identity is another visit and a live value of the same one updates it in place")
    func declaredVisitIdentity() async {
        let (scene, detail) = detailScene(title: "Cart (1)", properties: ["sku": .string("sku-1")], visit: "sku-1")
        scene.clock.advance(by: 1)
        scene.runtime.update { detail.render(title: "Cart (2)", properties: ["sku": .string("sku-1")], visit: "sku-1") }
        scene.clock.advance(by: 1)
        scene.runtime.update { detail.render(title: "Cart (2)", properties: ["sku": .string("sku-2")], visit: "sku-2") }
        #expect(await pages(scene) == [
            "enter string(\"sku-1\")", "exit string(\"sku-1\") 2s", "enter string(\"sku-2\")",
        ])
    }

    @Test("S8, S9: another product chosen during a transition waits for its end, as appearances do")
    func newVisitWaitsForTransition() async {
        let app = SwiftUIAppTests.App()
        app.scene.application.launch()
        app.scene.runtime.update()
        let detailHost = NavigationStackHostingController(rootView: AnyView())
        let detail = app.scene.runtime.makeScreen("Product", properties: ["sku": .string("sku-1")], in: detailHost.view)
        app.scene.clock.advance(by: 1)
        app.scene.runtime.update { app.navigation.pushViewController(detailHost) }
        app.scene.clock.advance(by: 2)
        var pop: InteractivePop?
        app.scene.runtime.update {
            pop = app.navigation.beginInteractivePop()
            detail.render(title: nil, properties: ["sku": .string("sku-2")])
        }
        let during = await app.scene.summary()
        app.scene.clock.advance(by: 0.5)
        app.scene.runtime.update { pop?.cancel() }
        let summary = await app.scene.summary()
        #expect(during == ["enter Feed", "exit Feed 1s", "enter Product"])
        #expect(summary == ["enter Feed", "exit Feed 1s", "enter Product", "exit Product 2s", "enter Product"])
    }
}

/// S7: a hosting controller whose declared content appears after its `viewDidAppear`.
@MainActor
@Suite("SwiftUI late declared content")
struct LateDeclaredContentTests {
    /// A navigation stack (UIKit) whose root is a plain UIKit page, ready to push the hosting
    /// controller of `ProductScreen`, whose body declares "Product" only once its data is there.
    @MainActor
    struct HybridApp {
        let scene = SwiftUIScene()
        let navigation: NavigationController
        let host = HostingController<ProductScreen>(rootView: ProductScreen())

        init() {
            navigation = NavigationController(rootViewController: ViewController())
            scene.show(navigation)
            scene.application.launch()
            scene.wait()
        }
    }

    @Test("S7: a hosting controller whose content declares its screen one update after it appeared gives no page of its own and counts no broken assumption")
    func declaredOneUpdateLater() async {
        let app = HybridApp()
        app.scene.clock.advance(by: 1)
        // UIKit pushes and the host appears; SwiftUI's next update renders the loaded content.
        app.navigation.pushViewController(app.host)
        app.scene.runtime.update { _ = app.scene.runtime.makeScreen("Product", in: app.host.view) }
        app.scene.clock.advance(by: 2)
        let sceneID = ObjectIdentifier(app.scene.window)
        app.scene.interception.sceneLifecycleDidChange(.didEnterBackground(scene: sceneID, windows: [sceneID]))
        #expect(await app.scene.summary() == ["enter ViewController", "exit ViewController 1s", "enter Product", "exit Product 2s"])
        #expect(app.scene.interception.swiftUIAssumptionViolations.isEmpty)
    }

    @Test("S7: content declared seconds after the host appeared (a loading view first) exits the host's page then, with its time, and counts no broken assumption")
    func declaredAfterLoading() async {
        let app = HybridApp()
        app.scene.clock.advance(by: 1)
        app.navigation.pushViewController(app.host)
        app.scene.runtime.update()
        app.scene.clock.advance(by: 2)
        app.scene.runtime.update { _ = app.scene.runtime.makeScreen("Product", in: app.host.view) }
        #expect(await app.scene.summary() == [
            "enter ViewController", "exit ViewController 1s", "enter ProductScreen", "exit ProductScreen 2s", "enter Product",
        ])
        #expect(app.scene.interception.swiftUIAssumptionViolations.isEmpty)
    }

    @Test("S7: a hosting controller that never declares a screen is a page with the time of its appearance, before what follows it")
    func undeclaredHostKeepsItsTiming() async {
        let app = HybridApp()
        app.scene.clock.advance(by: 1)
        app.navigation.pushViewController(app.host)
        let appeared = app.scene.clock.now
        app.scene.interception.emit(InteractionEvent(kind: InteractionKind(rawValue: "after"), timestamp: appeared, customProperties: ["name": .string("after")]))
        app.scene.clock.advance(by: 0.5)
        app.scene.runtime.update()
        let events = await app.scene.events().filter { $0.kind == .pageEnter || $0.kind.rawValue == "after" }
        #expect(events.map { $0.screen?.name ?? $0.kind.rawValue } == ["ViewController", "ProductScreen", "after"])
        #expect(events[1].timestamp == appeared)
        #expect(app.scene.interception.swiftUIAssumptionViolations.isEmpty)
    }
}

struct ProductScreen {}

/// S1, S12: screens SwiftUI rendered before the app installed its interception.
@MainActor
@Suite("SwiftUI screens rendered before the interception")
struct RenderedBeforeInterceptionTests {
    @Test("S1, S12: a screen shown before the interception was installed is visited at the first render after, as it appeared and where it is")
    func shownBeforeInstall() async {
        let scene = SwiftUIScene()
        scene.runtime.isInterceptionInstalled = false
        let host = scene.host(FeedView.self)
        scene.window.rootViewController = host
        let feed = scene.runtime.makeScreen("Feed", in: host.view)
        scene.application.launch()
        scene.runtime.update()
        #expect(feed.core.screen == nil)
        // A consent prompt answered: the app installs the interception; SwiftUI renders again
        // (any state change), with no new onAppear and no probe move.
        scene.clock.advance(by: 1)
        scene.runtime.isInterceptionInstalled = true
        scene.runtime.update { feed.render(title: nil, properties: [:]) }
        scene.clock.advance(by: 2)
        let sceneID = ObjectIdentifier(scene.window)
        scene.interception.sceneLifecycleDidChange(.didEnterBackground(scene: sceneID, windows: [sceneID]))
        #expect(await scene.summary() == ["enter FeedView", "exit FeedView 1s", "enter Feed", "exit Feed 2s"])
        #expect(scene.interception.carriesDeclaredScreens(host))
        #expect(scene.interception.swiftUIAssumptionViolations.isEmpty)
    }

    @Test("S1, S12: a screen that appeared and went before the interception was installed is not visited at the first render after")
    func goneBeforeInstall() async {
        let scene = SwiftUIScene()
        scene.runtime.isInterceptionInstalled = false
        let host = scene.host(FeedView.self)
        scene.window.rootViewController = host
        let container = View()
        host.view.addSubview(container)
        container.frame = scene.window.bounds
        let feed = scene.runtime.makeScreen("Feed", in: container)
        scene.application.launch()
        scene.runtime.update()
        scene.runtime.update { container.removeFromSuperview() }
        scene.runtime.isInterceptionInstalled = true
        scene.runtime.update { feed.render(title: nil, properties: [:]) }
        #expect(feed.core.screen?.isVisited == false)
    }
}

/// S10: value-based navigation links, tracked through the stack's path binding.
@MainActor
@Suite("SwiftUI value links")
struct ValueLinkTests {
    @Test("S10: a NavigationLink(value:) activated without a touch gives one event with the app's label for the value, before the list's exit; pops, deep links and replaced paths give none")
    func valueLinkThroughPath() async throws {
        let scene = SwiftUIScene()
        let listHost = scene.host(FeedView.self)
        let navigation = NavigationController(rootViewController: listHost)
        scene.show(navigation)
        let list = scene.runtime.makeScreen("List", in: listHost.view)
        scene.application.launch()
        scene.runtime.update()
        var path: [String] = []
        let interception = scene.interception
        let screen = list.declared
        /// What SwiftUI does with the wrapped path binding: sets it, in the activation.
        func set(_ new: [String]) -> Bool {
            DeclaredNavigationPath.set(
                new, from: path, apply: { path = new },
                element: { DeclaredElement(type: "NavigationLink", name: "products", label: "Product \($0.count)", screen: screen) },
                interception: { interception })
        }
        let detailHost = scene.host(DetailView.self)
        _ = scene.runtime.makeScreen("Detail", in: detailHost.view)
        var reported: [Bool] = []
        scene.runtime.update {
            // VoiceOver activates the link: SwiftUI appends its value, then pushes.
            reported.append(set(["sku-12345"]))
            navigation.pushViewController(detailHost)
        }
        scene.runtime.update {
            reported.append(set([]))
            navigation.popViewController()
        }
        reported.append(set(["a", "b"]))
        reported.append(set(["c", "d"]))
        reported.append(set(["c"]))
        #expect(reported == [true, false, false, false, false])
        #expect(path == ["c"])
        let events = await scene.events()
        let lines = events.map { "\($0.kind) \($0.element?.type ?? $0.screen?.name ?? "-") \($0.element?.content ?? "")" }
        #expect(lines.filter { !$0.hasPrefix("appStart") } == [
            "pageEnter List ", "controlAction NavigationLink Product 9", "pageExit List ", "pageEnter Detail ", "pageExit Detail ", "pageEnter List ",
        ])
        let link = try #require(events.first { $0.kind == .controlAction })
        #expect(link.element?.trackingID == "products" && link.screen?.name == "List")
        #expect(DeclaredNavigationPath.pushedValue(from: ["a"], to: ["a", "b"]) == "b")
        #expect(DeclaredNavigationPath.pushedValue(from: ["a"], to: ["x", "b"]) == nil)
    }
}
