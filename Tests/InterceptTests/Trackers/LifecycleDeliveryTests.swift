import Foundation
@_spi(Platform) import Intercept
@_spi(Platform) import InterceptHeadless
import Testing

/// T9 and F11: flushing on termination and in the background, and sessions of late installs.
@Suite("Lifecycle delivery")
@MainActor
struct LifecycleDeliveryTests {
    /// Takes 5 ms per event, as a tracker writing to a slow disk does.
    final class SlowTracker: Tracker, @unchecked Sendable {
        let name = "SlowTracker"
        let inner = RecordingTracker()
        func track(_ event: InteractionEvent) {
            Thread.sleep(forTimeInterval: 0.005)
            inner.track(event)
        }
    }

    /// Background time as the platform hands it out, recorded.
    final class FakeBackgroundTime: BackgroundTimeProvider {
        var begun: [Int] = []
        var ended: [Int] = []
        var expirations: [@MainActor @Sendable () -> Void] = []
        func beginBackgroundTask(named name: String, expiration: @escaping @MainActor @Sendable () -> Void) -> Int? {
            begun.append(begun.count + 1)
            expirations.append(expiration)
            return begun.count
        }
        func endBackgroundTask(_ identifier: Int) {
            ended.append(identifier)
        }
    }

    static func session(_ trackers: [any Tracker], configuration: InterceptionConfiguration = InterceptionConfiguration(onDeliveryProblem: nil)) -> (Application, Interception) {
        let application = Application()
        let interception = Interception(configuration: configuration, trackers: trackers)
        application.addLifecycleObserver(interception)
        return (application, interception)
    }

    @Test("T9: applicationWillTerminate flushes: when it returns, the last events reached a slow tracker")
    func terminateFlushes() {
        let slow = SlowTracker()
        let (application, interception) = Self.session([slow])
        application.launch()
        for number in 0..<4 { interception.emit(TrackerTests.event(number)) }
        application.terminate()
        #expect(slow.inner.count == 6, "appStart, the 4 events and appEnd")
        #expect(slow.inner.lastEvent?.kind == .appEnd)
    }

    @Test("T9: termination with a blocked tracker returns within terminationFlushTimeout")
    func terminateIsBounded() {
        let gated = TrackerTests.GatedTracker()
        var configuration = InterceptionConfiguration(onDeliveryProblem: nil)
        configuration.terminationFlushTimeout = 0.2
        let (application, interception) = Self.session([gated], configuration: configuration)
        application.launch()
        interception.emit(TrackerTests.event(0))
        // The gated tracker stays blocked until the test opens it: a termination that waited for it
        // would never return, so a bound far above 0.2 s still tells them apart on a loaded machine.
        let start = Date()
        application.terminate()
        #expect(Date().timeIntervalSince(start) < 10)
        gated.open()
    }

    @Test("T9, F11: the background flush runs inside a background task, ended once the flush is done")
    func backgroundFlushInsideTask() async throws {
        let gated = TrackerTests.GatedTracker()
        // The flush must end because the tracker finished, not because its time ran out on a
        // loaded machine (the timeout has its own test below).
        var configuration = InterceptionConfiguration(onDeliveryProblem: nil)
        configuration.backgroundFlushTimeout = 600
        let (application, interception) = Self.session([gated], configuration: configuration)
        let time = FakeBackgroundTime()
        interception.backgroundTime = time
        application.launch()
        interception.emit(TrackerTests.event(0))
        application.enterBackground()
        #expect(time.begun == [1])
        try await Task.sleep(for: .milliseconds(50))
        #expect(time.ended.isEmpty, "still flushing: the task stays open")
        gated.open()
        let report = try #require(await interception.backgroundFlush?.value)
        #expect(report.isComplete)
        #expect(gated.inner.count == 3, "appStart, the event, appEnd")
        #expect(time.ended == [1])
    }

    @Test("T9, F11: when background time runs out the task is ended; the flush is bounded by backgroundFlushTimeout")
    func backgroundTimeRunsOut() async throws {
        let gated = TrackerTests.GatedTracker()
        var configuration = InterceptionConfiguration(onDeliveryProblem: nil)
        configuration.backgroundFlushTimeout = 0.3
        let (application, interception) = Self.session([gated], configuration: configuration)
        let time = FakeBackgroundTime()
        interception.backgroundTime = time
        application.launch()
        application.enterBackground()
        time.expirations.first?()
        #expect(time.ended == [1], "ended at expiration")
        let report = try #require(await interception.backgroundFlush?.value)
        #expect(report.unfinishedTrackers == ["GatedTracker"])
        #expect(time.ended == [1], "and only once")
        gated.open()
    }

    @Test("F11: an interception installed after launch still reports the session start, once")
    func lateInstallStartsSession() async {
        let recorder = RecordingTracker()
        let application = Application()
        application.launch()   // before Intercept was there
        let interception = Interception(configuration: InterceptionConfiguration(onDeliveryProblem: nil), trackers: [recorder])
        application.addLifecycleObserver(interception)
        interception.applicationIsAlreadyRunning(inBackground: false)
        interception.applicationIsAlreadyRunning(inBackground: false)
        application.enterBackground()
        await interception.flush()
        #expect(recorder.events.map(\.kind) == [.appStart, .appEnd])
        #expect(recorder.events.first?.customProperties["launch"] == .string("cold"))
    }

    @Test("F11: installed after launch while in the background, the session starts with the foreground; a heard launch is not doubled")
    func lateInstallInBackground() async {
        let recorder = RecordingTracker()
        let (application, interception) = Self.session([recorder])
        interception.applicationIsAlreadyRunning(inBackground: true)
        await interception.flush()
        #expect(recorder.events.isEmpty)
        application.launch()
        interception.applicationIsAlreadyRunning(inBackground: false)
        await interception.flush()
        #expect(recorder.events.map(\.kind) == [.appStart])
    }

    @Test("F11: an interception added with application.addObserver(_:) after launch reports the session start, once; in the background it waits for the foreground")
    func lateAddObserverStartsSession() async {
        let recorder = RecordingTracker()
        let application = Application()
        application.launch()
        let interception = Interception(configuration: InterceptionConfiguration(onDeliveryProblem: nil), trackers: [recorder])
        application.addObserver(interception)
        application.addObserver(interception)
        application.enterBackground()
        application.enterForeground()
        await interception.flush()
        #expect(recorder.events.map(\.kind) == [.appStart, .appEnd, .appStart])

        let waiting = RecordingTracker()
        let late = Interception(configuration: InterceptionConfiguration(onDeliveryProblem: nil), trackers: [waiting])
        application.enterBackground()
        application.addObserver(late)
        await late.flush()
        #expect(waiting.events.isEmpty, "in the background the session starts with the foreground")
        application.enterForeground()
        await late.flush()
        #expect(waiting.events.map(\.kind) == [.appStart])
    }
}
