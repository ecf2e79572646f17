import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless
import Testing

private final class TouchStandIn {}

/// P3: a multi-window app's scenes, as the platform announces them by identity.
@MainActor
@Suite("Scene lifecycle")
struct SceneLifecycleTests {
    /// Two windows of one app, each its own scene, each showing a page.
    @MainActor
    final class TwoScenes {
        // The pages are told apart by their titles here: opted in (N4).
        let first = SignalScreen(configuration: InterceptionConfiguration(elementRules: ElementTrackingRules.withScreenTitles))
        let secondWindow = Window()
        let second = ViewController(title: "Compose")
        var interception: Interception { first.interception }
        let mail = SceneID()
        let compose = SceneID()

        final class SceneID {}

        init() {
            first.application.addWindow(secondWindow)
            secondWindow.rootViewController = second
            secondWindow.makeKeyAndVisible()
        }

        func composeEntersBackground() {
            interception.sceneLifecycleDidChange(.didEnterBackground(scene: ObjectIdentifier(compose), windows: [ObjectIdentifier(secondWindow)]))
        }

        func pageEvents() async -> [(InteractionKind, String?)] {
            await first.events(.pageEnter, .pageExit, .appStart, .appEnd).map { ($0.kind, $0.screen?.title) }
        }
    }

    @Test("P3: a scene going to the background exits the pages of its windows only; coming back enters them again")
    func sceneBackgroundAndBack() async {
        let scenes = TwoScenes()
        #expect(await scenes.pageEvents().filter { $0.0 == .pageEnter }.count == 2, "both windows' pages")
        scenes.composeEntersBackground()
        var events = await scenes.pageEvents()
        #expect(events.map(\.0) == [.pageExit] && events.map(\.1) == ["Compose"], "the other window's page stays open")
        scenes.interception.sceneLifecycleDidChange(.willEnterForeground(scene: ObjectIdentifier(scenes.compose)))
        events = await scenes.pageEvents()
        #expect(events.map(\.0) == [.pageEnter] && events.map(\.1) == ["Compose"])
    }

    @Test("P3: when the whole app went to the background meanwhile, the scene's pages come back after the app's own appStart, whichever is announced first")
    func sceneAndApplication() async {
        let scenes = TwoScenes()
        _ = await scenes.pageEvents()
        scenes.composeEntersBackground()
        scenes.interception.applicationLifecycleDidChange(.didEnterBackground)
        var events = await scenes.pageEvents()
        #expect(events.map(\.0) == [.pageExit, .pageExit, .appEnd], "each page exits once")
        scenes.interception.sceneLifecycleDidChange(.willEnterForeground(scene: ObjectIdentifier(scenes.compose)))
        scenes.interception.applicationLifecycleDidChange(.willEnterForeground)
        events = await scenes.pageEvents()
        #expect(events.first?.0 == .appStart)
        #expect(Set(events.dropFirst().compactMap(\.1)) == ["Signals", "Compose"], "both pages again, after appStart")
        #expect(events.dropFirst().allSatisfy { $0.0 == .pageEnter })
    }

    @Test("P3 F6: a scene that deactivates ends the touches in progress; a disconnected scene's pages are forgotten")
    func deactivationAndDisconnect() async {
        let scenes = TwoScenes()
        let touch = TouchStandIn()
        _ = await scenes.pageEvents()
        scenes.interception.physicalActionDidBegin(PhysicalActionID(touch))
        scenes.interception.emit(InteractionEvent(kind: .pageEnter, timestamp: scenes.interception.now, screen: ScreenProperties(name: "Marker", title: nil)))
        #expect(await scenes.first.events().isEmpty, "held back by the touch in progress")
        scenes.interception.sceneLifecycleDidChange(.willDeactivate(scene: ObjectIdentifier(scenes.mail)))
        #expect(await scenes.first.events().map(\.screen?.name) == ["Marker"], "the deactivation closed the touch")

        scenes.composeEntersBackground()
        scenes.interception.sceneLifecycleDidChange(.didDisconnect(scene: ObjectIdentifier(scenes.compose)))
        _ = await scenes.pageEvents()
        scenes.interception.sceneLifecycleDidChange(.willEnterForeground(scene: ObjectIdentifier(scenes.compose)))
        #expect(await scenes.pageEvents().isEmpty)
    }
}
