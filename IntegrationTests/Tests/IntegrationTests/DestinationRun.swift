import BackendReceivers
import Foundation
import Intercept
import InterceptDelivery
import InterceptHeadless
import InterceptTesting

/// An upload tracker delivering to a contract-enforcing receiver.
final class DestinationRun {
    let receiver: BackendReceiver
    let tracker: UploadTracker
    let directory: URL
    let problems = ProblemRecorder()

    /// `problemHandlerDelay`: how long the problem handler takes before it records (a slow handler).
    init(
        _ backend: BackendReceiver.Backend, options: BackendReceiver.Options = .init(), destination: Destination? = nil, batch: Int = 50,
        maximumBackoff: TimeInterval = 0.2, problemHandlerDelay: TimeInterval = 0
    ) throws {
        receiver = try BackendReceiver(backend, options: options)
        directory = Support.temporaryDirectory("destination-\(backend.rawValue)")
        tracker = try UploadTracker(
            directory: directory, endpoint: receiver.url, destination: destination ?? Self.destination(backend, key: options.apiKey), context: .headless,
            policy: UploadPolicy(maximumBatchCount: batch, maximumBatchAge: 0.05, requestTimeout: 5, initialBackoff: 0.05, maximumBackoff: maximumBackoff),
            name: backend.rawValue, onProblem: { [problems] problem in
                if problemHandlerDelay > 0 { Thread.sleep(forTimeInterval: problemHandlerDelay) }
                problems.record(problem)
            })
    }

    static func destination(_ backend: BackendReceiver.Backend, key: String) -> Destination {
        switch backend {
        case .segment: .segment(writeKey: key)
        case .posthog: .postHog(apiKey: key)
        case .amplitude: .amplitude(apiKey: key)
        case .mixpanel: .mixpanel(projectToken: key)
        case .otlp: .openTelemetry()
        }
    }

    /// Tracks the events and waits until every queued record was settled.
    @discardableResult
    func deliver(_ events: [InteractionEvent], timeout: TimeInterval = 20) throws -> Bool {
        for event in events { try tracker.track(event) }
        try tracker.flush()
        return tracker.waitUntilDelivered(timeout: timeout)
    }

    /// The distinct dedup keys the back end ingested.
    var ingestedKeys: Set<String> { Set(receiver.ingested.map(\.key)) }

    func close() {
        tracker.close()
        receiver.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// `count` taps and, every fourth, a screen, a second apart from `start`.
    static func session(_ count: Int, start: Double = Date().timeIntervalSince1970 - 600, padding: Int = 0) -> [InteractionEvent] {
        (0..<count).map { number in
            let time = Date(timeIntervalSince1970: start + Double(number))
            if number % 4 == 3 {
                return InteractionEvent(kind: .pageEnter, timestamp: time, screen: ScreenProperties(name: "Screen \(number)", title: "Screen \(number)"))
            }
            var custom: [String: PropertyValue] = ["n": .integer(number)]
            if padding > 0 { custom["padding"] = .string(String(repeating: "x", count: padding)) }
            return InteractionEvent(
                kind: .tap, timestamp: time,
                element: ElementProperties(type: "Button", content: "Buy \(number)", path: "View[0]/Button[\(number)]", trackingID: "buy-\(number)"),
                screen: ScreenProperties(name: "Shop", title: "Shop"), customProperties: custom,
                touch: TouchLocation(window: Point(x: 12, y: 34.5), element: Point(x: 0.5, y: 0.5)))
        }
    }
}
