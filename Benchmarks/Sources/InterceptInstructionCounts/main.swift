import BenchmarkFixtures
import Foundation
import Intercept
import InterceptDelivery
import InterceptHeadless

// Usage: InterceptInstructionCounts <operation> <iterations>
// Runs one operation `iterations` times after the same set-up whatever the count, so that under
// callgrind the difference between two counts, divided by the difference in iterations, is the
// instructions of one operation. `instruction-counts.sh` does exactly that.
//
// Operations: direct, forward, tap, encode (the table 20 levels below its screen's root view);
// tap-<depth> (a tap, described and emitted, with the table <depth> levels deep: captured on the
// main thread, described on the interception's describing queue); tap-undetected
// (the 20-level tap with the sensitive text detectors off, to show what they cost);
// host-untracked (an intercepted table asking its delegate `heightForRow`, a method the proxy
// does not track) and host-plain (the same call on a table that was never intercepted: no slot,
// no proxy, nothing of Intercept), both through the table's own dispatch.
// timed-tap (not for callgrind): the `tap` operation timed, `iterations` taps in batches of 1,000
// (TimedTap.swift).

@MainActor
final class DataSource: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 4 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel.text = "Row \(indexPath[1])"
        for index in 0..<50 { cell.contentView.addSubview(Label(text: "Detail \(index)")) }
        return cell
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let iterations = Int(arguments[2]), iterations >= 0 else {
    FileHandle.standardError.write(Data("usage: InterceptInstructionCounts direct|forward|host-plain|host-untracked|tap|tap-<depth>|tap-undetected|encode|scroll-1k|scroll-10k|scroll-1k-occluded|scroll-10k-occluded <iterations>\n".utf8))
    exit(2)
}
let operation = arguments[1]
let depth = operation.hasPrefix("tap-") ? Int(operation.dropFirst(4)) ?? 20 : 20
var rules = ElementTrackingRules()
// The cell's 50 labels are gathered into its content, as an app that opts in to displayed text
// has them (N3): the worst case, and the same work as before that opt-in existed. `tap-default`
// is the same tap with the default rules (no label is read).
if operation != "tap-default" { rules.displayedText = .everywhere }
if operation == "tap-undetected" { rules.sensitiveTextDetectors = [] }

let application = Application()
let window = Window()
application.addWindow(window)
let controller = ViewController(title: "Counts")
window.rootViewController = controller
var parent = controller.view
for _ in 0..<depth {
    let child = View()
    parent.addSubview(child)
    parent = child
}
let table = TableView(visibleRowCount: 4)
parent.addSubview(table)
let data = DataSource()
let business = CountingDelegate()
table.dataSource = data
table.delegate = business
table.reloadData()
// The baseline for the host lines: a table beside it that Intercept never touches.
let plainTable = TableView(visibleRowCount: 4)
parent.addSubview(plainTable)
plainTable.dataSource = data
plainTable.delegate = business
plainTable.reloadData()
// Events go nowhere slow: a capacity large enough that nothing is dropped during the run.
let interception = Interception(
    configuration: InterceptionConfiguration(elementRules: rules, capacityPerTracker: 10_000_000), trackers: [NoOpTracker()])
let proxy = try! interception.intercept(table)!
let indexPath = IndexPath(indexes: [0, 1])
let cell = table.cellForRow(at: indexPath)!
let direct = opaque(business as any TableViewDelegate)
let proxied = opaque(proxy as any TableViewDelegate)
let encoder = EventJSONEncoder()
let sample = InteractionEvent(
    kind: .rowSelected, timestamp: Date(timeIntervalSince1970: 1_700_000_000), host: proxy.context.hostIdentity,
    element: interception.elementDescriber.describe(cell)?.element, listPosition: ListPosition(section: 0, index: 1),
    screen: ScreenProperties(name: "ViewController", title: "Counts"))

// Delivery operations (submit, durable-submit, encode-codable): DeliveryOperations.swift.
if let run = deliveryOperation(operation, sample: sample) {
    run(iterations)
    exit(0)
}

// Own delegate protocols (own-bare, own-plain, own-forward, own-anythread-*): OwnDelegateOperations.swift.
if let run = ownDelegateOperation(operation, interception: interception) {
    run(iterations)
    exit(0)
}

switch operation {
case "direct":
    for _ in 0..<iterations { try? direct.tableView(table, willDisplay: cell, forRowAt: indexPath) }
case "forward":
    for _ in 0..<iterations { try? proxied.tableView(table, willDisplay: cell, forRowAt: indexPath) }
case "host-plain":
    let host = opaque(plainTable)
    var total = 0.0
    for _ in 0..<iterations { total += host.heightForRow(at: indexPath) }
    consume(total)
case "host-untracked":
    let host = opaque(table)
    var total = 0.0
    for _ in 0..<iterations { total += host.heightForRow(at: indexPath) }
    consume(total)
case _ where operation == "tap" || operation.hasPrefix("tap-"):
    for _ in 0..<iterations { try? proxied.tableView(table, didSelectRowAt: indexPath) }
case "timed-tap":
    // Not an instruction count: the 20-level, 50-label tap timed on this machine (TimedTap.swift).
    timeTaps(iterations) { try? proxied.tableView(table, didSelectRowAt: indexPath) }
case "encode":
    for _ in 0..<iterations { _ = try? encoder.encode(sample) }
case "scroll-1k", "scroll-10k", "scroll-1k-occluded", "scroll-10k-occluded":
    // X5: one exposure scroll frame, with and without a sticky header and a bottom bar over the feed.
    let name = arguments[1]
    let feed = ExposureFeed(cards: name.contains("10k") ? 10_000 : 1_000, occluders: name.hasSuffix("occluded"))
    for _ in 0..<iterations { feed.scrollFrame() }
default:
    FileHandle.standardError.write(Data("unknown operation \(operation)\n".utf8))
    exit(2)
}
// What the taps left for the background (describing them, handing them to the tracker) is done
// before the process exits, so the total count is the whole cost of an operation, whichever
// thread paid it.
// (Awaited from a task while the run loop turns: a top-level `await` makes the executable
// something valgrind cannot run.) Only operations that emit events wait: the wait's own cost
// depends on timing (how often the run loop turns, the task pool's threads), some thousands of
// instructions a run, which is noise in an operation of a few hundred counted over 1,000.
if operation == "forward" || operation == "tap" || operation.hasPrefix("tap-") {
    var isFlushed = false
    Task { @MainActor in
        _ = await interception.flush()
        isFlushed = true
    }
    // The run loop returns once the flush's last hop to the main actor ran (a source handled):
    // the main thread sleeps meanwhile rather than turning the loop (and counting instructions)
    // in proportion to the time the describing queue takes.
    while !isFlushed { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 1)) }
}
print(business.displayed + business.selected)
