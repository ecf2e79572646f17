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
