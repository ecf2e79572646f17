import Foundation

/// A ``ConsentStore`` that keeps the decision in memory only: the default where no app runs (macOS
/// tools, Linux, tests), so nothing there writes a file the next run would read. A decision saved
/// here is gone at the next launch; ``FileConsentStore`` (the default on iOS and visionOS) or a
/// store of your own keeps an opt-out across launches (N1).
public final class InMemoryConsentStore: ConsentStore, @unchecked Sendable {
    private let lock = NSLock()
    private var decision: ConsentDecision?

    /// Creates a store holding `decision` (`nil`: none saved yet).
    public init(_ decision: ConsentDecision? = nil) {
        self.decision = decision
    }

    public func loadDecision() -> ConsentDecision? {
        lock.lock()
        defer { lock.unlock() }
        return decision
    }

    public func save(_ decision: ConsentDecision) {
        lock.lock()
        self.decision = decision
        lock.unlock()
    }
}
