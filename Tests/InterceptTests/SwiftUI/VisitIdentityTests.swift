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

    @Test("S9: a split view's detail that keeps its identity while the selection changes, declaring visit:, gives one visit per product shown")
    func splitDetailSwitchingProducts() async {
        let (scene, detail) = detailScene(title: "Shoes", properties: ["sku": .string("sku-1")], visit: "sku-1")
        scene.clock.advance(by: 2)
        scene.runtime.update { detail.render(title: "Boots", properties: ["sku": .string("sku-2")], visit: "sku-2") }
        scene.clock.advance(by: 3)
        scene.runtime.update { detail.render(title: "Boots", properties: ["sku": .string("sku-2"), "in_stock": .bool(true)], visit: "sku-2") }
        scene.clock.advance(by: 1)
        scene.runtime.update { detail.render(title: "Boots", properties: ["sku": .string("sku-3")], visit: "sku-3") }
        #expect(await pages(scene) == [
            "enter string(\"sku-1\")", "exit string(\"sku-1\") 2s",
            "enter string(\"sku-2\")", "exit string(\"sku-2\") 4s",
            "enter string(\"sku-3\")",
        ])
        #expect(detail.declared.isVisited)
    }

    @Test("S9: without visit:, a search query typed letter by letter, in the title and the properties, is one visit whose exit carries the last query")
    func liveQueryIsOneVisit() async {
        let (scene, detail) = detailScene(properties: ["query": .string("s")])
        for query in ["sh", "sho", "shoe"] {
            scene.clock.advance(by: 0.5)
            scene.runtime.update { detail.render(title: "Results for \(query)", properties: ["query": .string(query)]) }
        }
        scene.clock.advance(by: 0.5)
        let sceneID = ObjectIdentifier(scene.window)
        scene.interception.sceneLifecycleDidChange(.didEnterBackground(scene: sceneID, windows: [sceneID]))
        let pages = await scene.events().filter { $0.kind == .pageEnter || $0.kind == .pageExit }
        #expect(pages.map(\.kind) == [.pageEnter, .pageExit])
        #expect(pages.last?.customProperties["query"] == .string("shoe"))
        #expect(pages.last?.duration == 2)
        #expect(detail.declared.title == "Results for shoe")
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

    @Test("S9: without visit:, a live count that changes, is removed and comes back is one visit")
    func liveCountIsOneVisit() async {
        let (scene, detail) = detailScene(properties: ["items": .integer(1)])
        scene.clock.advance(by: 1)
        scene.runtime.update { detail.render(title: nil, properties: ["items": .integer(2)]) }
        scene.clock.advance(by: 1)
        scene.runtime.update { detail.render(title: nil, properties: [:]) }
        scene.clock.advance(by: 1)
        scene.runtime.update { detail.render(title: nil, properties: ["items": .integer(3)]) }
        #expect(await scene.summary() == ["enter Product"])
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
        let detail = app.scene.runtime.makeScreen("Product", properties: ["sku": .string("sku-1")], visit: "sku-1", in: detailHost.view)
        app.scene.clock.advance(by: 1)
        app.scene.runtime.update { app.navigation.pushViewController(detailHost) }
        app.scene.clock.advance(by: 2)
        var pop: InteractivePop?
        app.scene.runtime.update {
            pop = app.navigation.beginInteractivePop()
            detail.render(title: nil, properties: ["sku": .string("sku-2")], visit: "sku-2")
        }
        let during = await app.scene.summary()
        app.scene.clock.advance(by: 0.5)
        app.scene.runtime.update { pop?.cancel() }
        let summary = await app.scene.summary()
        #expect(during == ["enter Feed", "exit Feed 1s", "enter Product"])
        #expect(summary == ["enter Feed", "exit Feed 1s", "enter Product", "exit Product 2s", "enter Product"])
    }
}
