import Foundation

/// How an ``UploadTracker`` batches, sends and retries (T6).
public struct UploadPolicy: Sendable {
    /// A batch is sent as soon as this many events are pending.
    public var maximumBatchCount: Int
    /// A batch holds at most this many bytes of events (at least one event, whatever its size).
    /// The default, 480,000, stays below Segment's 500 KB request limit with room for the body
    /// around the events; a ``Destination``'s own limits apply on top.
    public var maximumBatchBytes: Int
    /// Seconds the oldest pending event may wait for a batch to fill before it is sent anyway.
    public var maximumBatchAge: TimeInterval
    /// Seconds without progress after which a request counts as timed out (and is retried); at
    /// least 1 (FoundationNetworking on Linux times a shorter limit out at once).
    public var requestTimeout: TimeInterval
    /// The first back-off after a failure, in seconds; it doubles with each failure in a row.
    public var initialBackoff: TimeInterval
    /// The longest back-off, in seconds.
    public var maximumBackoff: TimeInterval
    /// The longest wait a `Retry-After` header can impose, in seconds.
    public var maximumRetryAfter: TimeInterval
    /// Extra HTTP header fields of every request (an API key, say).
    public var headers: [String: String]

    /// Creates a policy.
    public init(
        maximumBatchCount: Int = 100,
        maximumBatchBytes: Int = 480_000,
        maximumBatchAge: TimeInterval = 10,
        requestTimeout: TimeInterval = 30,
        initialBackoff: TimeInterval = 1,
        maximumBackoff: TimeInterval = 300,
        maximumRetryAfter: TimeInterval = 3600,
        headers: [String: String] = [:]
    ) {
        self.maximumBatchCount = max(1, maximumBatchCount)
        self.maximumBatchBytes = max(1, maximumBatchBytes)
        self.maximumBatchAge = max(0, maximumBatchAge)
        self.requestTimeout = max(1, requestTimeout)
        self.initialBackoff = max(0.001, initialBackoff)
        self.maximumBackoff = max(self.initialBackoff, maximumBackoff)
        self.maximumRetryAfter = max(0, maximumRetryAfter)
        self.headers = headers
    }

    /// The wait after `failures` failures in a row: exponential, capped, with full jitter in its
    /// upper half, so that many clients failing together do not retry together. `random` is in
    /// 0...1 (0: half the ceiling, 1: the ceiling).
    public func backoff(afterFailures failures: Int, random: Double = Double.random(in: 0...1)) -> TimeInterval {
        let exponent = Double(min(max(0, failures - 1), 62))
        let ceiling = min(maximumBackoff, initialBackoff * pow(2, exponent))
        return ceiling * (0.5 + 0.5 * random)
    }
}
