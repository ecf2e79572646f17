import Benchmark
import BenchmarkFixtures
import Foundation
import Intercept
import InterceptDelivery
import InterceptHeadless

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: PairedMeasurement.metrics + [.wallClock],
        warmupIterations: 2,
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 30
    )

    // 1. Forwarding: an untracked scroll-time call through the proxy vs the same call on the
    // business delegate directly; vs the least any non-retaining forwarder costs (one weak
    // load); and what the app pays: the table asking its delegate, intercepted or not.
    Benchmark("Forwarding: willDisplay through the proxy vs direct") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let screen = DeepScreen(depth: 0, subviewsPerCell: 0)
            let cell = screen.table.cellForRow(at: IndexPath(indexes: [0, 0]))!
            let indexPath = IndexPath(indexes: [0, 0])
            let direct = opaque(screen.business as any TableViewDelegate)
            let proxied = opaque(screen.table.delegateSlot.frontProxy! as any TableViewDelegate)
            PairedMeasurement.measure(benchmark, operations: 2_000_000, baseline: { count in
                for _ in 0..<count { try? direct.tableView(screen.table, willDisplay: cell, forRowAt: indexPath) }
            }, subject: { count in
                for _ in 0..<count { try? proxied.tableView(screen.table, willDisplay: cell, forRowAt: indexPath) }
            })
            blackHole(screen.business.displayed)
        }
    }

    Benchmark("Forwarding: willDisplay through the proxy vs a minimal weak forwarder") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let screen = DeepScreen(depth: 0, subviewsPerCell: 0)
            let cell = screen.table.cellForRow(at: IndexPath(indexes: [0, 0]))!
            let indexPath = IndexPath(indexes: [0, 0])
            let floor = opaque(MinimalWeakForwarder(target: screen.business))
            let proxied = opaque(screen.table.delegateSlot.frontProxy! as any TableViewDelegate)
            PairedMeasurement.measure(benchmark, operations: 2_000_000, baseline: { count in
                for _ in 0..<count { floor.forward(screen.table, willDisplay: cell, forRowAt: indexPath) }
            }, subject: { count in
                for _ in 0..<count { try? proxied.tableView(screen.table, willDisplay: cell, forRowAt: indexPath) }
            })
            blackHole(screen.business.displayed)
        }
    }

    Benchmark("Forwarding: the table asking heightForRow, intercepted vs not") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let plain = DeepScreen(depth: 0, subviewsPerCell: 0)
            plain.interception.removeInterception(from: plain.table)
            let intercepted = DeepScreen(depth: 0, subviewsPerCell: 0)
            let indexPath = IndexPath(indexes: [0, 0])
            let plainTable = opaque(plain.table)
            let interceptedTable = opaque(intercepted.table)
            PairedMeasurement.measure(benchmark, operations: 2_000_000, baseline: { count in
                for _ in 0..<count { blackHole(plainTable.heightForRow(at: indexPath)) }
            }, subject: { count in
                for _ in 0..<count { blackHole(interceptedTable.heightForRow(at: indexPath)) }
            })
        }
    }

    // 2. Tracked tap: all caller-side work of a cell selection (describe, build, enqueue) vs
    // JSON-encoding that event once, at the caps and far past them.
    for (depth, subviews) in [(20, 50), (200, 50), (20, 5_000), (200, 5_000)] {
        Benchmark("Tracked tap: \(depth) levels, \(subviews) subviews vs encoding the event") { benchmark async in
            nonisolated(unsafe) let benchmark = benchmark
            await MainActor.run {
                let screen = DeepScreen(depth: depth, subviewsPerCell: subviews)
                let indexPath = IndexPath(indexes: [0, 1])
                let proxied: any TableViewDelegate = screen.proxy
                let encoder = EventJSONEncoder()
                let sample = InteractionEvent(
                    kind: .rowSelected, timestamp: Date(), host: screen.proxy.context.hostIdentity,
                    element: screen.interception.elementDescriber.describe(screen.table.cellForRow(at: indexPath)!)?.element,
                    listPosition: ListPosition(section: 0, index: 1), screen: ScreenProperties(name: "ViewController", title: "Deep"))
                PairedMeasurement.measure(benchmark, operations: 20_000, baseline: { count in
                    for _ in 0..<count { blackHole(try? encoder.encode(sample)) }
                }, subject: { count in
                    for _ in 0..<count { try? proxied.tableView(screen.table, didSelectRowAt: indexPath) }
                })
                blackHole(screen.business.selected)
            }
        }
    }

    // 3. Exposure: one scroll frame over 10,000 tracked views vs over 1,000; and a frame where
    // nothing moved vs an empty call.
    Benchmark("Exposure: a scroll frame over 10,000 tracked views vs 1,000") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let small = ExposureFeed(cards: 1_000)
            let large = ExposureFeed(cards: 10_000)
            PairedMeasurement.measure(benchmark, operations: 2_000, baseline: { count in
                for _ in 0..<count { small.scrollFrame() }
            }, subject: { count in
                for _ in 0..<count { large.scrollFrame() }
            })
        }
    }

    // X5: occlusion keeps the proportional cost: a scroll frame with a sticky header and a bottom
    // bar over the feed vs the same frame without them; and with them, 10,000 views vs 1,000.
    Benchmark("Exposure: a scroll frame with occluders vs without, 10,000 tracked views") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let plain = ExposureFeed(cards: 10_000)
            let occluded = ExposureFeed(cards: 10_000, occluders: true)
            PairedMeasurement.measure(benchmark, operations: 2_000, baseline: { count in
                for _ in 0..<count { plain.scrollFrame() }
            }, subject: { count in
                for _ in 0..<count { occluded.scrollFrame() }
            })
        }
    }

    Benchmark("Exposure: a scroll frame with occluders over 10,000 tracked views vs 1,000") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let small = ExposureFeed(cards: 1_000, occluders: true)
            let large = ExposureFeed(cards: 10_000, occluders: true)
            PairedMeasurement.measure(benchmark, operations: 2_000, baseline: { count in
                for _ in 0..<count { small.scrollFrame() }
            }, subject: { count in
                for _ in 0..<count { large.scrollFrame() }
            })
        }
    }

    Benchmark("Exposure: a frame where nothing moved vs an empty call") { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let feed = ExposureFeed(cards: 10_000)
            PairedMeasurement.measure(benchmark, operations: 2_000_000, baseline: { count in
                for _ in 0..<count { emptyCall() }
            }, subject: { count in
                for _ in 0..<count { feed.application.runFrame() }
            })
        }
    }

    // 4. Dispatcher: caller-side cost of submitting an event vs appending it to an array, and
    // events per second through to a no-op tracker.
    Benchmark("Dispatcher: submit vs appending to an array") { benchmark in
        let event = InteractionEvent(kind: .tap, timestamp: Date(), element: ElementProperties(type: "Button", content: "Buy", path: "View[0]/Button[0]"))
        let dispatcher = EventDispatcher(trackers: [NoOpTracker()], capacityPerTracker: 1_000_000)
        var sink: [InteractionEvent] = []
        sink.reserveCapacity(1_000_000)
        PairedMeasurement.measure(benchmark, operations: 400_000, baseline: { count in
            for _ in 0..<count { sink.append(event) }
            sink.removeAll(keepingCapacity: true)
        }, subject: { count in
            for _ in 0..<count { dispatcher.submit(event) }
        })
        let semaphore = DispatchSemaphore(value: 0)
        Task { await dispatcher.flush(); semaphore.signal() }
        semaphore.wait()
    }

    // 4b. Durable queue (T6): caller-side cost of an event that is written to the on-disk queue
    // (encoded, framed with a CRC-32, handed to the OS with one write) before `submit` returns,
    // vs the in-memory dispatcher. The endpoint is unreachable with a long back-off, so no upload
    // runs meanwhile; the bound is large enough that nothing is dropped.
    Benchmark("Durable queue: submit through an UploadTracker vs the in-memory dispatcher") { benchmark in
        let event = InteractionEvent(kind: .tap, timestamp: Date(), element: ElementProperties(type: "Button", content: "Buy", path: "View[0]/Button[0]"))
        let memory = EventDispatcher(trackers: [NoOpTracker()], capacityPerTracker: 1_000_000, onProblem: nil)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("intercept-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        guard let upload = try? UploadTracker(
            directory: directory,
            endpoint: URL(string: "http://127.0.0.1:9/batch")!,
            policy: UploadPolicy(initialBackoff: 3600, maximumBackoff: 3600),
            queueOptions: DurableQueue.Options(maximumBytes: 1 << 30, segmentBytes: 8 << 20),
            onProblem: { _ in }
        ) else { fatalError("cannot open the queue") }
        defer { upload.close() }
        let durable = EventDispatcher(trackers: [upload], onProblem: nil)
        PairedMeasurement.measure(benchmark, operations: 100_000, baseline: { count in
            for _ in 0..<count { memory.submit(event) }
        }, subject: { count in
            for _ in 0..<count { durable.submit(event) }
        })
        precondition(upload.counts.dropped == 0 && durable.report().trackers[0].failed == 0, "events were lost")
        let semaphore = DispatchSemaphore(value: 0)
        Task { await memory.flush(); semaphore.signal() }
        semaphore.wait()
    }

    Benchmark("Dispatcher: delivered events per second to a no-op tracker", configuration: .init(
        metrics: [.throughput, .wallClock, .memoryLeaked, .peakMemoryResident], scalingFactor: .kilo, maxIterations: 20
    )) { benchmark in
        let event = InteractionEvent(kind: .tap, timestamp: Date())
        let dispatcher = EventDispatcher(trackers: [NoOpTracker()], capacityPerTracker: 2_000_000)
        for _ in benchmark.scaledIterations { dispatcher.submit(event) }
        let semaphore = DispatchSemaphore(value: 0)
        Task { await dispatcher.flush(); semaphore.signal() }
        semaphore.wait()
    }

    Benchmark("Dispatcher: memory stays bounded under a slow tracker", configuration: .init(
        metrics: [.peakMemoryResident, .wallClock], scalingFactor: .one, maxIterations: 3
    )) { benchmark in
        let event = InteractionEvent(kind: .tap, timestamp: Date(), element: ElementProperties(type: "Button", content: String(repeating: "x", count: 100), path: "View[0]"))
        let slow = SlowTracker()
        let dispatcher = EventDispatcher(trackers: [slow], capacityPerTracker: 10_000)
        var mostPending = 0
        for index in 0..<1_000_000 {
            dispatcher.submit(event)
            if index.isMultiple(of: 10_000) { mostPending = max(mostPending, dispatcher.report().trackers[0].pending) }
        }
        // At most one buffer waiting and one batch in delivery, whatever was submitted.
        precondition(mostPending <= 20_000, "memory was not bounded: \(mostPending) events pending")
        precondition(dispatcher.report().trackers[0].dropped > 0, "the slow tracker was not slow")
        slow.stop()
        let semaphore = DispatchSemaphore(value: 0)
        Task { await dispatcher.flush(); semaphore.signal() }
        semaphore.wait()
    }

    // 5. Memory: intercept and release 100,000 hosts; the heap in use afterwards vs before.
    Benchmark("Memory: intercept and release 100,000 hosts", configuration: .init(
        metrics: [HeapMeasurement.heapRatio, HeapMeasurement.heapPeakMegabytes, HeapMeasurement.liveProxies, .wallClock],
        scalingFactor: .one, maxIterations: 3
    )) { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let interception = Interception()
            let business = CountingDelegate()
            var proxies: [WeakProxy] = []
            proxies.reserveCapacity(100_000)
            var hosts: [WeakHost] = []
            hosts.reserveCapacity(100_000)
            let before = HeapMeasurement.inUse()
            var peak = before
            do {
                var tables: [TableView] = []
                tables.reserveCapacity(100_000)
                for _ in 0..<100_000 {
                    let table = TableView(visibleRowCount: 1)
                    table.delegate = business
                    if let proxy = try? interception.intercept(table) { proxies.append(WeakProxy(proxy: proxy)) }
                    hosts.append(WeakHost(host: table))
                    tables.append(table)
                }
                peak = HeapMeasurement.inUse()
            }
            let after = HeapMeasurement.inUse()
            benchmark.measurement(HeapMeasurement.heapRatio, after * 100 / max(1, before))
            benchmark.measurement(HeapMeasurement.heapPeakMegabytes, (peak - before) / 1_000_000)
            benchmark.measurement(HeapMeasurement.liveProxies, proxies.filter { $0.proxy != nil }.count + hosts.filter { $0.host != nil }.count)
        }
    }
}

/// Resident memory, read from /proc (Linux), and live-object counts.
enum HeapMeasurement {
    static let heapRatio = BenchmarkMetric.custom("resident after release / before (%)", polarity: .prefersSmaller, useScalingFactor: false)
    static let heapPeakMegabytes = BenchmarkMetric.custom("resident growth at peak (MB)", polarity: .prefersSmaller, useScalingFactor: false)
    static let liveProxies = BenchmarkMetric.custom("hosts and proxies alive after release", polarity: .prefersSmaller, useScalingFactor: false)

    /// Resident bytes, or 0 where /proc is not available.
    static func inUse() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * 4096
    }
}

/// A tracker slower than events arrive, until stopped.
final class SlowTracker: Tracker, @unchecked Sendable {
    private let lock = NSLock()
    private var isSlow = true
    func stop() {
        lock.lock()
        isSlow = false
        lock.unlock()
    }
    func track(_ event: InteractionEvent) {
        lock.lock()
        let slow = isSlow
        lock.unlock()
        if slow { usleep(100) }
    }
}

@MainActor
final class WeakHost {
    weak var host: TableView?
    init(host: TableView) { self.host = host }
}

@MainActor
final class WeakProxy {
    weak var proxy: TableViewDelegateProxy?
    init(proxy: TableViewDelegateProxy) { self.proxy = proxy }
}

@inline(never)
func emptyCall() { blackHole(0) }

/// The least a forwarder that never retains its target can do in pure Swift: one weak load.
@MainActor
final class MinimalWeakForwarder {
    weak var target: CountingDelegate?
    init(target: CountingDelegate) { self.target = target }

    @inline(never)
    func forward(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        target?.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }
}
