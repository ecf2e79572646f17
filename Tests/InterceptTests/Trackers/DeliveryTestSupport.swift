import Foundation
import Intercept

/// Polls `condition` for at most ten seconds: long enough for a machine busy with other tests and
/// builds, and a passing condition returns at once.
func waitFor(_ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.01)
    }
    return condition()
}

/// The seconds of CPU time the calling thread spends in `work`, which, unlike the wall clock, other
/// processes sharing the cores do not inflate.
func threadCPUTime(_ work: () throws -> Void) rethrows -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = now()
    try work()
    return now() - start
}
