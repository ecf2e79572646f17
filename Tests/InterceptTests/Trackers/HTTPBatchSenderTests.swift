import Foundation
@testable import InterceptDelivery
import Testing

/// T9: stopping an upload never crashes the app. The upload thread can reach `send` just after
/// another thread stopped its loop (`UploadTracker.close()`, terminate); FoundationNetworking
/// traps ("Session invalidated") when a task is made on an invalidated session, so a send after
/// `cancel()` must answer without making one. Internal type: the race cannot be driven
/// deterministically through `UploadTracker`, so the sender is checked directly.
@Suite("HTTP batch sender")
struct HTTPBatchSenderTests {
    @Test("T9: a send after cancel answers 'retry' without touching the invalidated session")
    func sendAfterCancel() {
        let sender = HTTPBatchSender(endpoint: URL(string: "http://127.0.0.1:9/v1/batch")!, policy: UploadPolicy())
        sender.cancel()
        let reply = sender.send(Data("{}".utf8), format: GenericWireFormat(format: .interactionEvent))
        guard case .retry(let reason, _) = reply.result else {
            Issue.record("expected a retry, got \(reply.result)")
            return
        }
        #expect(reason == "cancelled")
        #expect(reply.statusCode == nil)
    }
}
