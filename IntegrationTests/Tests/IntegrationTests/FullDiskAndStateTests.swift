import Foundation
import Intercept
import InterceptDelivery
import InterceptTesting
import LoopbackHTTP
import Testing

extension DeliveryIntegration {
    /// State files that do not fit and disks that are full, across kills and restarts of a
    /// child process (T12, T13). Each test prints its figures.
    @Suite("State files and full disks")
    struct FullDiskAndStateTests {
        /// The `delivery-child: delivered D, dropped X, ...` line's numbers.
        static func finalCounts(_ standardError: String) -> [String: Int] {
            guard let line = standardError.components(separatedBy: "\n").last(where: { $0.hasPrefix("delivery-child: delivered") }) else { return [:] }
            var counts: [String: Int] = [:]
            for part in line.dropFirst("delivery-child: ".count).components(separatedBy: ", ") {
                let words = part.components(separatedBy: " ")
                if words.count == 2, let value = Int(words[1]) { counts[words[0]] = value }
            }
            return counts
        }

        @Test("T12: another queue's state files copied over a queue of 396 pending events: all 396 delivered once, none counted dropped, the mismatch reported", .timeLimit(.minutes(2)))
        func foreignState() throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            let mine = Support.temporaryDirectory("foreign-mine"), other = Support.temporaryDirectory("foreign-other")
            defer { [mine, other].forEach { try? FileManager.default.removeItem(at: $0) } }
            let closed = "http://127.0.0.1:\(try Support.closedPort())/batch"
            let small = ["--segment-bytes", "4096", "--rate", "100000"]

            let first = try ChildProcess(executable: Support.childExecutable, arguments: ["--queue", mine.path, "--upload", closed, "--events", "396", "--wait", "0.2"] + small)
            #expect(first.wait(timeout: 30) == 1, "nothing delivered: the server is down")
            let printed = first.lines
            let busy = try ChildProcess(executable: Support.childExecutable, arguments: ["--queue", other.path, "--upload", server.url.absoluteString, "--events", "3000"] + small)
            #expect(busy.wait(timeout: 60) == 0)
            let before = server.received.count
            for name in ["state.json", "state.backup.json"] {
                try? FileManager.default.removeItem(at: mine.appendingPathComponent(name))
                try FileManager.default.copyItem(at: other.appendingPathComponent(name), to: mine.appendingPathComponent(name))
            }

            let restarted = try ChildProcess(executable: Support.childExecutable, arguments: ["--queue", mine.path, "--upload", server.url.absoluteString, "--events", "0"] + small)
            #expect(restarted.wait(timeout: 60) == 0, "\(restarted.standardError)")
            let ledger = KillLedger(accepted: printed, exchanges: Array(server.received.dropFirst(before)), boundaries: [])
            let counts = Self.finalCounts(restarted.standardError)
            #expect(printed.count == 396)
            #expect(ledger.missing.isEmpty && ledger.delivered == 396 && ledger.copies == 0)
            #expect(counts["dropped"] == 0 && counts["delivered"] == 396, "\(counts)")
            #expect(restarted.standardError.contains("does not fit its segments"), "\(restarted.standardError)")
            print("foreign state: \(printed.count) printed, \(ledger.delivered) delivered, \(counts["dropped"] ?? -1) counted dropped, \(ledger.copies) duplicated")
        }

        /// How many kills in the full-disk test; `INTERCEPT_KILLS` runs more.
        static let kills = ProcessInfo.processInfo.environment["INTERCEPT_KILLS"].flatMap(Int.init) ?? 16

        @Test(
            "T13: on a full disk, children killed with SIGKILL and restarted lose no accepted event, send again only batches in flight, and the dropped count of failed writes survives every restart",
            .enabled(if: PrivateDisk.isAvailable, "needs Linux user and mount namespaces (unshare, nsenter) for a private tmpfs"),
            .timeLimit(.minutes(5))
        )
        func fullDiskKills() throws {
            let seed = ProcessInfo.processInfo.environment["INTERCEPT_KILL_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 1...1_000_000)
            print("full-disk kill test seed: \(seed) (INTERCEPT_KILL_SEED=\(seed) replays the kill points)")
            var random = SplitMix64(seed: seed)
            let disk = try #require(PrivateDisk.make(bytes: 1024 * 1024))
            defer { disk.stop() }
            // A slow server: the queue grows until the disk is full, then writes fail.
            let server = try LoopbackServer { _, _ in .respond(status: 200, delay: 0.03) }
            defer { server.stop() }
            try disk.fill(leaving: 160 * 1024)
            let arguments = ["--queue", disk.path + "/queue", "--upload", server.url.absoluteString, "--rate", "4000", "--batch", "50",
                             "--segment-bytes", "16384", "--keep-going"]

            var accepted: [String] = []
            var notWritten = 0
            var boundaries: [Int] = []
            for _ in 0..<Self.kills {
                let child = try disk.child(Support.childExecutable, arguments)
                Thread.sleep(forTimeInterval: 0.2 + 0.8 * random.nextUnit())
                child.kill()
                accepted += child.lines
                notWritten += child.standardError.components(separatedBy: "\n").filter { $0.hasPrefix("delivery-child: not written:") }.count
                Thread.sleep(forTimeInterval: 0.1)   // a request sent just before the kill is recorded
                boundaries.append(server.received.count)
            }
            #expect(notWritten > 0, "the disk was full: some writes failed")

            let last = try disk.child(Support.childExecutable, arguments + ["--events", "0"])
            #expect(last.wait(timeout: 120) == 0, "the restarted child delivers what the directory holds: \(last.standardError)")
            let ledger = KillLedger(accepted: accepted, exchanges: server.received, boundaries: boundaries)
            let counts = Self.finalCounts(last.standardError)
            let dropped = counts["dropped"] ?? -1
            #expect(ledger.missing.isEmpty, "\(ledger.missing.count) of \(accepted.count) accepted ids never delivered")
            #expect(ledger.copiesNotInFlight.isEmpty, "sent again, not in flight at a kill: \(ledger.copiesNotInFlight.prefix(3))")
            // A kill can fall between counting a failed write and the child printing it.
            #expect(dropped >= notWritten && dropped <= notWritten + Self.kills, "dropped \(dropped), failed writes seen \(notWritten)")
            print("full-disk kill test: \(Self.kills) kills, \(accepted.count) printed, \(ledger.delivered) delivered, \(dropped) counted dropped (\(notWritten) failed writes seen), \(ledger.copies) duplicated (from batches in flight), \(server.received.count) requests")
        }

        @Test("T13: while the queue's state cannot be written, no further batch is sent; the failure is reported once, and delivery resumes when it can be written", .timeLimit(.minutes(1)))
        func unwritableStatePausesUploads() throws {
            let server = try LoopbackServer()
            defer { server.stop() }
            let directory = Support.temporaryDirectory("unwritable")
            defer { try? FileManager.default.removeItem(at: directory) }
            let problems = ProblemRecorder()
            let tracker = try UploadTracker(directory: directory, endpoint: server.url, policy: ServerFailureTests.policy(batch: 5, initialBackoff: 0.05, maximumBackoff: 0.2),
                                            onProblem: problems.record)
            defer { tracker.close() }
            // Neither a new state file nor the old one in place can be written: directories in their way.
            for name in ["state.json", "state.backup.json"] {
                try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
                try FileManager.default.createDirectory(at: directory.appendingPathComponent(name + ".tmp"), withIntermediateDirectories: true)
                try FileManager.default.createDirectory(at: directory.appendingPathComponent(name), withIntermediateDirectories: true)
            }
            let ids = try ServerFailureTests.emit(15, into: tracker)
            #expect(Support.wait(timeout: 10) { server.received.count == 1 })
            Thread.sleep(forTimeInterval: 0.6)
            #expect(server.received.count == 1, "one batch sent, whose settling could not be recorded; no other")
            #expect(tracker.counts.pending == 10)
            let failures = problems.problems.filter { if case .queueStateWriteFailed = $0.reason { true } else { false } }
            #expect(failures.count == 1, "reported once: \(problems.problems)")

            for name in ["state.json", "state.backup.json"] {
                try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
                try FileManager.default.removeItem(at: directory.appendingPathComponent(name + ".tmp"))
            }
            #expect(tracker.waitUntilDelivered(timeout: 20))
            #expect(server.acknowledgedIDs == ids)
            #expect(tracker.counts == DurableQueueCounts(delivered: 15, dropped: 0, rejected: 0, pending: 0))
        }
    }
}
