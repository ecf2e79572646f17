import Foundation
import Intercept
import InterceptDelivery
import InterceptHeadless
import InterceptTesting

/// An upload tracker that never uploads (nothing is due, the endpoint is closed), to read the
/// records it queues as a back end would get them.
struct DestinationRecording {
    let directory: URL
    let tracker: UploadTracker
    let problems = ProblemRecorder()

    init(_ destination: Destination, directory: URL? = nil, identity: ((URL) -> IdentityStore)? = nil) throws {
        let directory = directory ?? FileManager.default.temporaryDirectory.appendingPathComponent("intercept-destination-\(UUID().uuidString)")
        self.directory = directory
        tracker = try UploadTracker(
            directory: directory, endpoint: URL(string: "http://127.0.0.1:9/endpoint")!, destination: destination,
            context: .headless, identity: identity?(directory),
            policy: UploadPolicy(maximumBatchCount: 100_000, maximumBatchAge: 3_600), onProblem: problems.record)
    }

    /// Every queued record, decoded, oldest first.
    func records() -> [[String: Any]] {
        guard let batch = tracker.queue.nextBatch(maximumCount: .max) else { return [] }
        return batch.records.compactMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    }

    func close() {
        tracker.close()
        try? FileManager.default.removeItem(at: directory)
    }

    static func tap(_ number: Int, at seconds: Double = 1_700_000_000, custom: [String: PropertyValue] = [:]) -> InteractionEvent {
        InteractionEvent(
            kind: .tap,
            timestamp: Date(timeIntervalSince1970: seconds),
            element: ElementProperties(type: "Button", content: "Buy \(number)", path: "View[0]/Button[\(number)]", trackingID: "buy-\(number)"),
            screen: ScreenProperties(name: "Shop", title: "Shop"),
            customProperties: custom,
            touch: TouchLocation(window: Point(x: 10.5, y: 20))
        )
    }

    static func screen(_ name: String, at seconds: Double = 1_700_000_000) -> InteractionEvent {
        InteractionEvent(kind: .pageEnter, timestamp: Date(timeIntervalSince1970: seconds), screen: ScreenProperties(name: name, title: name))
    }
}
