@_spi(Platform) import Intercept
import Testing

/// The lifecycle mapping every platform uses (F16): a platform's announcement, translated to an
/// ``ApplicationLifecycleEvent``, reaches the observer method the core decides.
@MainActor
@Suite("Lifecycle events")
struct LifecycleEventTests {
    final class Observer: ApplicationLifecycleObserver {
        var heard: [String] = []
        func applicationDidLaunch() { heard.append("launch") }
        func applicationWillTerminate() { heard.append("terminate") }
        func applicationDidEnterBackground() { heard.append("background") }
        func applicationWillEnterForeground() { heard.append("foreground") }
    }

    @Test("F16: each lifecycle event reaches exactly its observer method")
    func eventsReachTheirMethods() {
        let observer = Observer()
        for event in ApplicationLifecycleEvent.allCases { observer.applicationLifecycleDidChange(event) }
        #expect(observer.heard == ["launch", "background", "foreground", "terminate"])
    }

    @Test("P3, P5: through the mapping, a launch starts the session and going to the background ends it")
    func sessionFromEvents() async {
        let recorder = RecordingTracker()
        let interception = Interception(trackers: [recorder])
        interception.applicationLifecycleDidChange(.didFinishLaunching)
        interception.applicationLifecycleDidChange(.didEnterBackground)
        interception.applicationLifecycleDidChange(.willEnterForeground)
        await interception.flush()
        #expect(recorder.events.map(\.kind) == [.appStart, .appEnd, .appStart])
    }
}
