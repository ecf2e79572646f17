import Foundation

/// The delivery side of the application lifecycle: bounded flushes on background and termination
/// (T9), and a session for an interception installed after launch (F11).
extension Interception {
    /// Tells an interception installed after the app launched that the app is already running: it
    /// starts the session (`appStart`, cold) unless one is in progress, so a late install still
    /// reports the session start (F11). A no-op in the background, where the next foreground
    /// starts the session, and when the launch was heard.
    @_spi(Platform) public func applicationIsAlreadyRunning(inBackground: Bool) {
        guard !inBackground else { return }
        applicationDidLaunch()
    }

    /// The flush on going to the background: bounded in time, and inside a background task when
    /// the platform offers one, ended when the flush is done or the time is up.
    func startBackgroundFlush() -> Task<DeliveryReport, Never> {
        let dispatcher = self.dispatcher
        let describing = self.describing
        let timeout = configuration.backgroundFlushTimeout
        guard let provider = backgroundTime else {
            return Task { await Interception.flush(describing, dispatcher, timeout: timeout) }
        }
        let task = BackgroundTask(provider: provider)
        task.begin()
        return Task { @MainActor in
            let report = await Interception.flush(describing, dispatcher, timeout: timeout)
            task.end()
            return report
        }
    }

    /// Blocks `applicationWillTerminate` until the trackers flushed, or the time limit passed.
    func flushBeforeTermination() {
        let timeout = configuration.terminationFlushTimeout
        let start = Date()
        describing.flushAndWait(timeout: timeout)
        dispatcher.flushAndWait(timeout: max(0, timeout - Date().timeIntervalSince(start)))
    }
}

/// One background task: begun once, ended once, whether by the flush or by expiration.
@MainActor
final class BackgroundTask {
    private let provider: any BackgroundTimeProvider
    private var identifier: Int?
    private var hasEnded = false

    init(provider: any BackgroundTimeProvider) {
        self.provider = provider
    }

    func begin() {
        identifier = provider.beginBackgroundTask(named: "Intercept.flush") { [weak self] in self?.end() }
        if hasEnded, let identifier { provider.endBackgroundTask(identifier) }
    }

    func end() {
        guard !hasEnded else { return }
        hasEnded = true
        if let identifier { provider.endBackgroundTask(identifier) }
    }
}
