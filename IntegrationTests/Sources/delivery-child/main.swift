import Foundation
import Intercept
import InterceptDelivery

// `delivery-child --queue DIR --upload URL [--events N] [--rate PER_SECOND] [--batch N]
//                [--max-bytes B] [--segment-bytes B] [--wait SECONDS] [--keep-going]`
//
// Emits N events (default: practically forever) through an `UploadTracker` on DIR, printing each
// event's id on its own line once `submit` returned (so once it is in the queue), then waits until
// everything queued was acknowledged (at most --wait seconds, default 120) and exits 0. `--events 0` only delivers what DIR holds.
// An event the queue could not take (a full disk) ends the run with status 1, unless
// `--keep-going`: then it prints `delivery-child: not written: ID` on standard error and goes on.
// Exit status: 0 delivered, 1 not everything delivered, 2 bad options, 3 DIR in use by another
// queue. The kill tests kill it with SIGKILL and restart it on the same directory.

var arguments = Array(CommandLine.arguments.dropFirst())[...]
var queuePath: String?
var uploadURL: URL?
var events = Int.max
var rate = 5_000.0
var batch = 50
var maximumBytes = 64 * 1024 * 1024
var segmentBytes = 64 * 1024
var wait = 120.0
var keepGoing = false

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("delivery-child: \(message)\n".utf8))
    exit(status)
}

while let argument = arguments.popFirst() {
    if argument == "--keep-going" {
        keepGoing = true
        continue
    }
    guard let value = arguments.popFirst() else { fail("\(argument) needs a value", status: 2) }
    switch argument {
    case "--queue": queuePath = value
    case "--upload": uploadURL = URL(string: value)
    case "--events": events = Int(value) ?? 0
    case "--rate": rate = Double(value) ?? rate
    case "--batch": batch = Int(value) ?? batch
    case "--max-bytes": maximumBytes = Int(value) ?? maximumBytes
    case "--segment-bytes": segmentBytes = Int(value) ?? segmentBytes
    case "--wait": wait = Double(value) ?? wait
    default: fail("unknown option \(argument)", status: 2)
    }
}
guard let queuePath, let uploadURL else { fail("--queue and --upload are required", status: 2) }

@MainActor func openTracker(directory: URL, endpoint: URL) -> UploadTracker {
    do {
        return try UploadTracker(
            directory: directory,
            endpoint: endpoint,
            policy: UploadPolicy(maximumBatchCount: batch, maximumBatchAge: 0.02, requestTimeout: 5, initialBackoff: 0.02, maximumBackoff: 0.5),
            queueOptions: DurableQueue.Options(maximumBytes: maximumBytes, segmentBytes: segmentBytes)
        )
    } catch {
        if case .directoryInUse? = error as? DurableQueueError { fail("\(error)", status: 3) }
        fail("\(error)", status: 1)
    }
}

let upload = openTracker(directory: URL(fileURLWithPath: queuePath), endpoint: uploadURL)
let burst = 10
let pause = Double(burst) / max(1, rate)
var emitted = 0
while emitted < events {
    for _ in 0..<min(burst, events - emitted) {
        let event = InteractionEvent(
            kind: .tap,
            timestamp: Date(),
            element: ElementProperties(type: "Button", content: "Buy \(emitted)", path: "Window[0]/View[0]/Button[\(emitted % 7)]"),
            screen: ScreenProperties(name: "Shop", title: "Shop"),
            customProperties: ["n": .integer(emitted)]
        )
        // The tracker itself, not the dispatcher, so that only ids it accepted are printed.
        do {
            try upload.track(event)
            FileHandle.standardOutput.write(Data((event.id.description + "\n").utf8))
        } catch {
            guard keepGoing else { fail("not accepted: \(error)", status: 1) }
            FileHandle.standardError.write(Data("delivery-child: not written: \(event.id)\n".utf8))
        }
        emitted += 1
    }
    Thread.sleep(forTimeInterval: pause)
}
try? upload.flush()
let settled = upload.waitUntilDelivered(timeout: wait)
let counts = upload.counts
upload.close()
FileHandle.standardError.write(Data("delivery-child: delivered \(counts.delivered), dropped \(counts.dropped), rejected \(counts.rejected), pending \(counts.pending)\n".utf8))
exit(settled && counts.rejected == 0 ? 0 : 1)

