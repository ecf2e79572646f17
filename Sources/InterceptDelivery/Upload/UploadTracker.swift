import Foundation
@_spi(Platform) import Intercept

/// A tracker that makes every event durable in a ``DurableQueue`` as it is submitted, and
/// uploads the queue in batches with an HTTP POST to a back end: removed only after the back end
/// accepted them, retried with back-off, honoring `Retry-After`, moved aside when refused (T6, T8),
/// kept pending while the back end refuses the key (401, 403: delivery pauses, T15).
///
/// With a ``Destination`` (Segment, RudderStack, PostHog, Amplitude, Mixpanel, OpenTelemetry),
/// each event is written in that back end's own format with the identity, session and context of
/// an ``IdentityStore`` and a `DeviceContext`, keyed for the back end's de-duplication by its
/// event id; the back end's limits are applied before sending and its answers read event by event
/// (W1-W6, I1-I4). Without one, the body is Intercept's generic `{"batch": [ ... ]}`: each event in
/// the configured ``EventFormat`` with its event id added as a top-level `messageId`, for a
/// receiver of your own. Either way a receiver can drop the copy of a batch that was in flight
/// when the app was killed (it is sent again after the restart, with the same ids; no other event
/// is ever sent twice).
///
/// ```swift
/// let upload = try UploadTracker(directory: appSupport.appendingPathComponent("events"),
///                                endpoint: URL(string: "https://collector.example.com/batch")!)
/// let interception = Interception(trackers: [upload])
/// ```
public final class UploadTracker: DurableTracker, DeliveryProblemSource, @unchecked Sendable {
    /// The name in delivery reports.
    public let name: String
    /// Where batches are posted: the endpoint given, its scheme in lower case (T14).
    public let endpoint: URL
    /// The queue the events wait in.
    public let queue: DurableQueue
    /// The back end, with its credentials.
    public let destination: Destination
    /// Who the events are about, and their sessions; `nil` for the generic format.
    public let identity: IdentityStore?
    /// Where the events come from.
    public let context: DeviceContext

    private let format: any WireFormat
    /// Guards `writer`, whose buffer is reused from event to event, and the identity cache: they
    /// are accessed only under it, so without Swift's dynamic exclusivity checks.
    private let writerLock = NSLock()
    @exclusivity(unchecked) private var writer = EventJSONWriter()
    private let policy: UploadPolicy
    private let loop: UploadLoop
    private let problems: ProblemRoute
    /// The identity as the format encoded it, and the generation it was encoded at.
    @exclusivity(unchecked) private var prepared: PreparedIdentity?
    @exclusivity(unchecked) private var preparedGeneration = -1
    /// The session of this tracker's latest event.
    @exclusivity(unchecked) private var lastSession: Session?

    /// Opens (or creates) the queue in `directory` and starts uploading what it holds, in
    /// Intercept's generic format.
    ///
    /// - Parameters:
    ///   - directory: The durable queue's directory, chosen by the app; one queue per directory.
    ///   - endpoint: Where batches are POSTed.
    ///   - format: The JSON shape of each event in a batch.
    ///   - policy: Batch sizes and ages, timeouts and back-off.
    ///   - queueOptions: The queue's size bound.
    ///   - name: Names the tracker in delivery reports and problem reports.
    ///   - onProblem: Where drops, damage, rejections and failed uploads are reported. By default
    ///   (`nil`) they go to the problem handler of the interception (or dispatcher) the tracker is
    ///   given to, `InterceptionConfiguration.onDeliveryProblem`, and, before it is given to one,
    ///   to `DeliveryProblemLog.report(_:)` (T8, T11).
    /// - Throws: ``UploadTrackerError/invalidEndpoint(_:reason:)`` when `endpoint` is not an absolute
    ///   `http` or `https` URL with a host (T11), or one the platform's HTTP client cannot send to:
    ///   a port outside 1...65535, an IPv6 literal host on Linux (T14); ``DurableQueueError/invalidDirectory(path:reason:)``
    ///   when `directory` is empty or relative; ``DurableQueueError/directoryInUse(path:)`` when
    ///   another queue (in this process or another) has `directory` open;
    ///   ``DurableQueueError/cannotOpen(path:reason:)``.
    public convenience init(
        directory: URL,
        endpoint: URL,
        format: EventFormat = .interactionEvent,
        policy: UploadPolicy = UploadPolicy(),
        queueOptions: DurableQueue.Options = DurableQueue.Options(),
        name: String = "UploadTracker",
        onProblem: (@Sendable (DeliveryProblem) -> Void)? = nil
    ) throws {
        try self.init(
            directory: directory, endpoint: endpoint, destination: .generic(format), context: nil, identity: nil,
            policy: policy, queueOptions: queueOptions, name: name, onProblem: onProblem)
    }

    /// Opens (or creates) the queue in `directory` and starts uploading what it holds to a back end.
    ///
    /// - Parameters:
    ///   - directory: The durable queue's directory, chosen by the app; one queue per directory.
    ///   - endpoint: The back end's full endpoint URL (`https://api.segment.io/v1/batch`, ...).
    ///   - destination: The back end and its credentials.
    ///   - context: The app, OS, device, locale and screen (`DeviceContext.current()` on iOS).
    ///   - identity: The identity and sessions; by default one kept in `identity.json` in
    ///     `directory` (a missing file there, beside an existing queue, is reported).
    ///   - policy: Batch sizes and ages, timeouts and back-off; the back end's limits also apply.
    ///   - queueOptions: The queue's size bound.
    ///   - name: Names the tracker in delivery reports and problem reports.
    ///   - onProblem: Where drops, damage, rejections, failed uploads and identity problems are
    ///     reported; by default (`nil`) the handler of the interception the tracker is given to (T11).
    /// - Throws: ``UploadTrackerError/invalidEndpoint(_:reason:)``,
    ///   ``DurableQueueError/invalidDirectory(path:reason:)``, ``DurableQueueError/directoryInUse(path:)``,
    ///   ``DurableQueueError/cannotOpen(path:reason:)``.
    public convenience init(
        directory: URL,
        endpoint: URL,
        destination: Destination,
        context: DeviceContext,
        identity: IdentityStore? = nil,
        policy: UploadPolicy = UploadPolicy(),
        queueOptions: DurableQueue.Options = DurableQueue.Options(),
        name: String = "UploadTracker",
        onProblem: (@Sendable (DeliveryProblem) -> Void)? = nil
    ) throws {
        try self.init(
            directory: directory, endpoint: endpoint, destination: destination, context: context as DeviceContext?, identity: identity,
            policy: policy, queueOptions: queueOptions, name: name, onProblem: onProblem)
    }

    private init(
        directory: URL,
        endpoint: URL,
        destination: Destination,
        context: DeviceContext?,
        identity: IdentityStore?,
        policy: UploadPolicy,
        queueOptions: DurableQueue.Options,
        name: String,
        onProblem: (@Sendable (DeliveryProblem) -> Void)?
    ) throws {
        let endpoint = try UploadTrackerError.validate(endpoint)
        let problems = ProblemRoute(explicit: onProblem)
        let report: @Sendable (DeliveryProblem) -> Void = { problems.report($0) }
        self.problems = problems
        self.name = name
        self.endpoint = endpoint
        self.policy = policy
        self.destination = destination
        self.format = destination.format
        self.context = context ?? DeviceContext(
            appName: "", appIdentifier: "", appVersion: "", appBuild: "", osName: "", osVersion: "", deviceModel: "",
            deviceManufacturer: "", locale: "", timeZone: "", screenWidth: 0, screenHeight: 0, screenScale: 1)
        let queueExisted = FileManager.default.fileExists(atPath: directory.appendingPathComponent("state.json").path)
        self.queue = try DurableQueue(directory: directory, options: queueOptions, name: name, onProblem: report)
        if format.carriesIdentity {
            let store = identity ?? IdentityStore(
                file: directory.appendingPathComponent("identity.json"), sessionTimeout: 30 * 60, name: name,
                reportsMissingFile: queueExisted, onProblem: report)
            self.identity = store
            self.lastSession = store.session
        } else {
            self.identity = nil
        }
        self.loop = UploadLoop(
            queue: queue, sender: HTTPBatchSender(endpoint: endpoint, policy: policy), destination: destination,
            context: self.context, policy: policy, name: name, onProblem: report)
        loop.start()
    }

    /// Sends the tracker's problems to the handler of the dispatcher it was given to, unless a
    /// handler was given at creation (`DeliveryProblemSource`).
    public func routeDeliveryProblems(to handler: (@Sendable (DeliveryProblem) -> Void)?) {
        problems.route(to: handler)
    }

    deinit { close() }

    /// Appends the event (after a session's end and start records when it ended one session and
    /// began another) to the queue; when it returns, the event survives a kill of the process.
    /// Called by the dispatcher on the emitting thread (`DurableTracker`).
    public func track(_ event: InteractionEvent) throws {
        writerLock.lock()
        defer { writerLock.unlock() }
        guard let identity else {
            try append { format.writeEvent(event, identity: Self.noIdentity, session: Self.noSession, into: &$0) }
            return
        }
        let touch = identity.touch(at: event.timestamp)
        let prepared = preparedIdentity(identity, generation: touch.generation)
        if touch.session.id != lastSession?.id {
            let ended = touch.ended ?? lastSession
            if let ended {
                try append { format.writeSession(.end, of: ended, at: ended.lastActivity, id: .next(), identity: prepared, previous: nil, into: &$0) }
            }
            try append { format.writeSession(.start, of: touch.session, at: touch.session.start, id: .next(), identity: prepared, previous: ended, into: &$0) }
        }
        lastSession = touch.session
        try append { format.writeEvent(event, identity: prepared, session: touch.session, into: &$0) }
    }

    /// Sets the user later events are about (I2) and, for back ends with an identify call
    /// (Segment's `identify`, PostHog's `$identify`, Amplitude's `$identify` with the session id),
    /// queues one; for Mixpanel, a profile update with the traits, sent to `/engage` (I5). The
    /// generic format carries no identity: there it does nothing.
    public func identify(userId: String, traits: [String: PropertyValue] = [:]) throws {
        guard let identity else { return }
        identity.identify(userId: userId, traits: traits)
        writerLock.lock()
        defer { writerLock.unlock() }
        let prepared = preparedIdentity(identity, generation: identity.snapshot().generation)
        var wrote = false
        try append { wrote = format.writeIdentify(at: Date(), id: .next(), identity: prepared, session: lastSession, into: &$0); return wrote }
    }

    /// Links the identity events had so far (the user's id, or the anonymous id before any) to
    /// `userId`, and makes `userId` the user of later events (I5): Segment's `alias` call
    /// (`previousId`, `userId`) and PostHog's `$create_alias` are queued; Amplitude, Mixpanel
    /// (whose simplified identity merge has no alias) and OpenTelemetry have no alias call, so
    /// there it identifies only. The generic format carries no identity: there it does nothing.
    public func alias(userId: String) throws {
        guard let identity else { return }
        let previous = identity.userID ?? identity.anonymousID
        identity.identify(userId: userId)
        writerLock.lock()
        defer { writerLock.unlock() }
        let prepared = preparedIdentity(identity, generation: identity.snapshot().generation)
        try append { format.writeAlias(previousID: previous, at: Date(), id: .next(), identity: prepared, into: &$0) }
    }

    /// Forgets the user and starts a new anonymous identity (I2): the current session ends now,
    /// under the identity it belonged to, and the next event starts a new one. Nothing for the
    /// generic format.
    public func reset() {
        guard let identity else { return }
        writerLock.lock()
        defer { writerLock.unlock() }
        if let session = lastSession {
            let prepared = preparedIdentity(identity, generation: identity.snapshot().generation)
            // A failed write is counted as dropped and reported by the queue.
            try? append { format.writeSession(.end, of: session, at: session.lastActivity, id: .next(), identity: prepared, previous: nil, into: &$0) }
            lastSession = nil
        }
        identity.reset()
    }

    /// Deletes what the tracker keeps about the user (N1, N2). For an opt-out: the events in its
    /// queue, counted as dropped for consent. For an erasure: the queued events, the rejected
    /// evidence, the identity and the session, without the session-end record a ``reset()``
    /// writes; the next event starts a new anonymous identity. A batch being uploaded is not sent
    /// again (a request already on the wire cannot be called back).
    ///
    /// - Throws: ``DurableQueueError/cannotOpen(path:reason:)`` when the queue's folder cannot
    ///   take a new segment: nothing was deleted from the queue.
    public func erase(_ request: ErasureRequest) throws -> ErasedData {
        writerLock.lock()
        defer { writerLock.unlock() }
        switch request {
        case .consentWithdrawn:
            return ErasedData(events: try queue.erase(because: .consentWithdrawn).records)
        case .storedData:
            let erasure = try queue.erase(because: .storedData)
            var erased = ErasedData(events: erasure.records, rejectedEvidence: erasure.rejectedEvidence)
            if let identity {
                (erased.identity, erased.session) = identity.erase()
                lastSession = nil
                prepared = nil
                preparedGeneration = -1
            }
            return erased
        }
    }

    /// The prepared identity for `generation`, encoded again only when it changed.
    private func preparedIdentity(_ identity: IdentityStore, generation: Int) -> PreparedIdentity {
        if let prepared, preparedGeneration == generation { return prepared }
        let snapshot = identity.snapshot()
        let fields = IdentityFields(anonymousID: snapshot.anonymousID, userID: snapshot.userID, traits: snapshot.traits, globals: snapshot.globals)
        let fresh = format.prepare(fields, context: context)
        prepared = fresh
        preparedGeneration = snapshot.generation
        return fresh
    }

    /// Writes one record with `write` straight into the reused buffer behind room for its frame
    /// header, frames it in place and appends it; `write` may decline (returns `false`).
    private func append(_ write: (inout EventJSONWriter) -> Void) throws {
        try append { (writer: inout EventJSONWriter) -> Bool in
            write(&writer)
            return true
        }
    }

    private func append(_ write: (inout EventJSONWriter) -> Bool) throws {
        writer.removeAll()
        writer.append(contentsOf: Self.headerRoom)
        guard write(&writer) else { return }
        let pending = try writer.withUnsafeMutableContents { (frame) throws(DurableQueueError) -> Int in
            try queue.append(frame: frame)
        }
        if pending == 1 || pending % policy.maximumBatchCount == 0 { loop.wake() }
    }

    /// Room for a record's header, filled when the record is appended (it holds its sequence number).
    private static let headerRoom = [UInt8](repeating: 0, count: RecordFrame.headerSize)
    /// What the generic format, which carries no identity, is handed.
    private static let noIdentity = PreparedIdentity(fields: IdentityFields(anonymousID: "", userID: nil, traits: [:], globals: [:]))
    private static let noSession = Session(id: "", start: Date(timeIntervalSince1970: 0))

    /// Syncs the queue to stable storage and sends what is pending without waiting for a batch
    /// to fill (T5, T9). It does not wait for the server: see ``waitUntilDelivered(timeout:)``.
    public func flush() throws {
        queue.sync()
        identity?.persist()
        loop.requestFlush()
    }

    /// Blocks until every queued event was settled (delivered, or rejected for good) and the
    /// problems settling them found (rejections) reached the problem handler, for at most
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
        identity?.persist()
        queue.close()
        problems.close()
    }
}
