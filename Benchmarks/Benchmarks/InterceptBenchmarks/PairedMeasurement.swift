import Benchmark
import Foundation

/// Times a baseline and a subject alternately inside one benchmark sample, so that the noise of a
/// shared machine hits both alike, and records their ratio (in percent) and each one's
/// nanoseconds per operation as custom metrics.
enum PairedMeasurement {
    static let ratio = BenchmarkMetric.custom("ratio subject/baseline (%)", polarity: .prefersSmaller, useScalingFactor: false)
    static let subjectNanoseconds = BenchmarkMetric.custom("subject (ns/op)", polarity: .prefersSmaller, useScalingFactor: false)
    static let baselineNanoseconds = BenchmarkMetric.custom("baseline (ns/op)", polarity: .prefersSmaller, useScalingFactor: false)
    static let metrics: [BenchmarkMetric] = [ratio, subjectNanoseconds, baselineNanoseconds]

    /// Runs `baseline` and `subject` `operations` times each, alternating the order between
    /// rounds, and records the ratio of the totals.
    @inline(never)
    static func measure(
        _ benchmark: Benchmark,
        operations: Int,
        rounds: Int = 4,
        baseline: (Int) -> Void,
        subject: (Int) -> Void
    ) {
        var baselineTotal: UInt64 = 0
        var subjectTotal: UInt64 = 0
        let perRound = max(1, operations / rounds)
        for round in 0..<rounds {
            if round.isMultiple(of: 2) {
                baselineTotal += time { baseline(perRound) }
                subjectTotal += time { subject(perRound) }
            } else {
                subjectTotal += time { subject(perRound) }
                baselineTotal += time { baseline(perRound) }
            }
        }
        let count = UInt64(perRound * rounds)
        benchmark.measurement(ratio, Int(subjectTotal * 100 / max(1, baselineTotal)))
        benchmark.measurement(subjectNanoseconds, Int(subjectTotal / count))
        benchmark.measurement(baselineNanoseconds, Int(baselineTotal / count))
    }

    @inline(__always)
    static func time(_ body: () -> Void) -> UInt64 {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return DispatchTime.now().uptimeNanoseconds - start
    }
}
