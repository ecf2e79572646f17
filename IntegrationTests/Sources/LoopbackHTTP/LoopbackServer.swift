import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server bound to 127.0.0.1 only, for tests: one thread per connection,
/// keep-alive, `Content-Length` and chunked bodies, `Expect: 100-continue`. A handler scripts each
/// answer (``HTTPAnswer``); every complete request is recorded with its answer.
public final class LoopbackServer: @unchecked Sendable {
    /// The port it listens on (chosen by the system unless given).
    public let port: UInt16
    private let listener: Int32
    private let handler: @Sendable (HTTPRequest, Int) -> HTTPAnswer
    private let lock = NSLock()
    private var exchanges: [HTTPExchange] = []
    private var connections: Set<Int32> = []
    private var isStopped = false

    /// Starts listening on 127.0.0.1:`port` (0: any free port).
    public init(port: UInt16 = 0, handler: @escaping @Sendable (HTTPRequest, Int) -> HTTPAnswer = { _, _ in .ok }) throws {
        self.handler = handler
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw ServerError.socket(errno) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            let code = errno
            close(descriptor)
            throw ServerError.bind(code)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.port = UInt16(bigEndian: address.sin_port)
        self.listener = descriptor
        let thread = Thread { [self] in acceptLoop() }
        thread.name = "LoopbackServer.accept"
        thread.start()
    }

    deinit { stop() }

    /// `http://127.0.0.1:<port>/batch`.
    public var url: URL { URL(string: "http://127.0.0.1:\(port)/batch")! }

    /// Every complete request so far, with its answer, in arrival order.
    public var received: [HTTPExchange] {
        lock.lock()
        defer { lock.unlock() }
        return exchanges
    }

    /// The `messageId`s of every acknowledged (2xx) batch, in arrival order, copies included.
    public var acknowledgedIDs: [String] {
        received.filter(\.wasAcknowledged).flatMap(\.request.messageIDs)
    }

    /// Stops listening and closes every connection.
    public func stop() {
        lock.lock()
        guard !isStopped else {
            lock.unlock()
            return
        }
        isStopped = true
        let open = connections
        lock.unlock()
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        for connection in open { shutdown(connection, Int32(SHUT_RDWR)) }
    }

    public enum ServerError: Error {
        case socket(Int32)
        case bind(Int32)
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            lock.lock()
            if isStopped {
                lock.unlock()
                close(connection)
                return
            }
            connections.insert(connection)
            lock.unlock()
            let thread = Thread { [self] in
                serve(connection)
                lock.lock()
                connections.remove(connection)
                lock.unlock()
                close(connection)
            }
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        var reader = ConnectionReader(descriptor: connection)
        while let request = reader.nextRequest(sendContinue: { send(connection, Data("HTTP/1.1 100 Continue\r\n\r\n".utf8)) }) {
            lock.lock()
            let index = exchanges.count
            lock.unlock()
            let answer = handler(request, index)
            lock.lock()
            exchanges.append(HTTPExchange(request: request, answer: answer, index: index))
            lock.unlock()
            switch answer {
            case .respond(let status, let headers, let body, let delay):
                if delay > 0 { Thread.sleep(forTimeInterval: delay) }
                var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\nContent-Length: \(body.count)\r\nContent-Type: application/json\r\n"
                for (field, value) in headers { head += "\(field): \(value)\r\n" }
                head += "\r\n"
                guard send(connection, Data(head.utf8) + body) else { return }
            case .closeMidBody:
                _ = send(connection, Data("HTTP/1.1 200 OK\r\nContent-Length: 100\r\nContent-Type: application/json\r\n\r\n{\"ok\":".utf8))
                return
            case .hangUp:
                return
            }
        }
    }

    @discardableResult
    private func send(_ connection: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
            guard var pointer = raw.baseAddress else { return true }
            var remaining = raw.count
            while remaining > 0 {
                #if canImport(Glibc)
                let sent = Glibc.send(connection, pointer, remaining, Int32(MSG_NOSIGNAL))
                #else
                let sent = Darwin.send(connection, pointer, remaining, 0)
                #endif
                if sent < 0, errno == EINTR { continue }
                if sent <= 0 { return false }
                remaining -= sent
                pointer += sent
            }
            return true
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 413: return "Payload Too Large"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }
}
