/// When a list selection produces an event (D3).
public struct ListSelectionPolicy: Sendable, Equatable {
    /// When `true` (the default), a selection produces an event only if the business delegate
    /// handles selection (implements `didSelect`): a row that does nothing when tapped is not an
    /// interaction worth reporting. When `false`, every user selection with a live business
    /// delegate produces one.
    ///
    /// Hosts ask their delegate which methods it implements when it is assigned and keep the
    /// answers (UIKit does, F3), so a change takes effect on a host at its next delegate
    /// assignment: set it before assigning delegates.
    public var requiresBusinessHandler: Bool

    /// Creates a policy.
    public init(requiresBusinessHandler: Bool = true) {
        self.requiresBusinessHandler = requiresBusinessHandler
    }
}
