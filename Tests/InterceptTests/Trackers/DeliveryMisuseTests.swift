import Foundation
import Intercept
import InterceptDelivery
import InterceptHeadless
import InterceptTesting
import Testing

/// T11: the mistakes a new user makes with delivery give a typed error or a documented, reported
/// outcome, never silent loss.
@Suite("Delivery misuse")
@MainActor
struct DeliveryMisuseTests {
    static func directory() -> URL { DurableQueueTests.directory() }

    @Test("T11: an upload URL that is relative, file:, ftp:, hostless or not http(s) is refused with a typed error when the tracker is made", arguments: [
        "/batch", "batch", "file:///tmp/batch", "ftp://example.com/batch", "https://", "mailto:events@example.com", "ws://example.com/batch",
    ])
    func invalidEndpoint(_ endpoint: String) throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = try #require(URL(string: endpoint))
        #expect {
            _ = try UploadTracker(directory: directory, endpoint: url, onProblem: { _ in })
        } throws: { error in
            guard case .invalidEndpoint(let reported, _) = error as? UploadTrackerError else { return false }
            return reported == url.absoluteString
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path), "refused before anything is written")
    }

    @Test("T11: http and https endpoints, any case, are accepted", arguments: ["http://127.0.0.1:9/batch", "HTTPS://collector.example.com/v1/batch"])
    func validEndpoint(_ endpoint: String) throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tracker = try UploadTracker(directory: directory, endpoint: try #require(URL(string: endpoint)), onProblem: { _ in })
        tracker.close()
    }

    @Test("T11: an empty or relative queue path is a typed error, and nothing is written to the working directory", arguments: [
        URL(fileURLWithPath: ""), URL(fileURLWithPath: "events"), URL(string: "events")!, URL(string: "https://example.com/events")!,
    ])
    func invalidQueueDirectory(_ directory: URL) throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let before = try FileManager.default.contentsOfDirectory(atPath: workingDirectory)
        #expect {
            _ = try DurableQueue(directory: directory, onProblem: { _ in })
        } throws: { error in
            guard case .invalidDirectory = error as? DurableQueueError else { return false }
            return true
        }
        #expect {
            _ = try UploadTracker(directory: directory, endpoint: URL(string: "https://collector.example.com/batch")!, onProblem: { _ in })
        } throws: { error in
            guard case .invalidDirectory = error as? DurableQueueError else { return false }
            return true
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: workingDirectory) == before)
    }

    @Test("T11: a queue directory deleted while the app runs is re-created; the events it held are counted as dropped and reported, later ones kept")
    func deletedDirectoryOnAppend() throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let problems = ProblemRecorder()
        let queue = try DurableQueue(directory: directory, onProblem: problems.record)
        for number in 0..<5 { try queue.append(DurableQueueTests.payload(number)) }
        try FileManager.default.removeItem(at: directory)
        for number in 5..<8 { try queue.append(DurableQueueTests.payload(number)) }
        #expect(FileManager.default.fileExists(atPath: directory.path))
        #expect(queue.counts == DurableQueueCounts(delivered: 0, dropped: 5, rejected: 0, pending: 3))
        #expect(DurableQueueTests.drain(queue) == (5..<8).map { DurableQueueTests.payload($0) })
        #expect(waitFor { problems.problems.contains { $0.reason == .queueFilesDeleted(path: directory.path, droppedEvents: 5) } })
        queue.close()
        let reopened = try DurableQueue(directory: directory, onProblem: { _ in })
        defer { reopened.close() }
        #expect(reopened.counts == DurableQueueCounts(delivered: 3, dropped: 5, rejected: 0, pending: 0), "persisted")
    }

    @Test("T11: a queue directory deleted under a reader: the read finds it, counts the loss, and nothing stays pending forever")
    func deletedDirectoryOnRead() throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let problems = ProblemRecorder()
        let queue = try DurableQueue(directory: directory, onProblem: problems.record)
        defer { queue.close() }
        for number in 0..<4 { try queue.append(DurableQueueTests.payload(number)) }
        try FileManager.default.removeItem(at: directory)
        #expect(queue.nextBatch(maximumCount: 10) == nil)
        #expect(queue.counts == DurableQueueCounts(delivered: 0, dropped: 4, rejected: 0, pending: 0))
        #expect(waitFor { problems.problems.contains { $0.reason == .queueFilesDeleted(path: directory.path, droppedEvents: 4) } })
    }

    @Test("T11: an upload tracker's problems reach InterceptionConfiguration.onDeliveryProblem, those found before it was given to the interception too")
    func problemsReachTheInterceptionsHandler() throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // A queue with a damaged record, so that opening it finds a problem before the interception exists.
        let segmentBytes = try DurableQueueTests.makeQueueWithOneDamagedRecord(in: directory)

        let problems = ProblemRecorder()
        let closedPort = URL(string: "http://127.0.0.1:9/batch")!   // the discard port: refused
        let upload = try UploadTracker(directory: directory, endpoint: closedPort, policy: UploadPolicy(maximumBatchCount: 1, initialBackoff: 0.05, maximumBackoff: 0.05))
        defer { upload.close() }
        let interception = Interception(configuration: InterceptionConfiguration(onDeliveryProblem: problems.record), trackers: [upload])
        interception.emit(TrackerTests.event(0))
        #expect(waitFor { problems.problems.contains { $0.reason == .corruptRecords(droppedEvents: 1, discardedBytes: segmentBytes / 3) } })
        #expect(waitFor { problems.problems.contains { if case .uploadFailed = $0.reason { true } else { false } } })
        #expect(problems.problems.allSatisfy { $0.trackerName == "UploadTracker" })
    }

    @Test("T11: flush() cannot hang: with a tracker blocked for good it returns after flushTimeout, naming the tracker and reporting it", .timeLimit(.minutes(1)))
    func flushIsBounded() async throws {
        let gated = TrackerTests.GatedTracker()
        let problems = ProblemRecorder()
        var configuration = InterceptionConfiguration(onDeliveryProblem: problems.record)
        configuration.flushTimeout = 0.3
        let interception = Interception(configuration: configuration, trackers: [gated])
        interception.emit(TrackerTests.event(0))
        let report = await interception.flush()
        #expect(report.unfinishedTrackers == ["GatedTracker"], "returned because the time was up, not because the tracker finished")
        #expect(waitFor { problems.problems.contains { $0.reason == .flushTimedOut(seconds: 0.3) } })
        #expect(InterceptionConfiguration().flushTimeout == 30, "bounded by default")
        gated.open()
    }

    @Test("T11: an Interception released while hosts are still intercepted is reported once; their delegates keep working")
    func releasedInterception() throws {
        let problems = ProblemRecorder()
        let table = TableView()
        let delegate = RecordingTableDelegate()
        table.delegate = delegate
        var interception: Interception? = Interception(configuration: InterceptionConfiguration(onDeliveryProblem: problems.record))
        try interception?.intercept(table)
        let other = TableView()
        try interception?.intercept(other)
        interception?.removeInterception(from: other)
        interception = nil
        #expect(problems.problems == [DeliveryProblem(trackerName: "Interception", reason: .interceptionReleased(interceptedHosts: 1))])
        table.dataSource = OneRowDataSource.shared
        table.reloadData()
        table.simulateUserTap(onRowAt: IndexPath(row: 0, section: 0))
        #expect(delegate.selected == [IndexPath(row: 0, section: 0)], "the app's delegate still gets its calls")

        let quiet = ProblemRecorder()
        var released: Interception? = Interception(configuration: InterceptionConfiguration(onDeliveryProblem: quiet.record))
        try released?.intercept(other)
        released?.removeInterception(from: other)
        released = nil
        #expect(quiet.problems.isEmpty, "nothing to say when no host is intercepted")
    }

    #if os(macOS) || os(Linux)   // exit tests run where a test can start a process
    @Test("T11: simulateUserTap before reloadData stops the test with a message instead of doing nothing")
    func tapBeforeReload() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let table = TableView()
                table.dataSource = OneRowDataSource.shared
                _ = table.simulateUserTap(onRowAt: IndexPath(row: 0, section: 0))
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = CollectionView().simulateUserTap(onItemAt: IndexPath(item: 0, section: 0))
            }
        }
    }
    #endif
}

/// One section with one row.
@MainActor
final class OneRowDataSource: TableViewDataSource {
    static let shared = OneRowDataSource()
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { TableViewCell(reuseIdentifier: "row") }
}

/// Records the rows it was told were selected.
@MainActor
final class RecordingTableDelegate: TableViewDelegate {
    var selected: [IndexPath] = []
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}
