import Foundation

#if canImport(os)
import os
#endif

/// The default handler of delivery problems: it reports them where a developer looks without
/// configuring anything, the unified log on Apple platforms (subsystem `Intercept`, category
/// `delivery`) and standard error elsewhere (T8).
///
/// At most ``maximumPerSecond`` problems are written per second; the ones beyond are counted and
/// summarized in the next line written, so a tracker that fails on every event cannot flood the
/// log or slow the app.
public enum DeliveryProblemLog {
    /// The most problems written per second.
    public static let maximumPerSecond = 10

    /// Writes `problem` (rate limited).
    @Sendable
    public static func report(_ problem: DeliveryProblem) {
        guard let suppressed = limiter.admit() else { return }
        var line = problem.description
        if suppressed > 0 { line += " (\(suppressed) earlier problems not shown)" }
        write(line)
    }

    private static let limiter = RateLimiter(perSecond: maximumPerSecond)

    private static func write(_ line: String) {
        #if canImport(os)
        if #available(iOS 14, macOS 11, tvOS 14, watchOS 7, *) {
            Logger(subsystem: "Intercept", category: "delivery").error("\(line, privacy: .public)")
            return
        }
        #endif
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Admits a bounded number of calls per one-second window.
    final class RateLimiter: @unchecked Sendable {
        private let lock = NSLock()
        private let perSecond: Int
        private var windowStart = Date.distantPast
        private var admitted = 0
        private var suppressed = 0

        init(perSecond: Int) { self.perSecond = perSecond }

        /// `nil` when the call is over the limit; otherwise how many were suppressed before it.
        func admit(now: Date = Date()) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            if now.timeIntervalSince(windowStart) >= 1 {
                windowStart = now
                admitted = 0
            }
            guard admitted < perSecond else {
                suppressed += 1
                return nil
            }
            admitted += 1
            defer { suppressed = 0 }
            return suppressed
        }
    }
}
