import BenchmarkFixtures
import Foundation
import Intercept
@_spi(Platform) import InterceptDelivery
import InterceptHeadless

/// The durable queue's caller side, for `instruction-counts.sh` (T6):
///
/// - `submit`: an event through the in-memory dispatcher. Its one tracker holds the first event
///   until the process exits, so the tracker's thread does no work meanwhile and the count is the
///   caller's side alone (the buffer is large enough that nothing is dropped).
/// - `durable-submit`: the same event through a dispatcher whose one tracker is an
///   ``UploadTracker`` (JSON, frame, CRC-32, one `write` before `submit` returns). Nothing is due
///   for upload during the run (batches of a million, an hour old), so no request runs.
/// - `destination-segment`, `-posthog`, `-amplitude`, `-mixpanel`, `-otlp`: the same through an
///   ``UploadTracker`` with that back end's ``Destination`` (I1-I4, W1-W5): the identity and session
///   looked up, the event written in the back end's format with the pre-encoded identity and
///   context (and a global property), framed and written.
/// - `gzip-segment`, `-posthog`, `-mixpanel`, `-otlp`: compressing a batch of 100 events (taps
///   and screens of one session, as that back end's ``UploadTracker`` queued them, joined as its
///   body joins them) with Intercept's gzip (T16): one operation is one batch, so a hundredth of
///   it is one event's share.
/// - `encode-codable`: the sample row selection through Foundation's `JSONEncoder`, configured as
///   ``EventJSONEncoder`` was before it wrote JSON itself: the `encode` operation's "before".
///
/// Returns `nil` for other operations.
func deliveryOperation(_ name: String, sample: InteractionEvent) -> ((Int) -> Void)? {
    let event = InteractionEvent(kind: .tap, timestamp: Date(), element: ElementProperties(type: "Button", content: "Buy", path: "View[0]/Button[0]"))
    switch name {
    case "submit":
        let dispatcher = EventDispatcher(trackers: [HoldingTracker()], capacityPerTracker: 10_000_000, onProblem: nil)
        return { count in for _ in 0..<count { dispatcher.submit(event) } }
    case "durable-submit":
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("intercept-counts-\(UUID().uuidString)")
        let upload = try! UploadTracker(
            directory: directory, endpoint: URL(string: "http://127.0.0.1:9/batch")!,
            policy: UploadPolicy(maximumBatchCount: 1_000_000, maximumBatchBytes: 1 << 30, maximumBatchAge: 3_600),
            queueOptions: DurableQueue.Options(maximumBytes: 1 << 30, segmentBytes: 64 << 20), onProblem: { _ in })
        let dispatcher = EventDispatcher(trackers: [upload], onProblem: nil)
        return { count in
            for _ in 0..<count { dispatcher.submit(event) }
            precondition(upload.counts.pending == count, "events were lost")
            upload.close()
            try? FileManager.default.removeItem(at: directory)
        }
    case _ where name.hasPrefix("destination-"):
        let destinations: [String: Destination] = [
            "segment": .segment(writeKey: "key"), "posthog": .postHog(apiKey: "key"), "amplitude": .amplitude(apiKey: "key"),
            "mixpanel": .mixpanel(projectToken: "key"), "otlp": .openTelemetry(),
        ]
        guard let destination = destinations[String(name.dropFirst("destination-".count))] else { return nil }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("intercept-counts-\(UUID().uuidString)")
        let context = DeviceContext(
            appName: "Shop", appIdentifier: "com.example.shop", appVersion: "1.0", appBuild: "1", osName: "iOS", osVersion: "18.6",
            deviceModel: "iPhone15,2", locale: "en-US", timeZone: "Europe/Berlin", screenWidth: 393, screenHeight: 852, screenScale: 3)
        let upload = try! UploadTracker(
            directory: directory, endpoint: URL(string: "http://127.0.0.1:9/batch")!,
            destination: destination, context: context,
            policy: UploadPolicy(maximumBatchCount: 1_000_000, maximumBatchBytes: 1 << 30, maximumBatchAge: 3_600),
            queueOptions: DurableQueue.Options(maximumBytes: 1 << 30, segmentBytes: 64 << 20), onProblem: { _ in })
        upload.identity?.globalProperties = ["plan": .string("pro")]
        let dispatcher = EventDispatcher(trackers: [upload], onProblem: nil)
        return { count in
            for _ in 0..<count { dispatcher.submit(event) }
            precondition(upload.counts.pending == count + 1, "events were lost")  // and the session's start
            upload.close()
            try? FileManager.default.removeItem(at: directory)
        }
    case _ where name.hasPrefix("gzip-"):
        let destinations: [String: Destination] = [
            "segment": .segment(writeKey: "key"), "posthog": .postHog(apiKey: "key"), "mixpanel": .mixpanel(projectToken: "key"),
            "otlp": .openTelemetry(),
        ]
        guard let destination = destinations[String(name.dropFirst("gzip-".count))] else { return nil }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("intercept-counts-\(UUID().uuidString)")
        let upload = try! UploadTracker(
            directory: directory, endpoint: URL(string: "http://127.0.0.1:9/batch")!, destination: destination, context: .headless,
            policy: UploadPolicy(maximumBatchCount: 1_000_000, maximumBatchAge: 3_600), onProblem: { _ in })
        let start = Date()
        for number in 0..<99 {
            let time = start.addingTimeInterval(Double(number))
            try! upload.track(number % 5 == 4
                ? InteractionEvent(kind: .pageEnter, timestamp: time, screen: ScreenProperties(name: "Screen\(number % 3)", title: "Screen"))
                : InteractionEvent(
                    kind: .tap, timestamp: time,
                    element: ElementProperties(type: "UIButton", content: "Item \(number)", path: "UIWindow/UIView[0]/UITableView[0]/Cell[\(number)]/UIButton[0]"),
                    screen: ScreenProperties(name: "Shop", title: "Shop"), touch: TouchLocation(window: Point(x: 120, y: Double(number)))))
        }
        let records = upload.queue.nextBatch(maximumCount: 1_000)?.records ?? []
        precondition(records.count == 100, "99 events and the session's start")
        upload.close()
        try? FileManager.default.removeItem(at: directory)
        var body = Data("[".utf8)
        for (index, record) in records.enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body.append(record)
        }
        body.append(UInt8(ascii: "]"))
        return { count in for _ in 0..<count { _ = Gzip.compress(body) } }
    case "encode-codable":
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        encoder.dateEncodingStrategy = .custom { date, encoder in
            let milliseconds = date.timeIntervalSince1970 * 1000
            var container = encoder.singleValueContainer()
            try container.encode(milliseconds.isFinite ? milliseconds : 0)
        }
        return { count in for _ in 0..<count { _ = try? encoder.encode(sample) } }
    default:
        return nil
    }
}

/// A tracker whose first `track` blocks until the process exits.
private final class HoldingTracker: Tracker, @unchecked Sendable {
    private let gate = DispatchSemaphore(value: 0)
    func track(_ event: InteractionEvent) { gate.wait() }
}
