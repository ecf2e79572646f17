/// How an ``Interception`` starts with respect to the user's consent, and where the decision is
/// kept (N1).
///
/// ```swift
/// var configuration = InterceptionConfiguration()
/// configuration.consent = ConsentPolicy(requiresOptIn: true, store: FileConsentStore())
/// ```
public struct ConsentPolicy: Sendable {
    /// Consent first (regions where analytics need the user's agreement): until the app calls
    /// ``Interception/optIn()``, the interception is opted out. A decision saved in ``store``
    /// wins over it: a user who opted in at an earlier launch stays opted in. `false` by default.
    public var requiresOptIn: Bool
    /// Where the decision is read at start and saved on every change; in memory by default.
    public var store: any ConsentStore

    /// Creates a policy.
    public init(requiresOptIn: Bool = false, store: any ConsentStore = InMemoryConsentStore()) {
        self.requiresOptIn = requiresOptIn
        self.store = store
    }
}
