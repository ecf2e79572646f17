import Foundation
import Intercept
import InterceptDelivery
import InterceptTesting
import LoopbackHTTP
import Testing

extension DeliveryIntegration {
    /// An upload tracker in this process against a server that misbehaves on purpose.
    @Suite("Server failures")
    struct ServerFailureTests {
        static func policy(batch: Int = 10, initialBackoff: TimeInterval = 0.1, maximumBackoff: TimeInterval = 2, timeout: TimeInterval = 5) -> UploadPolicy {
            UploadPolicy(maximumBatchCount: batch, maximumBatchAge: 0.01, requestTimeout: timeout, initialBackoff: initialBackoff, maximumBackoff: maximumBackoff)
        }

        /// Emits `count` events numbered from `first` straight into the tracker (as the
        /// dispatcher does for a durable tracker) and returns their ids.
        static func emit(_ count: Int, from first: Int = 0, into tracker: UploadTracker) throws -> [String] {
            try (first..<(first + count)).map { number in
                let event = Support.event(number)
                try tracker.track(event)
                return event.id.description
            }
        }

        @Test("T6: 500s are retried with exponential back-off and jitter, then every event is delivered once", .timeLimit(.minutes(1)))
        func serverErrors() throws {
            let server = try LoopbackServer { _, index in index < 3 ? .respond(status: 500) : .ok }
            defer { server.stop() }
            let directory = Support.temporaryDirectory("500")
            defer { try? FileManager.default.removeItem(at: directory) }
            let problems = ProblemRecorder()
            let tracker = try UploadTracker(directory: directory, endpoint: server.url, policy: Self.policy(), onProblem: problems.record)
            defer { tracker.close() }
            let ids = try Self.emit(10, into: tracker)
            #expect(tracker.waitUntilDelivered(timeout: 20))

            #expect(server.acknowledgedIDs == ids, "each event once, in order")
            let times = server.received.map(\.request.receivedAt)
            #expect(times.count == 4)
            let gaps = zip(times.dropFirst(), times).map { $0.timeIntervalSince($1) }
            // Back-off ceilings 0.1, 0.2, 0.4 s, each jittered within its upper half.
            #expect(gaps[0] >= 0.045 && gaps[1] >= 0.095 && gaps[2] >= 0.195, "gaps \(gaps)")
            #expect(problems.problems.filter { if case .uploadFailed = $0.reason { true } else { false } }.count == 3)
            #expect(tracker.counts == DurableQueueCounts(delivered: 10, dropped: 0, rejected: 0, pending: 0))
        }

        @Test("T6: the back-off is capped", .timeLimit(.minutes(1)))
        func backoffCap() {
            let policy = UploadPolicy(initialBackoff: 1, maximumBackoff: 30)
            #expect(policy.backoff(afterFailures: 1, random: 1) == 1)
            #expect(policy.backoff(afterFailures: 3, random: 1) == 4)
            #expect(policy.backoff(afterFailures: 50, random: 1) == 30)
            #expect(policy.backoff(afterFailures: 50, random: 0) == 15)
            #expect(policy.backoff(afterFailures: 1_000_000, random: 0.5) <= 30)
        }

        @Test("T6: 429 honors Retry-After", .timeLimit(.minutes(1)))
        func retryAfter() throws {
            let server = try LoopbackServer { _, index in index == 0 ? .respond(status: 429, headers: ["Retry-After": "1"]) : .ok }
            defer { server.stop() }
            let directory = Support.temporaryDirectory("429")
            defer { try? FileManager.default.removeItem(at: directory) }
            let tracker = try UploadTracker(directory: directory, endpoint: server.url, policy: Self.policy(initialBackoff: 0.01), onProblem: { _ in })
            defer { tracker.close() }
            let ids = try Self.emit(10, into: tracker)
            #expect(tracker.waitUntilDelivered(timeout: 20))
            let times = server.received.map(\.request.receivedAt)
            #expect(times.count == 2)
            #expect(times[1].timeIntervalSince(times[0]) >= 0.95, "waited as long as Retry-After said, not the 0.01 s back-off")
            #expect(server.acknowledgedIDs == ids)
        }

        @Test("T6: a slow server times out; the batch is sent again with the same ids and nothing else twice", .timeLimit(.minutes(1)))
        func slowServer() throws {
            let server = try LoopbackServer { _, index in index == 0 ? .respond(status: 200, delay: 3) : .ok }
            defer { server.stop() }
            let directory = Support.temporaryDirectory("slow")
            defer { try? FileManager.default.removeItem(at: directory) }
            let tracker = try UploadTracker(directory: directory, endpoint: server.url, policy: Self.policy(batch: 5, initialBackoff: 0.05, timeout: 1), onProblem: { _ in })
            defer { tracker.close() }
            let ids = try Self.emit(10, into: tracker)
            #expect(tracker.waitUntilDelivered(timeout: 20))
            let first = server.received[0].request.messageIDs
            let retriedAfter = server.received[1].request.receivedAt.timeIntervalSince(server.received[0].request.receivedAt)
            #expect(retriedAfter >= 0.9 && retriedAfter < 2.9, "sent again after the 1 s timeout, not after the server's 3 s: \(retriedAfter)")
            let acknowledged = server.acknowledgedIDs
            #expect(Set(acknowledged) == Set(ids))
            // The server did process the slow request, so its batch arrives twice; no other event does.
            var seen: [String: Int] = [:]
            for id in acknowledged { seen[id, default: 0] += 1 }
            #expect(Set(seen.filter { $0.value > 1 }.keys).isSubset(of: Set(first)))
            #expect(seen.values.allSatisfy { $0 <= 2 })
        }

        @Test("T6: a connection closed in the middle of the response body is retried", .timeLimit(.minutes(1)))
        func closedMidBody() throws {
            let server = try LoopbackServer { _, index in index == 0 ? .closeMidBody : (index == 1 ? .hangUp : .ok) }
            defer { server.stop() }
            let directory = Support.temporaryDirectory("midbody")
            defer { try? FileManager.default.removeItem(at: directory) }
            let tracker = try UploadTracker(directory: directory, endpoint: server.url, policy: Self.policy(initialBackoff: 0.05), onProblem: { _ in })
            defer { tracker.close() }
            let ids = try Self.emit(10, into: tracker)
            #expect(tracker.waitUntilDelivered(timeout: 20))
            #expect(server.received.count == 3)
            #expect(server.acknowledgedIDs == ids)
        }

        @Test("T6: refused connections back off; after a restart with a reachable server everything is delivered", .timeLimit(.minutes(1)))
        func refusedThenRestart() throws {
            let directory = Support.temporaryDirectory("refused")
            defer { try? FileManager.default.removeItem(at: directory) }
            let closed = URL(string: "http://127.0.0.1:\(try Support.closedPort())/batch")!
            let problems = ProblemRecorder()
            var tracker: UploadTracker? = try UploadTracker(directory: directory, endpoint: closed, policy: Self.policy(initialBackoff: 0.05), onProblem: problems.record)
            let ids = try Self.emit(25, into: tracker!)
            #expect(Support.wait(timeout: 10) { problems.problems.count >= 2 })
            #expect(tracker?.counts.pending == 25)
            tracker?.close()
            tracker = nil

            let server = try LoopbackServer()
            defer { server.stop() }
            let restarted = try UploadTracker(directory: directory, endpoint: server.url, policy: Self.policy(), onProblem: { _ in })
            defer { restarted.close() }
            #expect(restarted.waitUntilDelivered(timeout: 20))
            #expect(server.acknowledgedIDs == ids)
            #expect(restarted.counts.delivered == 25)
        }

        @Test("T8: another 4xx moves the batch to the rejected folder, counted, never retried; the counts outlive the tracker", .timeLimit(.minutes(1)))
        func rejected() throws {
            let server = try LoopbackServer { _, _ in .respond(status: 400) }
            defer { server.stop() }
            let directory = Support.temporaryDirectory("400")
            defer { try? FileManager.default.removeItem(at: directory) }
            let problems = ProblemRecorder()
            let tracker = try UploadTracker(directory: directory, endpoint: server.url, policy: Self.policy(batch: 5), onProblem: problems.record)
            _ = try Self.emit(10, into: tracker)
            #expect(tracker.waitUntilDelivered(timeout: 20))
            Thread.sleep(forTimeInterval: 0.3)
            #expect(server.received.count == 2, "each batch once, never retried")
            #expect(tracker.counts == DurableQueueCounts(delivered: 0, dropped: 0, rejected: 10, pending: 0))
            let reported = problems.problems.reduce(0) { total, problem in
                if case .rejected(let count, _) = problem.reason { return total + count }
                return total
            }
            #expect(reported == 10)
            tracker.close()

            let kept = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("rejected").path)
            #expect(kept.filter { $0.hasSuffix(".json") }.count == 2)
            let reopened = try DurableQueue(directory: directory, onProblem: { _ in })
            #expect(reopened.counts.rejected == 10, "persisted with the queue")
            reopened.close()
        }

        @Test("T11: a 4xx rejection and a failed upload reach InterceptionConfiguration.onDeliveryProblem of the interception the tracker was given to", .timeLimit(.minutes(1)))
        @MainActor
        func problemsReachTheInterception() throws {
            let server = try LoopbackServer { _, index in index == 0 ? .respond(status: 503) : .respond(status: 400) }
            defer { server.stop() }
            let directory = Support.temporaryDirectory("400-routed")
            defer { try? FileManager.default.removeItem(at: directory) }
            let problems = ProblemRecorder()
            let tracker = try UploadTracker(directory: directory, endpoint: server.url, policy: Self.policy(batch: 5))
            defer { tracker.close() }
            let interception = Interception(configuration: InterceptionConfiguration(onDeliveryProblem: problems.record), trackers: [tracker])
            for number in 0..<5 { interception.emit(Support.event(number)) }
            #expect(tracker.waitUntilDelivered(timeout: 20))
            #expect(Support.wait(timeout: 5) { problems.problems.contains { $0.reason == .rejected(events: 5, reason: "HTTP 400") } })
            #expect(problems.problems.contains { if case .uploadFailed = $0.reason { true } else { false } })
        }

        @Test("T6, T8: a full disk (a small size bound) drops the oldest events first, counted and reported", .timeLimit(.minutes(1)))
        func fullDisk() throws {
            let directory = Support.temporaryDirectory("full")
            defer { try? FileManager.default.removeItem(at: directory) }
            let closed = URL(string: "http://127.0.0.1:\(try Support.closedPort())/batch")!
            let problems = ProblemRecorder()
            let options = DurableQueue.Options(maximumBytes: 32 * 1024, segmentBytes: 4 * 1024)
            let tracker = try UploadTracker(directory: directory, endpoint: closed, policy: Self.policy(initialBackoff: 5),
                                            queueOptions: options, onProblem: problems.record)
            let ids = try Self.emit(1_000, into: tracker)
            let counts = tracker.counts
            #expect(counts.dropped > 0)
            #expect(counts.dropped + counts.pending == 1_000)
            let bytes = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".segment") }
                .reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent($1).path)[.size] as? Int) ?? 0) }
            #expect(bytes <= options.maximumBytes)
            #expect(Support.wait(timeout: 5) {
                problems.problems.reduce(0) { total, problem in
                    if case .queueFull(let count) = problem.reason { return total + count }
                    return total
                } == counts.dropped
            }, "every drop reported")
            tracker.close()

            let server = try LoopbackServer()
            defer { server.stop() }
            let restarted = try UploadTracker(directory: directory, endpoint: server.url, policy: Self.policy(batch: 50), queueOptions: options, onProblem: { _ in })
            defer { restarted.close() }
            #expect(restarted.waitUntilDelivered(timeout: 20))
            let delivered = server.acknowledgedIDs
            #expect(delivered == Array(ids.suffix(delivered.count)), "the newest kept, the oldest dropped")
            #expect(restarted.counts.delivered + restarted.counts.dropped == 1_000, "nothing lost uncounted")
        }

        @Test("T7: a torn record at the end of a segment is cut off on restart and never merged with the next one", .timeLimit(.minutes(1)))
        func tornTail() throws {
            let directory = Support.temporaryDirectory("torn")
            defer { try? FileManager.default.removeItem(at: directory) }
            let closed = URL(string: "http://127.0.0.1:\(try Support.closedPort())/batch")!
            let first = try UploadTracker(directory: directory, endpoint: closed, policy: Self.policy(initialBackoff: 5), onProblem: { _ in })
            let before = try Self.emit(10, into: first)
            first.close()

            // A kill in the middle of a write: a header announcing 400 bytes, and only 30 of them.
            let segment = try #require(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".segment") }.sorted().last)
            let handle = try FileHandle(forWritingTo: directory.appendingPathComponent(segment))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data([0x90, 0x01, 0, 0, 0xDE, 0xAD, 0xBE, 0xEF]) + Data(repeating: 0x7B, count: 30))
            try handle.close()

            let server = try LoopbackServer()
            defer { server.stop() }
            let problems = ProblemRecorder()
            let second = try UploadTracker(directory: directory, endpoint: server.url, policy: Self.policy(), onProblem: problems.record)
            defer { second.close() }
            let after = try Self.emit(5, from: 10, into: second)
            #expect(second.waitUntilDelivered(timeout: 20))
            #expect(server.acknowledgedIDs == before + after, "every whole record, once; the torn one gone")
            #expect(server.received.allSatisfy { (try? JSONSerialization.jsonObject(with: $0.request.body)) != nil }, "every body is valid JSON")
            #expect(Support.wait(timeout: 5) {
                problems.problems.contains { $0.reason == .tornRecord(segment: segment, discardedBytes: 38) }
            })
        }

        @Test("T6: upload throughput to a local receiver", .timeLimit(.minutes(1)))
        func throughput() throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            let directory = Support.temporaryDirectory("throughput")
            defer { try? FileManager.default.removeItem(at: directory) }
            let tracker = try UploadTracker(directory: directory, endpoint: server.url, policy: UploadPolicy(maximumBatchCount: 100, maximumBatchAge: 0.01), onProblem: { _ in })
            defer { tracker.close() }
            let count = 20_000
            let start = Date()
            _ = try Self.emit(count, into: tracker)
            let emitted = Date()
            #expect(tracker.waitUntilDelivered(timeout: 60))
            let seconds = Date().timeIntervalSince(start)
            print("upload throughput: \(count) events emitted in \(String(format: "%.2f", emitted.timeIntervalSince(start))) s, all acknowledged after \(String(format: "%.2f", seconds)) s: \(Int(Double(count) / seconds)) events/s in batches of 100")
            #expect(server.acknowledgedIDs.count == count)
        }
    }
}
