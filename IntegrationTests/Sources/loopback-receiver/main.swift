import Foundation
import LoopbackHTTP

// `loopback-receiver [--port PORT] [--status CODE]`: listens on 127.0.0.1 (port 8787 by default,
// 0 for any free one, printed),
// answers every POST with CODE (200 by default) and prints one line per batch on standard error
// and each event of the batch as one JSON line on standard output. Stop it with Ctrl-C.

var arguments = Array(CommandLine.arguments.dropFirst())[...]
var port: UInt16 = 8787
var status = 200
while let argument = arguments.popFirst() {
    let value = arguments.popFirst() ?? ""
    switch argument {
    case "--port": port = UInt16(value) ?? port
    case "--status": status = Int(value) ?? status
    default:
        FileHandle.standardError.write(Data("usage: loopback-receiver [--port PORT] [--status CODE]\n".utf8))
        exit(2)
    }
}

let answer = status
let server = try LoopbackServer(port: port) { request, index in
    var lines = Data()
    if let object = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any],
        let batch = object["batch"] as? [Any]
    {
        for event in batch {
            if let line = try? JSONSerialization.data(withJSONObject: event, options: [.sortedKeys]) {
                lines.append(line)
                lines.append(0x0A)
            }
        }
        FileHandle.standardError.write(Data("loopback-receiver: batch \(index) of \(batch.count) events, answered \(answer)\n".utf8))
    } else {
        FileHandle.standardError.write(Data("loopback-receiver: \(request.method) \(request.path) without a batch, answered \(answer)\n".utf8))
    }
    FileHandle.standardOutput.write(lines)
    return .respond(status: answer, body: Data("{}".utf8))
}
FileHandle.standardError.write(Data("loopback-receiver: listening on \(server.url)\n".utf8))
while true { sleep(3600) }
