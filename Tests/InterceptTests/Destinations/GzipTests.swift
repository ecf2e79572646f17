#if os(macOS) || os(Linux)  // Process, to run Python's gzip, exists only there
import Foundation
import Intercept
@_spi(Platform) @testable import InterceptDelivery
import InterceptHeadless
import Testing

/// T16: Intercept's own gzip, checked by another implementation (Python's gzip module, when
/// python3 is installed; the IntegrationTests receivers use the system's zlib), and its ratio on a
/// back end's batch.
@Suite("Gzip bodies")
struct GzipTests {
    static let python: String? = ["/usr/bin/python3", "/usr/local/bin/python3"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// What Python's gzip.decompress makes of `data`, or `nil` when it refuses it (or, on iOS, which
    /// has no `Process`, always: the tests using it are disabled there, with no python).
    static func pythonInflate(_ data: Data) throws -> Data? {
        #if os(iOS)
        return nil
        #else
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python ?? "/usr/bin/python3")
        process.arguments = ["-c", "import gzip,sys; sys.stdout.buffer.write(gzip.decompress(sys.stdin.buffer.read()))"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(data)
        try input.fileHandleForWriting.close()
        let result = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? result : nil
        #endif
    }

    static var samples: [Data] {
        var generator = SystemRandomNumberGenerator()
        let random = Data((0..<70_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let runs = Data(repeating: 0x61, count: 100_000)
        let pattern = Data(String(repeating: "abcabcabd", count: 5_000).utf8) + Data((0..<76_800).map { UInt8($0 & 0xFF) })
        return [Data(), Data([0x7B]), Data("{\"a\":1}".utf8), random, runs, pattern]
    }

    @Test("T16: every gzip body inflates to what was compressed, by Python's gzip module", .enabled(if: python != nil))
    func inflatedByAnotherImplementation() throws {
        for sample in Self.samples {
            #expect(try Self.pythonInflate(Gzip.compress(sample)) == sample, "\(sample.count) bytes")
        }
        // The check can fail: a flipped byte in the stream is refused.
        var damaged = Gzip.compress(Data("{\"batch\":[1,2,3]}".utf8))
        damaged[12] ^= 0x55
        #expect(try Self.pythonInflate(damaged) != Data("{\"batch\":[1,2,3]}".utf8))
    }

    @Test("T16: a batch of 100 events of each back end that takes gzip compresses to at most 35% of its size", arguments: [
        Destination.segment(writeKey: "k"), .postHog(apiKey: "k"), .mixpanel(projectToken: "k"), .openTelemetry(), .openTelemetry(encoding: .protobuf),
    ])
    func ratio(destination: Destination) throws {
        #expect(destination.gzip)
        let recording = try DestinationRecording(destination)
        defer { recording.close() }
        for number in 0..<99 {
            try recording.tracker.track(number % 5 == 4 ? DestinationRecording.screen("Screen \(number % 3)", at: 1_700_000_000 + Double(number))
                                                         : DestinationRecording.tap(number, at: 1_700_000_000 + Double(number)))
        }
        let records = try #require(recording.tracker.queue.nextBatch(maximumCount: 1_000)?.records)
        let body = destination.format.body(of: records, context: .headless, sentAt: Date())
        let compressed = Gzip.compress(body)
        #expect(compressed.count * 100 <= body.count * 35, "\(destination.name): \(compressed.count) of \(body.count) bytes")
        if Self.python != nil { #expect(try Self.pythonInflate(compressed) == body) }
    }

    @Test("T16: gzip is off where the back end documents none (Amplitude) and for the generic body, and can be switched off")
    func defaults() {
        #expect(!Destination.amplitude(apiKey: "k").gzip && !Destination.generic().gzip)
        var segment = Destination.segment(writeKey: "k")
        segment.gzip = false
        #expect(!segment.gzip)
    }
}
#endif
