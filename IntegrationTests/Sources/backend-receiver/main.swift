import BackendReceivers
import Foundation

// `backend-receiver --backend NAME [--port PORT] [--api-key KEY] [--bodies DIR]`: a receiver
// that enforces NAME's contract (segment, posthog, amplitude, mixpanel, otlp) on 127.0.0.1
// (any free port by default). It prints "listening on URL" on standard error, then one JSON line
// per ingested event on standard output ({"key":..., "name":...}) and one "violation: ..." line
// on standard error per contract violation, and one "request: raw=N wire=M encoding=E" line per
// request (its body's bytes as meant and as sent: T16); with --bodies, it writes each request body
// (inflated) to DIR.

var arguments = Array(CommandLine.arguments.dropFirst())[...]
var backend: BackendReceiver.Backend?
var port: UInt16 = 0
var apiKey = "test-key"
var bodies: URL?
while let argument = arguments.popFirst() {
    let value = arguments.popFirst() ?? ""
    switch argument {
    case "--backend": backend = BackendReceiver.Backend(rawValue: value)
    case "--port": port = UInt16(value) ?? 0
    case "--api-key": apiKey = value
    case "--bodies": bodies = URL(fileURLWithPath: value)
    default: backend = nil; arguments.removeAll()
    }
}
guard let backend else {
    FileHandle.standardError.write(Data("usage: backend-receiver --backend segment|posthog|amplitude|mixpanel|otlp [--port PORT] [--api-key KEY] [--bodies DIR]\n".utf8))
    exit(2)
}
if let bodies { try FileManager.default.createDirectory(at: bodies, withIntermediateDirectories: true) }
let receiver = try BackendReceiver(backend, options: .init(apiKey: apiKey), port: port)
FileHandle.standardError.write(Data("backend-receiver: \(backend.rawValue) listening on \(receiver.url)\n".utf8))
var printed = (events: 0, violations: 0, bodies: 0)
while true {
    Thread.sleep(forTimeInterval: 0.05)
    let events = receiver.ingested
    for event in events[printed.events...] {
        let line = try JSONSerialization.data(withJSONObject: ["key": event.key, "name": event.name], options: [.sortedKeys])
        FileHandle.standardOutput.write(line + Data("\n".utf8))
    }
    let violations = receiver.violations
    for violation in violations[printed.violations...] { FileHandle.standardError.write(Data("violation: \(violation)\n".utf8)) }
    let received = receiver.bodies
    let wire = receiver.wireSizes
    let encodings = receiver.contentEncodings
    for index in printed.bodies..<min(received.count, wire.count, encodings.count) {
        FileHandle.standardError.write(Data("request: raw=\(received[index].count) wire=\(wire[index]) encoding=\(encodings[index] ?? "identity")\n".utf8))
    }
    if let bodies {
        for (index, body) in received.enumerated().dropFirst(printed.bodies) {
            // A JSON body starts with "{" or "["; anything else is binary protobuf (OTLP's other encoding).
            let json = body.first == UInt8(ascii: "{") || body.first == UInt8(ascii: "[")
            try body.write(to: bodies.appendingPathComponent(String(format: json ? "%05d.json" : "%05d.pb", index)))
        }
    }
    printed = (events.count, violations.count, received.count)
}
