import BackendReceivers
import Foundation
import Intercept
import InterceptDelivery
import InterceptHeadless
import InterceptTesting
import LoopbackHTTP
import Testing

extension DeliveryIntegration {
    /// A wrong key, a request too large, an endpoint written in capitals (T14, T15), and the
    /// counts across restarts with every kind of bad input.
    @Suite("Keys, sizes and endpoints")
    struct KeyAndSizeTests {
        static func paused(_ problems: ProblemRecorder) -> [DeliveryProblem] {
            problems.problems.filter { if case .deliveryPaused = $0.reason { true } else { false } }
        }

        @Test("T15: a wrong key (401 from a strict receiver) pauses PostHog, Segment and Mixpanel delivery: nothing rejected, the events stay pending and are all delivered by a tracker with the right key",
              .timeLimit(.minutes(2)), arguments: [BackendReceiver.Backend.posthog, .segment, .mixpanel])
        func wrongKeyPauses(_ backend: BackendReceiver.Backend) throws {
            let receiver = try BackendReceiver(backend, options: .init(apiKey: "right-key"))
            defer { receiver.stop() }
            let directory = Support.temporaryDirectory("key-\(backend.rawValue)")
            defer { try? FileManager.default.removeItem(at: directory) }
            let policy = UploadPolicy(maximumBatchCount: 5, maximumBatchAge: 0.01, requestTimeout: 5, initialBackoff: 0.05, maximumBackoff: 0.3)
            let problems = ProblemRecorder()
            var tracker: UploadTracker? = try UploadTracker(
                directory: directory, endpoint: receiver.url, destination: DestinationRun.destination(backend, key: "wrong-key"), context: .headless,
                policy: policy, onProblem: problems.record)
            let events = DestinationRun.session(12)
            for event in events { try tracker?.track(event) }
            #expect(Support.wait(timeout: 10) { Self.paused(problems).count >= 3 }, "paused, tried again after the longest back-off, reported each time")
            #expect(tracker?.counts.rejected == 0 && tracker?.counts.delivered == 0 && tracker?.counts.pending == 13)
            let report = try #require(Self.paused(problems).first)
            if case .deliveryPaused(let status, _, let delay) = report.reason { #expect(status == 401 && delay == 0.3) }
            #expect("\(report)".contains("delivery paused: the back end refused the credentials (HTTP 401"), "\(report)")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("rejected").path), "no evidence kept: nothing was rejected")
            tracker?.close()
            tracker = nil

            let fixed = try UploadTracker(
                directory: directory, endpoint: receiver.url, destination: DestinationRun.destination(backend, key: "right-key"), context: .headless,
                policy: policy, onProblem: problems.record)
            defer { fixed.close() }
            #expect(fixed.waitUntilDelivered(timeout: 20))
            #expect(fixed.counts == DurableQueueCounts(delivered: 13, dropped: 0, rejected: 0, pending: 0))
            #expect(Set(receiver.ingested.map(\.key)).count == 13, "the 12 events and the session start, each ingested")
            #expect(receiver.statuses.filter { $0 == 401 }.count >= 3)
            #expect(receiver.violations.allSatisfy { $0.contains("api_key") || $0.contains("authorization") }, "only the wrong key: \(receiver.violations)")
        }

        @Test("T15: a 403 pauses the generic destination too, and delivery resumes by itself once the back end takes the key again", .timeLimit(.minutes(1)))
        func forbiddenThenAccepted() throws {
            let server = try LoopbackServer { _, index in index < 3 ? .respond(status: 403, body: Data(#"{"error":"key revoked"}"#.utf8)) : .ok }
            defer { server.stop() }
            let directory = Support.temporaryDirectory("403")
            defer { try? FileManager.default.removeItem(at: directory) }
            let problems = ProblemRecorder()
            let tracker = try UploadTracker(directory: directory, endpoint: server.url, policy: ServerFailureTests.policy(batch: 5, initialBackoff: 0.01, maximumBackoff: 0.2),
                                            onProblem: problems.record)
            defer { tracker.close() }
            let ids = try ServerFailureTests.emit(10, into: tracker)
            #expect(tracker.waitUntilDelivered(timeout: 20))
            #expect(server.acknowledgedIDs == ids)
            #expect(tracker.counts == DurableQueueCounts(delivered: 10, dropped: 0, rejected: 0, pending: 0))
            #expect(Self.paused(problems).map(\.reason) == Array(repeating: .deliveryPaused(statusCode: 403, reason: #"{"error":"key revoked"}"#, retryingIn: 0.2), count: 3))
            let gaps = zip(server.received.dropFirst(), server.received).prefix(3).map { $0.request.receivedAt.timeIntervalSince($1.request.receivedAt) }
            #expect(gaps.allSatisfy { $0 >= 0.19 }, "each pause is the longest back-off, not the 0.01 s first one: \(gaps)")
        }

        @Test("T15: the generic destination halves a batch on 413 until the server takes it; nothing is lost or sent twice", .timeLimit(.minutes(1)))
        func genericSplitsOn413() throws {
            let server = try LoopbackServer { request, _ in request.messageIDs.count > 3 ? .respond(status: 413) : .ok }
            defer { server.stop() }
            let directory = Support.temporaryDirectory("413")
            defer { try? FileManager.default.removeItem(at: directory) }
            let tracker = try UploadTracker(directory: directory, endpoint: server.url, policy: ServerFailureTests.policy(batch: 20), onProblem: { _ in })
            defer { tracker.close() }
            let ids = try ServerFailureTests.emit(20, into: tracker)
            #expect(tracker.waitUntilDelivered(timeout: 20))
            #expect(server.acknowledgedIDs == ids, "each once, in order")
            #expect(server.received.first?.request.messageIDs.count == 20 && server.received.filter { $0.wasAcknowledged }.allSatisfy { $0.request.messageIDs.count <= 3 })
            #expect(tracker.counts == DurableQueueCounts(delivered: 20, dropped: 0, rejected: 0, pending: 0))
        }

        @Test("T14: an endpoint written HTTP://, which FoundationNetworking refuses as it is, is normalised and delivered to", .timeLimit(.minutes(1)))
        func upperCaseScheme() throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            let directory = Support.temporaryDirectory("scheme")
            defer { try? FileManager.default.removeItem(at: directory) }
            let tracker = try UploadTracker(directory: directory, endpoint: try #require(URL(string: "HTTP://127.0.0.1:\(server.port)/batch")),
                                            policy: ServerFailureTests.policy(), onProblem: { _ in })
            defer { tracker.close() }
            let ids = try ServerFailureTests.emit(5, into: tracker)
            #expect(tracker.waitUntilDelivered(timeout: 20))
            #expect(server.acknowledgedIDs == ids)
        }
    
        /// An event whose custom property `marker` the scripted server refuses with a 400.
        static func event(_ number: Int, poisoned: Bool = false) -> InteractionEvent {
            var event = Support.event(number)
            if poisoned { event.customProperties["marker"] = .string("poison") }
            return event
        }

        @Test("T8, T13, T15: a wrong key, a full queue, a restart, 413s, 500s and refused events: delivered + pending + dropped + rejected = accepted at every step, across the restart", .timeLimit(.minutes(2)))
        func countsAddUpAcrossRestarts() throws {
            let keyWorks = Flag()
            let server = try LoopbackServer { request, index in
                guard keyWorks.isSet else { return .respond(status: 401) }
                if String(decoding: request.body, as: UTF8.self).contains("poison") { return request.messageIDs.count > 1 ? .respond(status: 413) : .respond(status: 400) }
                if request.messageIDs.count > 4 { return .respond(status: 413) }
                return index % 5 == 0 ? .respond(status: 500) : .ok
            }
            defer { server.stop() }
            let directory = Support.temporaryDirectory("add-up")
            defer { try? FileManager.default.removeItem(at: directory) }
            let options = DurableQueue.Options(maximumBytes: 16 * 1024, segmentBytes: 4096)
            let policy = ServerFailureTests.policy(batch: 10, initialBackoff: 0.01, maximumBackoff: 0.1)
            func sum(_ counts: DurableQueueCounts) -> Int { counts.delivered + counts.pending + counts.dropped + counts.rejected }

            var tracker: UploadTracker? = try UploadTracker(directory: directory, endpoint: server.url, policy: policy, queueOptions: options, onProblem: { _ in })
            for number in 0..<120 { try tracker?.track(Self.event(number)) }
            #expect(Support.wait(timeout: 10) { server.received.count >= 2 })
            let paused = try #require(tracker?.counts)
            #expect(paused.dropped > 0 && paused.delivered == 0 && paused.rejected == 0 && sum(paused) == 120, "\(paused)")
            tracker?.close()
            tracker = nil

            keyWorks.set()
            tracker = try UploadTracker(directory: directory, endpoint: server.url, policy: policy, queueOptions: options, onProblem: { _ in })
            let reopened = try #require(tracker?.counts)
            #expect(reopened.dropped == paused.dropped && sum(reopened) == 120, "the counts outlive the restart: \(reopened)")
            // Drained before more events come, so the size bound drops nothing in flight (such
            // records stay counted as dropped even when the server accepts them: the article Delivery guarantees, its limits).
            #expect(tracker?.waitUntilDelivered(timeout: 30) == true)
            #expect(try #require(tracker?.counts).dropped == paused.dropped)
            for number in 120..<150 { try tracker?.track(Self.event(number, poisoned: number % 10 == 3)) }
            #expect(tracker?.waitUntilDelivered(timeout: 30) == true)
            let final = try #require(tracker?.counts)
            tracker?.close()
            #expect(final.rejected == 3 && final.pending == 0 && sum(final) == 150, "\(final)")
            #expect(Set(server.acknowledgedIDs).count == final.delivered, "every event counted delivered was acknowledged, once")
            print("counts across a restart: 150 accepted = \(final.delivered) delivered + \(final.pending) pending + \(final.dropped) dropped + \(final.rejected) rejected")
        }
    }
}

/// A flag one thread sets and another reads.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
