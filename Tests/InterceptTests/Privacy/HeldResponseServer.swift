import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-connection-at-a-time HTTP server on 127.0.0.1 that holds each answer until the test
/// releases it: an upload stays in flight as long as the test needs (N2). Every request body is
/// recorded; the answer to the first is `firstStatus`, to the others `200 OK`, with an empty JSON
/// object.
final class HeldResponseServer: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var bodies: [String] = []
    private let release = DispatchSemaphore(value: 0)
    private var isStopped = false
    private let firstStatus: Int

    init(firstStatus: Int = 200) throws {
        self.firstStatus = firstStatus
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard descriptor >= 0, bound == 0, listen(descriptor, 8) == 0 else { throw POSIXError(.EADDRNOTAVAIL) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        listener = descriptor
        Thread { [self] in serve() }.start()
    }

    var url: URL { URL(string: "http://127.0.0.1:\(port)/batch")! }

    /// The bodies received so far, in order.
    var received: [String] {
        lock.lock()
        defer { lock.unlock() }
        return bodies
    }

    /// Lets every held answer, and every later one, go out.
    func releaseAnswers() {
        for _ in 0..<1_000 { release.signal() }
    }

    func stop() {
        lock.lock()
        isStopped = true
        lock.unlock()
        releaseAnswers()
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func serve() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            Thread { [self] in handle(connection) }.start()
        }
    }

    private func handle(_ connection: Int32) {
        defer { close(connection) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            // One request per read loop: headers, then Content-Length bytes of body.
            var continued = false
            while !Self.isComplete(data) {
                if !continued, String(decoding: data, as: UTF8.self).lowercased().contains("expect: 100-continue\r\n"),
                    String(decoding: data, as: UTF8.self).contains("\r\n\r\n") {
                    continued = true
                    _ = "HTTP/1.1 100 Continue\r\n\r\n".withCString { write(connection, $0, strlen($0)) }
                }
                let count = read(connection, &buffer, buffer.count)
                guard count > 0 else { return }
                data.append(contentsOf: buffer[0..<count])
            }
            let text = String(decoding: data, as: UTF8.self)
            let body = text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
            lock.lock()
            bodies.append(body)
            let status = bodies.count == 1 ? firstStatus : 200
            lock.unlock()
            data.removeAll()
            release.wait()
            let answer = "HTTP/1.1 \(status) \(status == 200 ? "OK" : "Unavailable")\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}"
            _ = answer.withCString { write(connection, $0, strlen($0)) }
        }
    }

    private static func isComplete(_ data: Data) -> Bool {
        let text = String(decoding: data, as: UTF8.self)
        guard let end = text.range(of: "\r\n\r\n") else { return false }
        let headers = text[..<end.lowerBound].lowercased()
        let length = headers.components(separatedBy: "\r\n").first { $0.hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        return text.utf8.count - text[..<end.upperBound].utf8.count >= length
    }
}
