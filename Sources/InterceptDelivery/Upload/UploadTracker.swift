import Foundation
import Intercept

/// A tracker that makes every event durable in a ``DurableQueue`` before `emit` returns, and
/// uploads the queue in batches with an HTTP POST: removed only after a 2xx, retried with
/// back-off, honoring `Retry-After`, moved aside when refused (T6, T8).
///
/// The request body is `{"batch": [ ... ]}`, each event in the configured ``EventFormat`` with its
/// event id added as a top-level `messageId`, the widely used batch shape, so a receiver can drop
/// the copy of a batch that was in flight when the app was killed (it is sent again after the
/// restart, with the same ids; no other event is ever sent twice).
///
/// ```swift
/// let upload = try UploadTracker(directory: appSupport.appendingPathComponent("events"),
///                                endpoint: URL(string: "https://collector.example.com/batch")!)
/// let interception = Interception(trackers: [upload])
/// ```
public final class UploadTracker: DurableTracker, @unchecked Sendable {
    /// The name in delivery reports.
    public let name: String
    /// Where batches are posted.
    public let endpoint: URL
    /// The queue the events wait in.
    public let queue: DurableQueue

    private let format: EventFormat
    /// Guards `writer`, whose buffer is reused from event to event.
    private let writerLock = NSLock()
    private var writer = EventJSONWriter()
    private let policy: UploadPolicy
    private let loop: UploadLoop

    /// Opens (or creates) the queue in `directory` and starts uploading what it holds.
    ///
    /// - Parameters:
    ///   - directory: The durable queue's directory, chosen by the app; one queue per directory.
    ///   - endpoint: Where batches are POSTed.
    ///   - format: The JSON shape of each event in a batch.
    ///   - policy: Batch sizes and ages, timeouts and back-off.
    ///   - queueOptions: The queue's size bound.
    ///   - name: Names the tracker in delivery reports and problem reports.
    ///   - onProblem: Where drops, rejections and failed uploads are reported; by default the
    ///     unified log on Apple platforms and standard error elsewhere (T8).
    /// - Throws: ``DurableQueueError/directoryInUse(path:)`` when another queue (in this process or
    ///   another) has `directory` open; ``DurableQueueError/cannotOpen(path:reason:)``.
    public init(
        directory: URL,
        endpoint: URL,
        format: EventFormat = .interactionEvent,
        policy: UploadPolicy = UploadPolicy(),
        queueOptions: DurableQueue.Options = DurableQueue.Options(),
        name: String = "UploadTracker",
        onProblem: @escaping @Sendable (DeliveryProblem) -> Void = DeliveryProblemLog.report
    ) throws(DurableQueueError) {
        self.name = name
        self.endpoint = endpoint
        self.policy = policy
        self.format = format
        self.queue = try DurableQueue(directory: directory, options: queueOptions, name: name, onProblem: onProblem)
        self.loop = UploadLoop(queue: queue, sender: HTTPBatchSender(endpoint: endpoint, policy: policy), policy: policy, name: name, onProblem: onProblem)
        loop.start()
    }

    deinit { close() }

    /// Appends the event to the queue; when it returns, the event survives a kill of the process.
    /// Called by the dispatcher on the emitting thread (`DurableTracker`).
    public func track(_ event: InteractionEvent) throws {
        // The record is written straight into one reused buffer behind room for its frame header:
        // `{"messageId":"<id>",...}` in the configured format, then framed in place.
        writerLock.lock()
        defer { writerLock.unlock() }
        writer.removeAll()
        for _ in 0..<RecordFrame.headerSize { writer.append(0) }
        writer.write(event, format: format, messageID: true)
        let pending = try writer.bytes.withUnsafeMutableBytes { (frame) throws(DurableQueueError) -> Int in
            RecordFrame.fillHeader(of: frame)
            return try queue.append(frame: UnsafeRawBufferPointer(frame))
        }
        if pending == 1 || pending % policy.maximumBatchCount == 0 { loop.wake() }
    }

    /// Syncs the queue to stable storage and sends what is pending without waiting for a batch
    /// to fill (T5, T9). It does not wait for the server: see ``waitUntilDelivered(timeout:)``.
    public func flush() throws {
        queue.sync()
        loop.requestFlush()
    }

    /// Blocks until every queued event was settled (delivered, or rejected for good), for at most
    /// `timeout` seconds; returns whether it got there.
    public func waitUntilDelivered(timeout: TimeInterval) -> Bool {
        loop.waitUntilSettled(timeout: timeout)
    }

    /// Delivered, dropped, rejected and pending counts, persisted with the queue (T8).
    public var counts: DurableQueueCounts { queue.counts }

    /// Stops uploading (a request in flight is cancelled; its batch stays queued), syncs and
    /// closes the queue, releasing its directory. Idempotent.
    public func close() {
        loop.stop()
        queue.close()
    }
}
