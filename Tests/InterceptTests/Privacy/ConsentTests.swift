import Foundation
import Intercept
import InterceptDelivery
import InterceptHeadless
import InterceptTesting
import Testing

/// N1: the user's opt-out stops capture, deletes what is pending (counted), and holds at the next
/// launch; consent first starts opted out until the app opts in.
@MainActor
@Suite("Consent")
struct ConsentTests {
    static func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("intercept-consent-\(UUID().uuidString)")
    }

    @Test("N1: opted out, a row tap reaches the app's delegate but no tracker; opting in resumes capture")
    func optOutStopsCapture() async throws {
        let harness = Harness()
        let spy = TableViewDelegateSpy()
        harness.table.delegate = spy
        try harness.interception.intercept(harness.table)

        #expect(!harness.interception.isOptedOut && harness.interception.isCapturing)
        let change = harness.interception.optOut()
        #expect(change == ConsentChange(decision: .optedOut) && change.isSaved)
        #expect(harness.interception.isOptedOut && !harness.interception.isCapturing)
        harness.table.simulateUserTap(onRowAt: .row(0))
        try spy.log.requireExactlyOnce(.didSelectRow, at: .row(0))
        harness.interception.emit(InteractionEvent(kind: .tap, timestamp: Date()))
        let report = await harness.interception.flush()
        #expect(harness.recorder.events.isEmpty, "neither the captured tap nor the app's own event")
        #expect(report.trackers[0].droppedForConsent == 1, "the app's own event, refused, is counted")
        #expect(report.trackers[0].accepted == 0)

        harness.interception.optIn()
        #expect(harness.interception.isCapturing)
        harness.table.simulateUserTap(onRowAt: .row(1))
        #expect(await harness.events().map(\.listPosition?.index) == [1])
    }

    @Test("N1, U2: isCapturing is the app's switch and the user's consent in one flag; the switch deletes nothing, the opt-out survives it")
    func oneFlag() async throws {
        let harness = Harness()
        harness.interception.isEnabled = false
        #expect(!harness.interception.isCapturing && !harness.interception.isOptedOut)
        harness.interception.optOut()
        harness.interception.isEnabled = true
        #expect(!harness.interception.isCapturing, "turning the app's switch back on does not undo the user's opt-out")
        harness.interception.optIn()
        #expect(harness.interception.isCapturing)
        harness.interception.isEnabled = false
        harness.interception.emit(InteractionEvent(kind: .tap, timestamp: Date()))
        #expect(await harness.events().count == 1, "the app's switch pauses capture only; the app's own events still go out")
    }

    @Test("N1: the opt-out persists: a second Interception with the same store starts opted out")
    func persistsAcrossLaunches() async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = FileConsentStore(file: folder.appendingPathComponent("consent.json"))
        var configuration = InterceptionConfiguration()
        configuration.consent = ConsentPolicy(store: store)
        let first = Interception(configuration: configuration)
        #expect(!first.isOptedOut, "no decision saved: opted in unless consent comes first")
        first.optOut()

        let recorder = RecordingTracker()
        let relaunched = Interception(configuration: InterceptionConfiguration(consent: FileConsentStore(file: store.file)), trackers: [recorder])
        #expect(relaunched.isOptedOut)
        relaunched.emit(InteractionEvent(kind: .tap, timestamp: Date()))
        await relaunched.flush()
        #expect(recorder.events.isEmpty)
        #expect(FileConsentStore.defaultFile.path.hasSuffix("Intercept/consent.json"))
    }

    @Test("N1: an app's decision is kept across launches with no set-up: the default store is a file in Application Support on iOS and visionOS, in memory where no app runs")
    func platformDefault() {
        let store = InterceptionConfiguration().consent.store
        #if os(iOS) || os(visionOS)
        #expect((store as? FileConsentStore)?.file == FileConsentStore.defaultFile)
        #else
        #expect(store is InMemoryConsentStore, "a tool or a test run writes no file the next run reads")
        #endif
    }

    @Test("N1: consent first starts opted out until optIn(); the saved opt-in holds at the next launch")
    func consentFirst() async throws {
        let store = InMemoryConsentStore()
        let recorder = RecordingTracker()
        let interception = Interception(configuration: InterceptionConfiguration(consent: store, requiresOptIn: true), trackers: [recorder])
        #expect(interception.isOptedOut)
        interception.emit(InteractionEvent(kind: .tap, timestamp: Date()))
        interception.optIn()
        interception.emit(InteractionEvent(kind: .pageEnter, timestamp: Date()))
        await interception.flush()
        #expect(recorder.events.map(\.kind) == [.pageEnter])
        #expect(store.loadDecision() == .optedIn)
        let relaunched = Interception(configuration: InterceptionConfiguration(consent: store, requiresOptIn: true))
        #expect(!relaunched.isOptedOut)
    }

    @Test("N1: pending events are deleted and counted as dropped for consent: a tracker's buffer and a durable queue; trackers hear it")
    func pendingEventsDeleted() async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gated = TrackerTests.GatedTracker()
        let listener = ErasureListener()
        let problems = ProblemRecorder()
        let upload = try UploadTracker(
            directory: folder, endpoint: URL(string: "http://127.0.0.1:9/batch")!,
            policy: UploadPolicy(maximumBatchCount: 1_000, maximumBatchAge: 3_600), onProblem: problems.record)
        defer { upload.close() }
        var configuration = InterceptionConfiguration(onDeliveryProblem: problems.record)
        configuration.flushTimeout = 10
        let interception = Interception(configuration: configuration, trackers: [gated, upload, listener])
        for number in 0..<5 { interception.emit(TrackerTests.event(number)) }
        #expect(waitFor { upload.counts.pending == 5 })

        interception.optOut()
        gated.open()
        let report = await interception.flush()
        #expect(gated.inner.events.count <= 1, "at most the event the tracker was receiving when the opt-out came")
        #expect(report.trackers[0].droppedForConsent == 5 - gated.inner.events.count)
        #expect(report.trackers[0].pending == 0)
        #expect(report.trackers[1].droppedForConsent == 5)
        #expect(upload.counts.pending == 0 && upload.counts.droppedForConsent == 5 && upload.counts.dropped == 5)
        #expect(listener.requests == [.consentWithdrawn])
        #expect(problems.problems.contains { $0.trackerName == "UploadTracker" && $0.reason == .droppedForConsent(droppedEvents: 5) })

        interception.optIn()
        interception.emit(TrackerTests.event(9))
        await interception.flush()
        #expect(upload.counts.pending == 1, "the durable queue takes events again after opting in")
    }

    @Test("N1 bad input: an opt-out during a flush: the flush returns, and no event emitted before the opt-out is delivered after it", .timeLimit(.minutes(1)))
    func optOutDuringFlush() async throws {
        let gated = TrackerTests.GatedTracker()
        let recorder = RecordingTracker()
        let interception = Interception(configuration: InterceptionConfiguration(onDeliveryProblem: nil), trackers: [gated, recorder])
        for number in 0..<50 { interception.emit(TrackerTests.event(number)) }
        let flush = Task { await interception.flush() }
        await Task.yield()
        interception.optOut()
        let deliveredBefore = recorder.events.count
        gated.open()
        _ = await flush.value
        for number in 50..<60 { interception.emit(TrackerTests.event(number)) }
        let report = await interception.flush()
        #expect(gated.inner.events.count <= 1, "the blocked tracker got at most the event it was receiving")
        #expect(recorder.events.count <= deliveredBefore + 1, "nothing after the opt-out but the event being received")
        #expect(!recorder.events.contains { $0.customProperties["n"] == .integer(50) }, "nothing emitted after the opt-out")
        #expect(report.trackers[0].delivered + report.trackers[0].droppedForConsent == 60)
        #expect(report.trackers[1].delivered + report.trackers[1].droppedForConsent == 60)
        #expect(report.trackers.allSatisfy { $0.pending == 0 })
    }

    @Test("N1 bad input: an opt-out while a durable tracker is stuck taking an event: no event captured before it reaches any tracker after it", .timeLimit(.minutes(1)))
    func optOutWhileDescribingIsBlocked() async throws {
        let harness = Harness(configuration: InterceptionConfiguration(onDeliveryProblem: nil))
        let stuck = StuckDurableTracker()
        harness.interception.dispatcher.add(stuck)
        let spy = TableViewDelegateSpy()
        harness.table.delegate = spy
        try harness.interception.intercept(harness.table)
        for row in 0..<3 { harness.table.simulateUserTap(onRowAt: .row(row)) }
        #expect(waitFor { stuck.isStuck })
        harness.interception.optOut()
        let receivedAtOptOut = harness.recorder.events.count
        stuck.open()
        let report = await harness.interception.flush()
        #expect(stuck.received == 1, "only the event it was taking")
        #expect(harness.recorder.events.count <= receivedAtOptOut + 1)
        #expect(report.trackers.allSatisfy { $0.delivered + $0.droppedForConsent == 3 && $0.pending == 0 }, "\(report)")
    }

    @Test("N1 bad input: opting in while the durable queue is damaged reports the damage and queues again, never a crash")
    func optInWithDamagedQueue() async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try DurableQueueTests.makeQueueWithOneDamagedRecord(in: folder)

        let problems = ProblemRecorder()
        let upload = try UploadTracker(
            directory: folder, endpoint: URL(string: "http://127.0.0.1:9/batch")!,
            policy: UploadPolicy(maximumBatchCount: 1_000, maximumBatchAge: 3_600), onProblem: problems.record)
        defer { upload.close() }
        let interception = Interception(
            configuration: InterceptionConfiguration(consent: InMemoryConsentStore(), requiresOptIn: true, onDeliveryProblem: problems.record),
            trackers: [upload])
        interception.optIn()
        interception.emit(TrackerTests.event(0))
        await interception.flush()
        #expect(upload.queue.nextBatch(maximumCount: 10) != nil, "the damaged record is skipped, the rest are read")
        #expect(problems.problems.contains { if case .corruptRecords = $0.reason { true } else { false } })
        #expect(upload.counts.pending == 3, "two intact old records and the new one")
    }

    @Test("N1 bad input: a store that cannot be written: the opt-out holds for this launch, is returned unsaved and reported; an unreadable store starts opted out")
    func unwritableStore() async throws {
        let folder = Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A regular file where the store's folder should be: no write goes through, even as root.
        let blocker = folder.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: blocker)
        let problems = ProblemRecorder()
        let recorder = RecordingTracker()
        let store = FileConsentStore(file: blocker.appendingPathComponent("consent.json"))
        let interception = Interception(
            configuration: InterceptionConfiguration(consent: store, requiresOptIn: false, onDeliveryProblem: problems.record), trackers: [recorder])
        let change = interception.optOut()
        #expect(!change.isSaved && change.decision == .optedOut)
        #expect(interception.isOptedOut)
        interception.emit(InteractionEvent(kind: .tap, timestamp: Date()))
        await interception.flush()
        #expect(recorder.events.isEmpty)
        #expect(problems.problems.contains { if case .consentNotSaved = $0.reason { true } else { false } })

        let damaged = folder.appendingPathComponent("consent.json")
        try Data("{\"decision\": 4".utf8).write(to: damaged)
        let unreadable = Interception(configuration: InterceptionConfiguration(consent: FileConsentStore(file: damaged), requiresOptIn: false, onDeliveryProblem: problems.record))
        #expect(unreadable.isOptedOut, "the lost decision may have been an opt-out")
        #expect(problems.problems.contains { if case .consentNotRead = $0.reason { true } else { false } })
    }
}

/// A durable tracker whose first event blocks the thread that hands it over until opened.
final class StuckDurableTracker: DurableTracker, @unchecked Sendable {
    private let lock = NSLock()
    private let gate = DispatchSemaphore(value: 0)
    private var count = 0

    func track(_ event: InteractionEvent) {
        lock.lock()
        count += 1
        let first = count == 1
        lock.unlock()
        if first { gate.wait() }
    }

    func open() { gate.signal() }

    var received: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    var isStuck: Bool { received >= 1 }
}

/// Records the erasure requests it hears (N1, N2).
final class ErasureListener: Tracker, @unchecked Sendable {
    private let lock = NSLock()
    private var heard: [ErasureRequest] = []

    func track(_ event: InteractionEvent) {}

    func erase(_ request: ErasureRequest) -> ErasedData {
        lock.lock()
        heard.append(request)
        lock.unlock()
        return ErasedData()
    }

    var requests: [ErasureRequest] {
        lock.lock()
        defer { lock.unlock() }
        return heard
    }
}

extension InterceptionConfiguration {
    /// A configuration with `consent`'s store, consent first or not.
    init(consent store: any ConsentStore, requiresOptIn: Bool = false, onDeliveryProblem: (@Sendable (DeliveryProblem) -> Void)? = DeliveryProblemLog.report) {
        self.init(onDeliveryProblem: onDeliveryProblem)
        self.consent = ConsentPolicy(requiresOptIn: requiresOptIn, store: store)
    }
}
