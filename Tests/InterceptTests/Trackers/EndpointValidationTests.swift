import Foundation
import Intercept
import InterceptDelivery
import InterceptTesting
import Testing

/// T14: every endpoint an upload tracker accepts can be sent to by the platform's HTTP client.
@Suite("Endpoint validation")
struct EndpointValidationTests {
    @Test("T14: a port outside 1...65535 is refused with a typed error when the tracker is made", arguments: [
        "http://127.0.0.1:65536/batch", "http://127.0.0.1:70000/batch", "https://collector.example.com:0/v1/batch",
    ])
    func portOutOfRange(_ endpoint: String) throws {
        let directory = DurableQueueTests.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = try #require(URL(string: endpoint))
        #expect {
            _ = try UploadTracker(directory: directory, endpoint: url, onProblem: { _ in })
        } throws: { error in
            guard case .invalidEndpoint(let reported, let reason) = error as? UploadTrackerError else { return false }
            return reported == endpoint && reason.contains("outside 1...65535")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path), "refused before anything is written")
    }

    @Test("T14: an upper-case scheme is normalised (FoundationNetworking refuses HTTP:// with -1002); the rest of the URL is kept", arguments: [
        ("HTTP://127.0.0.1:9/batch?key=A#x", "http://127.0.0.1:9/batch?key=A#x"),
        ("Https://Collector.example.com/v1/batch", "https://Collector.example.com/v1/batch"),
        ("http://127.0.0.1:9/batch", "http://127.0.0.1:9/batch"),
    ])
    func schemeCase(_ endpoint: String, _ expected: String) throws {
        let directory = DurableQueueTests.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tracker = try UploadTracker(directory: directory, endpoint: try #require(URL(string: endpoint)), onProblem: { _ in })
        defer { tracker.close() }
        #expect(tracker.endpoint.absoluteString == expected)
    }

    #if canImport(FoundationNetworking)
    @Test("T14: on Linux an IPv6 literal host is refused: FoundationNetworking fails every request to it with -1000", arguments: [
        "http://[::1]:8080/batch", "https://[2001:db8::1]/v1/batch",
    ])
    func ipv6LiteralOnLinux(_ endpoint: String) throws {
        let directory = DurableQueueTests.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect {
            _ = try UploadTracker(directory: directory, endpoint: try #require(URL(string: endpoint)), onProblem: { _ in })
        } throws: { error in
            guard case .invalidEndpoint(_, let reason) = error as? UploadTrackerError else { return false }
            return reason.contains("IPv6")
        }
    }
    #endif
}
