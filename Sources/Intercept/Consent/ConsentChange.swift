/// What ``Interception/optOut()`` or ``Interception/optIn()`` did (N1).
///
/// The decision takes effect at once, whether or not it could be saved: a store that cannot be
/// written (a read-only disk) leaves it in force for this launch, and says so here and to the
/// problem handler (`DeliveryProblem.Reason.consentNotSaved(problem:)`).
public struct ConsentChange: Sendable, Equatable {
    /// The decision now in force.
    public var decision: ConsentDecision
    /// Why the decision could not be saved in the ``ConsentStore``; `nil` when it was saved.
    public var storeProblem: String?

    /// Whether the decision was saved and so outlives this launch.
    public var isSaved: Bool { storeProblem == nil }

    /// Creates a change.
    public init(decision: ConsentDecision, storeProblem: String? = nil) {
        self.decision = decision
        self.storeProblem = storeProblem
    }
}
