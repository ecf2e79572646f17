import Foundation
import Intercept
import InterceptDelivery
import LoopbackHTTP
import Testing

/// Every test of this package, one at a time: they start servers and processes and time things.
@Suite("Delivery over loopback HTTP", .serialized)
enum DeliveryIntegration {}

extension DeliveryIntegration {
    @Suite("Kills and restarts")
    struct KillRestartTests {
        /// How many kills; `INTERCEPT_KILLS=100` runs more.
        static let kills = ProcessInfo.processInfo.environment["INTERCEPT_KILLS"].flatMap(Int.init) ?? 24

        @Test(
            "T6: a child killed with SIGKILL at random points and restarted on its directory delivers every accepted id; only batches in flight at a kill are sent twice",
            .timeLimit(.minutes(5))
        )
        func killAndRestart() throws {
            let seed = ProcessInfo.processInfo.environment["INTERCEPT_KILL_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 1...1_000_000)
            print("kill test seed: \(seed) (INTERCEPT_KILL_SEED=\(seed) replays the kill points)")
            var random = SplitMix64(seed: seed)
            let server = try LoopbackServer()
            defer { server.stop() }
            let directory = Support.temporaryDirectory("kill")
            defer { try? FileManager.default.removeItem(at: directory) }
            let arguments = ["--queue", directory.path, "--upload", server.url.absoluteString, "--rate", "4000", "--batch", "50"]

            var accepted: [String] = []
            // The number of requests the server had received when each kill happened.
            var boundaries: [Int] = []
            for _ in 0..<Self.kills {
                let child = try ChildProcess(executable: Support.childExecutable, arguments: arguments)
                Thread.sleep(forTimeInterval: 0.01 + 0.6 * random.nextUnit())
                child.kill()
                accepted += child.lines
                Thread.sleep(forTimeInterval: 0.05)   // a request sent just before the kill is recorded
                boundaries.append(server.received.count)
            }
            #expect(accepted.count > Self.kills * 20, "the children accepted events before being killed")

            let last = try ChildProcess(executable: Support.childExecutable, arguments: arguments + ["--events", "0"])
            let status = last.wait(timeout: 120)
            #expect(status == 0, "the restarted child delivers what the directory holds: \(last.standardError)")

            let exchanges = server.received
            let ledger = KillLedger(accepted: accepted, exchanges: exchanges, boundaries: boundaries)
            #expect(ledger.missing.count == 0, "\(ledger.missing.count) of \(accepted.count) accepted ids never delivered, e.g. \(Array(ledger.missing.prefix(3)))")
            #expect(ledger.copiesNotInFlight.isEmpty, "sent again, but their requests were not in flight at a kill: \(ledger.copiesNotInFlight.prefix(3))")
            let copies = ledger.copies
            #expect(copies <= Self.kills * 50)
            print("kill test: \(Self.kills) kills, \(accepted.count) accepted, \(ledger.delivered) delivered, \(copies) copies from batches in flight, \(exchanges.count) requests")
        }

        @Test("T6: two processes on one directory: the second is refused with a clear error", .timeLimit(.minutes(1)))
        func twoProcesses() throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            let directory = Support.temporaryDirectory("two")
            defer { try? FileManager.default.removeItem(at: directory) }
            let arguments = ["--queue", directory.path, "--upload", server.url.absoluteString, "--rate", "1000"]
            let first = try ChildProcess(executable: Support.childExecutable, arguments: arguments)
            defer { first.kill() }
            #expect(Support.wait(timeout: 10) { first.process.isRunning && server.received.count > 0 })

            let second = try ChildProcess(executable: Support.childExecutable, arguments: arguments)
            #expect(second.wait(timeout: 10) == 3)
            #expect(second.standardError.contains("already open in another queue"))
            #expect(second.lines.isEmpty, "the refused process accepted nothing")

            // In this process too.
            #expect(throws: DurableQueueError.directoryInUse(path: directory.path)) {
                _ = try UploadTracker(directory: directory, endpoint: server.url)
            }
        }

        @Test("T8: with nothing configured, delivery problems reach standard error", .timeLimit(.minutes(1)))
        func defaultProblemHandler() throws {
            let directory = Support.temporaryDirectory("stderr")
            defer { try? FileManager.default.removeItem(at: directory) }
            let closed = "http://127.0.0.1:\(try Support.closedPort())/batch"
            let child = try ChildProcess(executable: Support.childExecutable, arguments: [
                "--queue", directory.path, "--upload", closed, "--events", "400", "--rate", "100000",
                "--max-bytes", "8192", "--segment-bytes", "4096", "--wait", "0.5",
            ])
            #expect(child.wait(timeout: 30) == 1, "not delivered: exit status 1")
            let errors = child.standardError
            #expect(errors.contains("Intercept delivery problem (UploadTracker): queue full"), "\(errors)")
            let lines = errors.components(separatedBy: "\n").filter { $0.hasPrefix("Intercept delivery problem") }
            #expect(lines.count <= 2 * DeliveryProblemLog.maximumPerSecond, "rate limited: \(lines.count) lines in under 2 s")
        }

        @Test("T6: the batch body holds events in the configured format, each with its id as messageId", .timeLimit(.minutes(1)))
        func batchShape() throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            let directory = Support.temporaryDirectory("shape")
            defer { try? FileManager.default.removeItem(at: directory) }
            // The batch goes when the third event is pending: an age of 10 ms let a loaded machine
            // send the first event alone before the others were tracked.
            let tracker = try UploadTracker(directory: directory, endpoint: server.url, format: .autotrack,
                                            policy: UploadPolicy(maximumBatchCount: 3, maximumBatchAge: 60), onProblem: { _ in })
            defer { tracker.close() }
            let events = (0..<3).map(Support.event)
            for event in events { try tracker.track(event) }
            #expect(tracker.waitUntilDelivered(timeout: 20))
            let request = try #require(server.received.first?.request)
            #expect(request.method == "POST")
            #expect(request.headers["content-type"] == "application/json")
            // The release that sent the batch, for the back end's logs.
            #expect(request.headers["user-agent"] == "intercept-swift/\(InterceptLibrary.version)")
            let object = try #require(try JSONSerialization.jsonObject(with: request.body) as? [String: Any])
            let batch = try #require(object["batch"] as? [[String: Any]])
            #expect(object.count == 1 && batch.count == 3)
            for (sent, received) in zip(events, batch) {
                #expect(received["messageId"] as? String == sent.id.description)
                #expect(received["event_id"] as? String == sent.id.description)
                #expect(received["event"] as? String == "$AppClick")
            }
        }
    }
}

/// A small seeded generator, so a failing kill sequence can be replayed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func nextUnit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
