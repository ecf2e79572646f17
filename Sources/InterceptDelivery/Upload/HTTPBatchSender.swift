import Foundation
import Intercept

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends one batch body with an HTTP POST and waits for the outcome; used from the upload thread
/// only. `URLSession` is Foundation's (`FoundationNetworking` on Linux): no dependency.
final class HTTPBatchSender: @unchecked Sendable {
    private let endpoint: URL
    private let policy: UploadPolicy
    private let session: URLSession
    /// Guards `isCancelled` and the creation of each task: FoundationNetworking traps ("Session
    /// invalidated") when a task is made on a session ``cancel()`` has invalidated, and the upload
    /// thread can reach `send` just after another thread stopped the loop.
    private let lock = NSLock()
    private var isCancelled = false
    private var currentTask: URLSessionDataTask?
    /// What `send` waits on while a request is in flight: ``cancel()`` signals it, so closing
    /// never waits for the network.
    private var waitingSend: DispatchSemaphore?

    init(endpoint: URL, policy: UploadPolicy) {
        self.endpoint = endpoint
        self.policy = policy
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = policy.requestTimeout
        configuration.timeoutIntervalForResource = max(policy.requestTimeout * 4, 60)
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpMaximumConnectionsPerHost = 1
        session = URLSession(configuration: configuration)
    }

    /// Posts `body` and blocks until the response, a failure, or cancellation by ``cancel()``.
    /// `format` gives the URL and the header fields its back end expects (the policy's are added);
    /// with `gzip`, the body goes compressed when that makes it smaller (T16).
    func send(_ body: Data, format: any WireFormat, gzip: Bool = false) -> UploadReply {
        let (url, headers) = format.request(to: endpoint)
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: policy.requestTimeout)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue(InterceptLibrary.userAgent, forHTTPHeaderField: "User-Agent")
        for (field, value) in headers { request.setValue(value, forHTTPHeaderField: field) }
        for (field, value) in policy.headers { request.setValue(value, forHTTPHeaderField: field) }
        request.httpBody = body
        if gzip {
            let compressed = Gzip.compress(body)
            if compressed.count < body.count {
                request.setValue("gzip", forHTTPHeaderField: "Content-Encoding")
                request.httpBody = compressed
            }
        }
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox()
        lock.lock()
        guard !isCancelled else {
            lock.unlock()
            return UploadReply(result: .retry(reason: "cancelled", after: nil), statusCode: nil, body: Data())
        }
        let task = session.dataTask(with: request) { data, response, error in
            let response = response as? HTTPURLResponse
            box.result = UploadReply(result: UploadResult(response: response, error: error), statusCode: response?.statusCode, body: data ?? Data())
            done.signal()
        }
        currentTask = task
        waitingSend = done
        task.resume()
        lock.unlock()
        done.wait()
        lock.lock()
        currentTask = nil
        waitingSend = nil
        let wasCancelled = isCancelled
        lock.unlock()
        let reason = wasCancelled ? "cancelled" : "no response"
        return box.result ?? UploadReply(result: .retry(reason: reason, after: nil), statusCode: nil, body: Data())
    }

    /// Cancels the request in progress and every later one.
    func cancel() {
        lock.lock()
        isCancelled = true
        let task = currentTask
        let waiting = waitingSend
        waitingSend = nil
        lock.unlock()
        // The waiting send returns at once with a retry (the batch stays queued). On Linux the
        // request in flight is left to finish or time out by itself: FoundationNetworking's
        // `URLSessionTask.cancel()` (and `invalidateAndCancel()`) races a task that completes at
        // the same moment and traps in its task registry ("not in the registry"), seen under load.
        waiting?.signal()
        #if !canImport(FoundationNetworking)
        task?.cancel()
        #else
        _ = task
        #endif
        session.finishTasksAndInvalidate()
    }

    /// The reply, written by the session's completion handler and read by `send`, which can
    /// return before it when cancelled: guarded by a lock of its own.
    private final class ResultBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: UploadReply?

        var result: UploadReply? {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }
}
