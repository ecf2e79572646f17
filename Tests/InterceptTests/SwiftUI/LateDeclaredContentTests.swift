import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

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

    @Test("S7: an app's hosting controller subclass with its own name (ProductPage: UIHostingController<ProductScreen>) is held by its type: its content declared one update later gives no page of its own")
    func appNamedSubclassDeclaredOneUpdateLater() async {
        let app = HybridApp()
        app.scene.clock.advance(by: 1)
        let page = ProductPage(rootView: ProductScreen())
        app.navigation.pushViewController(page)
        app.scene.runtime.update { _ = app.scene.runtime.makeScreen("Product", in: page.view) }
        app.scene.clock.advance(by: 2)
        let sceneID = ObjectIdentifier(app.scene.window)
        app.scene.interception.sceneLifecycleDidChange(.didEnterBackground(scene: sceneID, windows: [sceneID]))
        #expect(await app.scene.summary() == ["enter ViewController", "exit ViewController 1s", "enter Product", "exit Product 2s"])
        #expect(app.scene.interception.carriesDeclaredScreens(page))
    }

    @Test("S7: hosting controllers appearing on every turn (cells' children scrolled in during a fling) join the open hold: what was emitted meanwhile is delivered within two turns of the first, in order, and no event is lost")
    func holdsDoNotChain() async throws {
        let scene = SwiftUIScene()
        var queue: [@MainActor () -> Void] = []
        scene.interception.hostPageWork = DeferredMainWork { block in queue.append(block) }
        scene.show(ViewController())
        scene.application.launch()
        scene.wait()
        func turn() {
            let blocks = queue
            queue = []
            for block in blocks { block() }
        }
        let purchase = InteractionKind(rawValue: "purchase")
        var hosts: [HostingController<ModifiedContent<ProductScreen, RootModifier>>] = []
        var deliveredWithinTwoTurns = false
        for index in 0..<10 {
            let host = HostingController<ModifiedContent<ProductScreen, RootModifier>>(rootView: ModifiedContent())
            hosts.append(host)
            scene.interception.screenDidAppear(host)
            if index == 0 { scene.interception.emit(InteractionEvent(kind: purchase, timestamp: scene.clock.now)) }
            turn()
            guard index == 1 else { continue }
            // Two turns from the first appearance, another host appearing on each: no flush, the
            // delivery queue is given time to describe what was released.
            for _ in 0..<100 where !deliveredWithinTwoTurns {
                try await Task.sleep(for: .milliseconds(20))
                deliveredWithinTwoTurns = scene.recorder.events.contains { $0.kind == purchase }
            }
        }
        #expect(deliveredWithinTwoTurns)
        let events = await scene.events()
        let kinds = events.map { $0.kind == purchase ? "purchase" : $0.kind.rawValue }.filter { $0 == "purchase" || $0 == "pageEnter" }
        // The root, then the first card's page before the purchase emitted after it, then the others.
        #expect(kinds.count == 12)
        #expect(kinds.prefix(3) == ["pageEnter", "pageEnter", "purchase"])
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

/// An app's own hosting controller subclass, named for itself: its type name says nothing of
/// hosting (S7).
final class ProductPage: HostingController<ProductScreen> {}
