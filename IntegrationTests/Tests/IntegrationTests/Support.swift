import Foundation
import Intercept
import InterceptTesting
import LoopbackHTTP

/// Helpers shared by the integration tests.
enum Support {
    /// A fresh directory under the temporary directory.
    static func temporaryDirectory(_ label: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("intercept-\(label)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The `delivery-child` executable built next to the tests.
    static var childExecutable: URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent(".build/debug"),
        ]
        for directory in candidates {
            let url = directory.appendingPathComponent("delivery-child")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return candidates[0].appendingPathComponent("delivery-child")
    }

    /// A port nothing listens on: bound, read and closed again.
    static func closedPort() throws -> UInt16 {
        let server = try LoopbackServer()
        let port = server.port
        server.stop()
        return port
    }

    /// A tap event numbered `number`.
    static func event(_ number: Int) -> InteractionEvent {
        InteractionEvent(
            kind: .tap,
            timestamp: Date(timeIntervalSince1970: 1_700_000_000 + Double(number)),
            element: ElementProperties(type: "Button", content: "Buy \(number)", path: "View[0]/Button[\(number)]"),
            screen: ScreenProperties(name: "Shop", title: "Shop"),
            customProperties: ["n": .integer(number)]
        )
    }

    /// Polls `condition` every 10 ms for at most `timeout` seconds.
    static func wait(timeout: TimeInterval, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return condition()
    }
}

/// A child process whose standard output is collected as it runs.
final class ChildProcess: @unchecked Sendable {
    let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private let lock = NSLock()
    private var collected = Data()
    private var collectedErrors = Data()
    private let readersDone = DispatchGroup()

    init(executable: URL, arguments: [String]) throws {
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        for (pipe, isError) in [(output, false), (errors, true)] {
            readersDone.enter()
            let handle = pipe.fileHandleForReading
            Thread.detachNewThread { [self] in
                while true {
                    let data = handle.availableData
                    if data.isEmpty { break }
                    lock.lock()
                    if isError { collectedErrors.append(data) } else { collected.append(data) }
                    lock.unlock()
                }
                readersDone.leave()
            }
        }
    }

    /// Sends SIGKILL and waits for the process to end.
    func kill() {
        _ = Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Waits for the process to end by itself, for at most `timeout` seconds (then kills it);
    /// returns its exit status, or `nil` when it had to be killed.
    func wait(timeout: TimeInterval) -> Int32? {
        let ended = Support.wait(timeout: timeout) { !process.isRunning }
        if !ended {
            kill()
            return nil
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The complete lines printed on standard output (a line cut by a kill is left out).
    var lines: [String] {
        _ = readersDone.wait(timeout: .now() + 5)
        lock.lock()
        defer { lock.unlock() }
        let text = String(decoding: collected, as: UTF8.self)
        var lines = text.components(separatedBy: "\n")
        lines.removeLast()   // after the last newline: empty, or a torn line
        return lines
    }

    var standardError: String {
        _ = readersDone.wait(timeout: .now() + 5)
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: collectedErrors, as: UTF8.self)
    }
}
