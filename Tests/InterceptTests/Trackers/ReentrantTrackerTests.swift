import Foundation
import Intercept
import InterceptTesting
import Testing

/// H7: trackers that emit, submit or flush from inside their own delivery.
@Suite("Re-entrant trackers")
struct ReentrantTrackerTests {
    /// Lets a tracker's closure reach the dispatcher it is delivered by.
    final class DispatcherBox: @unchecked Sendable {
        var dispatcher: EventDispatcher?
    }

    /// Counts calls from any thread.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
        var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
    }

    static func reported(_ problems: ProblemRecorder, _ match: (DeliveryProblem.Reason) -> Int) -> Int {
        problems.problems.reduce(0) { $0 + match($1.reason) }
    }

    @Test("H7: a tracker that submits from inside its own delivery does not livelock: flush returns, the others get each event once, the refusal is reported", .timeLimit(.minutes(1)))
    func submitInsideTrack() async {
        let box = DispatcherBox()
        let calls = Counter()
        let loud = ClosureTracker(name: "loud") { event in
            _ = calls.increment()
            box.dispatcher?.submit(InteractionEvent(kind: .tap, timestamp: event.timestamp))
        }
        let other = RecordingTracker()
        let problems = ProblemRecorder()
        let dispatcher = EventDispatcher(trackers: [loud, other], onProblem: problems.record)
        box.dispatcher = dispatcher
        for number in 0..<10 { dispatcher.submit(TrackerTests.event(number)) }

        let report = await dispatcher.flush()
        #expect(report.isComplete)
        #expect(calls.count == 10, "it never gets its own events back")
        #expect(other.count == 20, "the others get the originals and the re-entrant ones, once each")
        #expect(report.trackers[0].dropped == 10)
        #expect(Self.reported(problems) { if case .reentrantEvents(let count) = $0 { count } else { 0 } } == 10)
    }

    @Test("H7: two trackers that submit from inside their delivery cannot ping-pong forever", .timeLimit(.minutes(1)))
    func pingPong() async {
        let box = DispatcherBox()
        let echo: @Sendable (InteractionEvent) -> Void = { event in
            box.dispatcher?.submit(InteractionEvent(kind: .tap, timestamp: event.timestamp))
        }
        let ping = RecordingTracker(name: "ping")
        let pong = RecordingTracker(name: "pong")
        let dispatcher = EventDispatcher(trackers: [
            ClosureTracker(name: "ping") { ping.track($0); echo($0) },
            ClosureTracker(name: "pong") { pong.track($0); echo($0) },
        ], onProblem: nil)
        box.dispatcher = dispatcher
        dispatcher.submit(TrackerTests.event(0))
        await dispatcher.flush()
        await dispatcher.flush()
        #expect(ping.count == 2 && pong.count == 2, "the original, and the other's echo; the echo of an echo goes nowhere")
    }

    @Test("H7: a tracker that waits for a flush from inside its own delivery does not deadlock", .timeLimit(.minutes(1)))
    func flushInsideTrack() async {
        let box = DispatcherBox()
        let recorder = RecordingTracker()
        let problems = ProblemRecorder()
        let waiting = ClosureTracker(name: "waiting") { event in
            guard let dispatcher = box.dispatcher else { return }
            // Asynchronously, as code that bridges to `await` does ...
            let done = DispatchSemaphore(value: 0)
            Task {
                await dispatcher.flush()
                done.signal()
            }
            done.wait()
            // ... and synchronously.
            dispatcher.flushAndWait(timeout: 30)
            recorder.track(event)
        }
        let dispatcher = EventDispatcher(trackers: [waiting], onProblem: problems.record)
        box.dispatcher = dispatcher
        for number in 0..<3 { dispatcher.submit(TrackerTests.event(number)) }
        let report = await dispatcher.flush()
        #expect(report.isComplete)
        #expect(recorder.count == 3)
        #expect(problems.problems.filter { $0.reason == .reentrantFlush }.count == 6)
    }

    @Test("H7: a tracker that emits through the interception from inside its delivery (hopping to the main actor) stays bounded", .timeLimit(.minutes(1)))
    @MainActor
    func emitThroughInterception() async throws {
        let calls = Counter()
        let holder = InterceptionHolder()
        let emitting = ClosureTracker(name: "emitting") { event in
            _ = calls.increment()
            Task { @MainActor in holder.interception?.emit(InteractionEvent(kind: .tap, timestamp: event.timestamp)) }
        }
        let other = RecordingTracker()
        let interception = Interception(configuration: InterceptionConfiguration(onDeliveryProblem: nil), trackers: [emitting, other])
        holder.interception = interception
        for number in 0..<5 { interception.emit(TrackerTests.event(number)) }
        await interception.flush()
        try await Task.sleep(for: .milliseconds(100))
        await interception.flush()
        #expect(calls.count == 5)
        #expect(other.count == 10)
    }

    @MainActor
    final class InterceptionHolder: Sendable {
        var interception: Interception?
    }

    @Test("H7: drops caused by a blocked tracker are reported while it is still blocked", .timeLimit(.minutes(1)))
    func dropsReportedWhileBlocked() async {
        let gated = TrackerTests.GatedTracker()
        let problems = ProblemRecorder()
        let dispatcher = EventDispatcher(trackers: [gated], capacityPerTracker: 10, onProblem: problems.record)
        for number in 0..<100 { dispatcher.submit(TrackerTests.event(number)) }
        #expect(waitFor { Self.reported(problems) { if case .bufferFull(let count) = $0 { count } else { 0 } } == dispatcher.report().trackers[0].dropped })
        #expect(gated.inner.count == 0, "still blocked")
        gated.open()
        await dispatcher.flush()
    }

    @Test("T9, H7: flush(timeout:) returns within its limit while a tracker is blocked, names it and reports the timeout", .timeLimit(.minutes(1)))
    func flushTimeout() async {
        let gated = TrackerTests.GatedTracker()
        let fast = RecordingTracker()
        let problems = ProblemRecorder()
        let dispatcher = EventDispatcher(trackers: [gated, fast], onProblem: problems.record)
        for number in 0..<5 { dispatcher.submit(TrackerTests.event(number)) }
        // The fast tracker delivers before the timed flush, so a loaded machine cannot make it the
        // one the timeout names.
        #expect(waitFor { fast.count == 5 })
        // The gated tracker stays blocked until the test opens it, so a flush that waited for it
        // would never return: any bound well below the test's time limit tells the two apart. Not
        // 2 s: on a loaded 2-core machine, getting back to the main actor once took 2.1 s.
        let start = Date()
        let report = await dispatcher.flush(timeout: 0.2)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(report.unfinishedTrackers == ["GatedTracker"])
        #expect(fast.count == 5)
        #expect(problems.problems.contains { $0.reason == .flushTimedOut(seconds: 0.2) })

        let blocking = Date()
        let waited = dispatcher.flushAndWait(timeout: 0.2)
        #expect(Date().timeIntervalSince(blocking) < 10)
        #expect(!waited.isComplete)

        gated.open()
        let complete = await dispatcher.flush(timeout: 10)
        #expect(complete.isComplete)
        #expect(gated.inner.count == 5)
    }
}
