/// How an ``Interception`` starts with respect to the user's consent, and where the decision is
/// kept (N1).
///
/// ```swift
/// var configuration = InterceptionConfiguration()
/// configuration.consent = ConsentPolicy(requiresOptIn: true)   // consent first, kept across launches
/// ```
public struct ConsentPolicy: Sendable {
    /// Consent first (regions where analytics need the user's agreement): until the app calls
    /// ``Interception/optIn()``, the interception is opted out. A decision saved in ``store``
    /// wins over it: a user who opted in at an earlier launch stays opted in. `false` by default.
    public var requiresOptIn: Bool
    /// Where the decision is read at start and saved on every change; by default
    /// ``platformDefaultStore``.
    public var store: any ConsentStore

    /// Creates a policy.
    public init(requiresOptIn: Bool = false, store: any ConsentStore = ConsentPolicy.platformDefaultStore) {
        self.requiresOptIn = requiresOptIn
        self.store = store
    }

    /// Where a decision is kept unless the app says otherwise: in an app (iOS, visionOS), a
    /// ``FileConsentStore`` at its ``FileConsentStore/defaultFile`` in Application Support, so a
    /// user's opt-out holds at every later launch with no set-up (as PostHog's, Amplitude's and
    /// Mixpanel's do); on macOS and Linux (tools, tests; a Mac app passes `FileConsentStore()`) an
    /// ``InMemoryConsentStore``, so no run writes a file that the next one, or another test, would
    /// read.
    public static var platformDefaultStore: any ConsentStore {
        #if os(iOS) || os(visionOS)
        FileConsentStore()
        #else
        InMemoryConsentStore()
        #endif
    }
}
