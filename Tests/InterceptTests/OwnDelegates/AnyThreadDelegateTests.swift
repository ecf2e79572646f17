import Foundation
import Intercept
import Testing

/// A delegate protocol called on any queue, as a download or playback delegate is (D17).
protocol DownloadDelegate: AnyObject, Sendable {
    func download(_ task: Int, shouldRetry attempt: Int) -> Bool
    func download(_ task: Int, didReceive bytes: Int)
    func download(_ task: Int, didFinishWith status: Int)
}

/// The host: its delegate assigned on the main actor, called from background queues.
@MainActor
final class Downloader {
    @InterceptableFromAnyThread<DownloadDelegateProxy> var delegate

    /// One transfer, on a background queue.
    func run(_ task: Int, chunks: Int) async -> Bool {
        let delegate = $delegate
        return await Task.detached { Self.transfer(task, chunks: chunks, delegate: delegate) }.value
    }

    nonisolated static func transfer(_ task: Int, chunks: Int, delegate: AnyThreadInterceptableDelegate<DownloadDelegateProxy>) -> Bool {
        guard delegate.target?.download(task, shouldRetry: 0) ?? true else { return false }
        for _ in 0..<chunks { delegate.target?.download(task, didReceive: 10) }
        delegate.target?.download(task, didFinishWith: 200)
        return true
    }
}

/// The proxy, written by hand for a nonisolated protocol: its weak forwardee under a lock.
nonisolated final class DownloadDelegateProxy: AnyThreadDelegateProxy, DownloadDelegate {
    private let lock = DelegateProxyLock()
    private nonisolated(unsafe) weak var business: (any DownloadDelegate)?
    var forwardee: (any DownloadDelegate)? {
        get { lock.withLock { business } }
        set { lock.withLock { business = newValue } }
    }
    let context: DelegateProxyContext
    init(context: DelegateProxyContext) { self.context = context }
    var asDelegate: any DownloadDelegate { self }
    var forwardeeFromAnyThread: (any DownloadDelegate)? { forwardee }
    var delegateFromAnyThread: any DownloadDelegate { self }
    var contextFromAnyThread: DelegateProxyContext { context }

    func download(_ task: Int, shouldRetry attempt: Int) -> Bool {
        forwardFromAnyThread(or: false) { $0.download(task, shouldRetry: attempt) }
    }
    func download(_ task: Int, didReceive bytes: Int) { forwardFromAnyThread { $0.download(task, didReceive: bytes) } }
    func download(_ task: Int, didFinishWith status: Int) {
        forwardFromAnyThread(emitting: "downloadFinished", ["status": .integer(status)]) { $0.download(task, didFinishWith: status) }
    }
}

/// The app's delegate, safe to call from any thread.
final class DownloadLog: DownloadDelegate {
    private let lock = NSLock()
    private nonisolated(unsafe) var received = 0
    private nonisolated(unsafe) var finished = 0
    var counts: (received: Int, finished: Int) { lock.withLock { (received, finished) } }
    func download(_ task: Int, shouldRetry attempt: Int) -> Bool { task % 2 == 0 }
    func download(_ task: Int, didReceive bytes: Int) { lock.withLock { received += bytes } }
    func download(_ task: Int, didFinishWith status: Int) { lock.withLock { finished += 1 } }
}

@MainActor
@Suite("Delegates off the main actor")
struct AnyThreadDelegateTests {
    @Test("D17: a nonisolated Sendable delegate called on many threads is intercepted: every call forwarded, one event per marked call")
    func calledFromAnyThread() async throws {
        let recorder = RecordingTracker()
        let interception = Interception(trackers: [recorder])
        let downloader = Downloader()
        let log = DownloadLog()
        downloader.delegate = log
        let proxy = try #require(try interception.intercept(downloader.$delegate))
        #expect(downloader.$delegate.target === proxy && downloader.delegate === log)

        let tasks = 64
        let target = downloader.$delegate
        await withTaskGroup(of: Bool.self) { group in
            for task in 0..<tasks {
                group.addTask { Downloader.transfer(task, chunks: 3, delegate: target) }   // off the main actor
            }
            for await _ in group {}
        }
        #expect(log.counts.received == tasks / 2 * 30 && log.counts.finished == tasks / 2)
        try await Task.sleep(for: .milliseconds(50))   // the events hop to the main actor
        await interception.flush()
        #expect(recorder.events.count == tasks / 2)
        #expect(Set(recorder.events.map(\.kind)) == ["downloadFinished"])
        #expect(recorder.events.allSatisfy { $0.host?.typeName == "Downloader" })
    }

    @Test("D17: re-targets and a released delegate on another thread behave as on the main actor; switched off, no event")
    func retargetAndRelease() async throws {
        let recorder = RecordingTracker()
        let interception = Interception(trackers: [recorder])
        let downloader = Downloader()
        weak var released: DownloadLog?
        do {
            let log = DownloadLog()
            released = log
            downloader.delegate = log
            try interception.intercept(downloader.$delegate)
            interception.setEnabled(false, for: "downloadFinished")
            #expect(await downloader.run(2, chunks: 1))
            #expect(log.counts.finished == 1)
        }
        #expect(released == nil)
        #expect(downloader.$delegate.target == nil)
        #expect(await downloader.run(1, chunks: 1), "no delegate: the host's default")
        try await Task.sleep(for: .milliseconds(50))
        await interception.flush()
        #expect(recorder.events.isEmpty)
    }
}
