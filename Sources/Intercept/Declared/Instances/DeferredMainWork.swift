/// How a platform runs work once the current run-loop turn is over (S1, S5, S12): SwiftUI delivers
/// every `onAppear` and `onDisappear` of an update, in any order, within one turn, so the
/// declared instances settle what they heard on the next one. The SwiftUI adapter enqueues a
/// main-actor task; the headless runtime its main queue, drained when an update is over.
///
/// The platform gives only the mechanism; when to settle, and how often, is the core's
/// (``Interception/declaredAppearancesDidChange(_:)``).
@_spi(Platform) public struct DeferredMainWork: Sendable {
    let enqueue: @MainActor @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void

    /// Work that `enqueue` runs after the current run-loop turn.
    @_spi(Platform) public init(_ enqueue: @escaping @MainActor @Sendable (@escaping @MainActor @Sendable () -> Void) -> Void) {
        self.enqueue = enqueue
    }
}

extension Interception {
    /// Notes that declared screens or exposures received signals: one settle of
    /// `settleDeclaredAppearances()` runs after the current run-loop turn, however many signals
    /// come before it (S1, S5).
    @_spi(Platform) public func declaredAppearancesDidChange(_ work: DeferredMainWork) {
        guard !visits.isSettleScheduled else { return }
        visits.isSettleScheduled = true
        work.enqueue { [weak self] in
            guard let self else { return }
            self.visits.isSettleScheduled = false
            self.settleDeclaredAppearances()
        }
    }
}
