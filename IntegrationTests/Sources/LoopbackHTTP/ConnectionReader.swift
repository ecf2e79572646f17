import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads HTTP/1.1 requests off one connection, one after the other (keep-alive).
struct ConnectionReader {
    let descriptor: Int32
    private var buffer = Data()

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next whole request, or `nil` when the connection closed (or sent something that is
    /// not HTTP).
    mutating func nextRequest(sendContinue: () -> Void) -> HTTPRequest? {
        let separator = Data("\r\n\r\n".utf8)
        var headEnd: Range<Data.Index>?
        while true {
            headEnd = buffer.range(of: separator)
            if headEnd != nil { break }
            guard fill() else { return nil }
        }
        guard let headEnd, let head = String(data: buffer[buffer.startIndex..<headEnd.lowerBound], encoding: .utf8) else { return nil }
        buffer.removeSubrange(buffer.startIndex..<headEnd.upperBound)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        if headers["expect"]?.lowercased() == "100-continue" { sendContinue() }
        let body: Data
        if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
            guard let chunked = readChunked() else { return nil }
            body = chunked
        } else {
            let length = Int(headers["content-length"] ?? "0") ?? 0
            while buffer.count < length { guard fill() else { return nil } }
            body = Data(buffer.prefix(length))
            buffer.removeFirst(length)
        }
        return HTTPRequest(method: String(requestLine[0]), path: String(requestLine[1]), headers: headers, body: body, receivedAt: Date())
    }

    private mutating func readChunked() -> Data? {
        var body = Data()
        let lineEnd = Data("\r\n".utf8)
        while true {
            var range = buffer.range(of: lineEnd)
            while range == nil {
                guard fill() else { return nil }
                range = buffer.range(of: lineEnd)
            }
            guard let sizeLine = range, let text = String(data: buffer[buffer.startIndex..<sizeLine.lowerBound], encoding: .utf8),
                let size = Int(text.split(separator: ";")[0].trimmingCharacters(in: .whitespaces), radix: 16)
            else { return nil }
            buffer.removeSubrange(buffer.startIndex..<sizeLine.upperBound)
            while buffer.count < size + 2 { guard fill() else { return nil } }
            body.append(buffer.prefix(size))
            buffer.removeFirst(size + 2)
            if size == 0 { return body }
        }
    }

    /// Reads more bytes; `false` at the end of the connection.
    private mutating func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(descriptor, &chunk, chunk.count, 0)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            buffer.append(contentsOf: chunk[0..<count])
            return true
        }
    }
}
