import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import InterceptTesting
import Testing

/// S11: what the keyboard covers: only the app's windows below its own, from a frame it can place,
/// for every interception with declared views, whenever it joined.
@MainActor
@Suite("SwiftUI keyboard cover")
struct KeyboardCoverTests {
    /// A feed of 100-point product cards ("card-0" down) in a hosting controller at `window`'s
    /// root, declared through `runtime`, rendered.
    func feed(in window: Window, runtime: SwiftUIRuntime, _ scene: SwiftUIScene, id: String = "card") {
        let host = scene.host(FeedView.self)
        window.rootViewController = host
        let feed = runtime.makeScreen("Feed", in: host.view)
        _ = runtime.makeLazyStack(
            in: feed, container: host.view, frame: window.bounds, itemIDs: (0..<20).map { "\(id)-\($0)" }, rowHeight: 100)
        scene.application.launch()
        runtime.update()
    }

    func exposures(_ interception: Interception, _ recorder: RecordingTracker) async -> [String] {
        await interception.flush()
        return recorder.events.filter { $0.kind == .exposure }.compactMap { $0.element?.trackingID }
    }

    @Test("S11: the keyboard never covers its own window: a declared view in its input accessory (a SwiftUI keyboard toolbar) is exposed, the feed under the keys is not")
    func keyboardWindowIsNotCovered() async {
        let scene = SwiftUIScene()
        feed(in: scene.window, runtime: scene.runtime, scene)
        // The keyboard's window, holding the toolbar drawn just above the keys, inside the frame
        // UIKit gives (which includes the accessory): 380 points from the bottom, from y 464.
        let keyboardWindow = KeyboardWindow()
        scene.application.addWindow(keyboardWindow)
        let host = scene.host(DetailView.self)
        keyboardWindow.rootViewController = host
        let toolbar = scene.runtime.makeScreen("Toolbar", in: host.view)
        _ = scene.runtime.makeLazyStack(
            in: toolbar, container: host.view, frame: Rect(x: 0, y: 464, width: 390, height: 44), itemIDs: ["toolbar-done"], rowHeight: 44)
        scene.runtime.update()
        scene.application.showKeyboard(height: 380)
        scene.wait()
        let shown = await exposures(scene.interception, scene.recorder)
        #expect(shown.contains("toolbar-done"), "\(shown)")
        #expect(shown.filter { $0.hasPrefix("card") } == ["card-0", "card-1", "card-2", "card-3", "card-4"])
    }

    @Test("S11: an app window at or above the keyboard's window level is drawn over the keyboard and not covered")
    func windowAboveKeyboardIsNotCovered() async {
        let scene = SwiftUIScene()
        scene.window.windowLevel = 10_000_001
        feed(in: scene.window, runtime: scene.runtime, scene)
        scene.application.addWindow(KeyboardWindow())
        scene.application.showKeyboard(height: 336)
        scene.wait()
        #expect(await exposures(scene.interception, scene.recorder).count == 8)
    }

    @Test("S11, S3: an interception named with .interception(_:), not the one the hooks were installed for, gets the keyboard's cover")
    func namedInterceptionIsCovered() async {
        let scene = SwiftUIScene()
        let recorder = RecordingTracker()
        let clock = scene.clock
        let named = Interception(configuration: InterceptionConfiguration(clock: { clock.now }), trackers: [recorder])
        let runtime = SwiftUIRuntime(interception: named)
        feed(in: scene.window, runtime: runtime, scene)
        scene.application.showKeyboard(height: 336)
        // The UIKit frame driver ticks every interception given declared geometry.
        for _ in 0..<3 {
            scene.wait()
            named.frameDidTick()
        }
        let shown = await exposures(named, recorder)
        #expect(shown == ["card-0", "card-1", "card-2", "card-3", "card-4"], "\(shown) \(recorder.events.map(\.kind))")
        withExtendedLifetime(runtime) {}
    }

    @Test("S11: an interception installed while the keyboard is up learns its frame: the cards under it are not exposed")
    func lateInterceptionLearnsTheKeyboard() async {
        let scene = SwiftUIScene()
        scene.application.launch()
        scene.application.showKeyboard(height: 336)
        scene.wait()
        let recorder = RecordingTracker()
        let clock = scene.clock
        let late = Interception(configuration: InterceptionConfiguration(clock: { clock.now }), trackers: [recorder])
        scene.application.addObserver(late)
        let runtime = SwiftUIRuntime(interception: late)
        feed(in: scene.window, runtime: runtime, scene)
        scene.wait()
        scene.wait()
        let shown = await exposures(late, recorder)
        #expect(shown == ["card-0", "card-1", "card-2", "card-3", "card-4"], "\(shown) \(recorder.events.map(\.kind))")
        scene.application.hideKeyboard()
        scene.wait()
        #expect(await exposures(late, recorder).count == 8)
        #expect(late.swiftUIAssumptionViolations.isEmpty)
        withExtendedLifetime(runtime) {}
    }

    @Test("S11, B4: a floating keyboard's zero frame covers nothing, and its hiding is counted")
    func zeroFrameCoversNothingAndIsCounted() async {
        let scene = SwiftUIScene()
        feed(in: scene.window, runtime: scene.runtime, scene)
        scene.application.showKeyboard(height: 336)
        scene.wait()
        #expect(await exposures(scene.interception, scene.recorder).count == 5)
        // Undocked on an iPad: iPadOS posts a zero end frame, then says the keyboard hid.
        scene.application.post([.willChangeFrame(.zero), .didChangeFrame])
        scene.wait()
        #expect(await exposures(scene.interception, scene.recorder).count == 8)
        scene.application.post([.willHide, .didHide])
        #expect(scene.interception.swiftUIAssumptionViolations == [.keyboardHidesOffScreen: 1])
    }

    @Test("S11, B4: a frame above the screen (an undock or split transition) covers nothing, and is counted when the keyboard hides")
    func frameAboveTheScreenCoversNothing() async {
        let scene = SwiftUIScene()
        feed(in: scene.window, runtime: scene.runtime, scene)
        scene.application.post([.willChangeFrame(Rect(x: 0, y: -100, width: 390, height: 400)), .willShow, .didChangeFrame, .didShow])
        scene.wait()
        #expect(await exposures(scene.interception, scene.recorder).count == 8)
        scene.application.hideKeyboard()
        #expect(scene.interception.swiftUIAssumptionViolations == [.keyboardHidesOffScreen: 1])
    }
}
