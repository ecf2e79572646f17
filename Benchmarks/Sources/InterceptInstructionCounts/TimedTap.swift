import Foundation

/// `timed-tap`: what one tap (the `tap` operation: 20 levels, a cell with 50 labels) costs the
/// main thread in time on this machine, beside its instruction count. Runs `count` taps (at least
/// one batch) in batches of 1,000 after 1,000 taps of warm-up, and prints, per tap, the median
/// batch's main-thread CPU time (`CLOCK_THREAD_CPUTIME_ID`: the main thread's own work, not the
/// describing queue's, and not time the thread waited for a core) and wall-clock time, and the
/// fastest batch's. Run it in release mode:
///
///     swift run -c release --package-path Benchmarks InterceptInstructionCounts timed-tap 20000
func timeTaps(_ count: Int, tap: () -> Void) {
    let batch = 1_000
    for _ in 0..<batch { tap() }
    var cpu: [Double] = []
    var wall: [Double] = []
    for _ in 0..<max(1, count / batch) {
        let cpuStart = threadCPUNanoseconds()
        let wallStart = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<batch { tap() }
        wall.append(Double(DispatchTime.now().uptimeNanoseconds - wallStart) / Double(batch))
        cpu.append(Double(threadCPUNanoseconds() - cpuStart) / Double(batch))
    }
    cpu.sort()
    wall.sort()
    func microseconds(_ nanoseconds: Double) -> String { String(format: "%.2f µs", nanoseconds / 1_000) }
    print("timed-tap main thread per tap (\(cpu.count) batches of \(batch)): CPU median \(microseconds(cpu[cpu.count / 2])), fastest \(microseconds(cpu[0])); wall median \(microseconds(wall[wall.count / 2])), fastest \(microseconds(wall[0]))")
}

/// The calling thread's CPU time.
private func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
