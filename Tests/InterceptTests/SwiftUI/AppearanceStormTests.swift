import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// S5: seeded storms of SwiftUI callbacks (repeated, reordered, missing `onAppear`/`onDisappear`,
/// rows recycled and pre-rendered, background and foreground) give exactly one visit and one
/// exposure per real appearance.
@MainActor
@Suite("SwiftUI appearance storms")
struct AppearanceStormTests {
    /// The app: a tab bar whose first tab is a navigation stack over a feed with a lazy stack of
    /// 40 rows, whose second tab is a profile; settings come up as a page sheet.
    @MainActor
    final class App {
        let scene: SwiftUIScene
        let tabs: TabBarController
        let navigation: NavigationController
        let feed: SwiftUIScreenInstance
        let stack: LazyStack
        var details: [(HostingController<ModifiedContent<ModifiedContent<DetailView, _EnvironmentKeyWritingModifier<Int>>, RootModifier>>, String)] = []
        var settings: (HostingController<ModifiedContent<ModifiedContent<SettingsView, _EnvironmentKeyWritingModifier<Int>>, RootModifier>>, String)?
        var pushed = 0
        var isBackground = false

        init(seed: UInt64, noisy: Bool, recycles: Bool) {
            scene = SwiftUIScene(noise: noisy ? CallbackNoise(seed: seed) : nil)
            let feedHost = scene.host(FeedView.self)
            let profileHost = scene.host(SettingsView.self)
            navigation = NavigationController(rootViewController: feedHost)
            tabs = TabBarController(viewControllers: [navigation, profileHost])
            scene.show(tabs)
            feedHost.view.frame = scene.window.bounds
            feed = scene.runtime.makeScreen("Feed", in: feedHost.view)
            _ = scene.runtime.makeScreen("Profile", in: profileHost.view)
            stack = scene.runtime.makeLazyStack(
                in: feed, container: feedHost.view, frame: Rect(x: 0, y: 100, width: 390, height: 600),
                itemIDs: (0..<40).map { "item-\($0)" }, rowHeight: 100, prefetchedRows: 2, recyclesRows: recycles)
            scene.application.launch()
            scene.runtime.update()
            scene.wait()
        }

        /// The screens shown, by the app's state (not by any callback).
        var shownScreens: Set<String> {
            guard !isBackground else { return [] }
            var shown: Set<String> = []
            if tabs.selectedIndex == 0 { shown.insert(details.last?.1 ?? "Feed") } else { shown.insert("Profile") }
            if let settings { shown.insert(settings.1) }
            return shown
        }

        /// The items at least half inside the viewport while the feed is the visited screen, and
        /// above the settings sheet while it is up (its top at 344 in the window, 244 in the
        /// viewport: S11).
        var exposedItems: Set<String> {
            guard tabs.selectedIndex == 0, details.isEmpty else { return [] }
            var items: Set<String> = []
            let bottom = settings == nil ? 600.0 : 244.0
            for (index, id) in stack.itemIDs.enumerated() {
                let top = Double(index) * 100 - stack.contentOffset
                let overlap = max(0, min(top + 100, bottom) - max(top, 0))
                if overlap / 100 >= 0.5 { items.insert(id) }
            }
            return items
        }

        func step(_ generator: inout SeededGenerator) {
            let runtime = scene.runtime
            switch Int.random(in: 0..<9, using: &generator) {
            case 0 where settings == nil && tabs.selectedIndex == 0 && details.count < 3:
                pushed += 1
                let host = scene.host(DetailView.self)
                _ = runtime.makeScreen("Detail\(pushed)", in: host.view)
                details.append((host, "Detail\(pushed)"))
                runtime.update { navigation.pushViewController(host) }
            case 1 where settings == nil && !details.isEmpty:
                details.removeLast()
                runtime.update { navigation.popViewController() }
            case 2 where settings == nil:
                runtime.update { tabs.selectedIndex = 1 - tabs.selectedIndex }
            case 3 where settings == nil:
                pushed += 1
                let host = scene.host(SettingsView.self)
                host.modalPresentationStyle = .pageSheet(height: 500)
                _ = runtime.makeScreen("Settings\(pushed)", in: host.view)
                settings = (host, "Settings\(pushed)")
                runtime.update { tabs.present(host) }
            case 4 where settings != nil:
                let host = settings!.0
                settings = nil
                runtime.update { host.dismiss() }
            case 5:
                if isBackground { scene.application.enterForeground() } else { scene.application.enterBackground() }
                isBackground.toggle()
                runtime.update()
            case 6, 7:
                let offset = Double.random(in: 0...3_400, using: &generator).rounded()
                runtime.update { stack.contentOffset = offset }
            default:
                // A re-render: SwiftUI calls onAppear again on what is there.
                scene.interception.declaredScreen(feed.declared, received: .onAppear)
                runtime.update()
            }
            scene.wait()
        }
    }

    /// Per screen, "enter"/"exit" in order; per item, its exposure count.
    private func tally(_ events: [InteractionEvent]) -> (visits: [String: [String]], exposures: [String: Int]) {
        var visits: [String: [String]] = [:]
        var exposures: [String: Int] = [:]
        for event in events {
            switch event.kind {
            case .pageEnter: visits[event.screen?.name ?? "-", default: []].append("enter")
            case .pageExit: visits[event.screen?.name ?? "-", default: []].append("exit")
            case .exposure: exposures[event.element?.trackingID ?? "-", default: 0] += 1
            default: break
            }
        }
        return (visits, exposures)
    }

    private func run(seed: UInt64, noisy: Bool, recycles: Bool, steps: Int = 80) async -> (actual: ([String: [String]], [String: Int]), expected: ([String: [String]], [String: Int])) {
        let app = App(seed: seed, noisy: noisy, recycles: recycles)
        var generator = SeededGenerator(seed: seed)
        var expectedVisits: [String: [String]] = [:]
        var expectedExposures: [String: Int] = [:]
        var shown = app.shownScreens
        var exposed = app.exposedItems
        for name in shown { expectedVisits[name, default: []].append("enter") }
        for id in exposed { expectedExposures[id, default: 0] += 1 }
        var printed = 0
        for stepIndex in 0..<steps {
            app.step(&generator)
            if ProcessInfo.processInfo.environment["STORM_DEBUG"] != nil {
                let events = await app.scene.events()
                let new = events[printed...].filter { [.pageEnter, .pageExit].contains($0.kind) }.map { "\($0.kind) \($0.screen?.name ?? "-")" }
                printed = events.count
                print("STEP", stepIndex, "shown", app.shownScreens.sorted(), "tab", app.tabs.selectedIndex, "bg", app.isBackground, new)
            }
            let nowShown = app.shownScreens
            for name in shown.subtracting(nowShown) { expectedVisits[name, default: []].append("exit") }
            for name in nowShown.subtracting(shown) { expectedVisits[name, default: []].append("enter") }
            shown = nowShown
            let nowExposed = app.exposedItems
            for id in nowExposed.subtracting(exposed) { expectedExposures[id, default: 0] += 1 }
            exposed = nowExposed
        }
        let actual = tally(await app.scene.events())
        return ((actual.visits, actual.exposures), (expectedVisits, expectedExposures))
    }

    @Test("S5: without noise, visits and exposures follow the real appearances (the storm's baseline)")
    func baseline() async {
        for seed: UInt64 in 1...5 {
            let result = await run(seed: seed, noisy: false, recycles: false)
            #expect(result.actual.0 == result.expected.0, "seed \(seed)")
            #expect(result.actual.1 == result.expected.1, "seed \(seed)")
        }
    }

    @Test("S5: repeated, reordered and missing callbacks, pre-rendered rows, background and foreground: one visit and one exposure per real appearance", arguments: [false, true])
    func storms(recycles: Bool) async {
        for seed: UInt64 in 1...25 {
            let result = await run(seed: seed, noisy: true, recycles: recycles)
            #expect(result.actual.0 == result.expected.0, "seed \(seed), recycling \(recycles)")
            #expect(result.actual.1 == result.expected.1, "seed \(seed), recycling \(recycles)")
        }
    }
}
