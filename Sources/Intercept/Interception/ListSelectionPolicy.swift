/// When a list selection produces an event (D3).
public struct ListSelectionPolicy: Sendable, Equatable {
    /// When `true` (the default), a selection produces an event only if the business delegate
    /// handles selection (implements `didSelect`): a row that does nothing when tapped is not an
    /// interaction worth reporting. When `false`, every user selection with a live business
    /// delegate produces one.
    public var requiresBusinessHandler: Bool

    /// Creates a policy.
    public init(requiresBusinessHandler: Bool = true) {
        self.requiresBusinessHandler = requiresBusinessHandler
    }
}
