/// Where the user's consent decision is kept between launches (N1).
///
/// ``Interception`` reads it once, when it is created, and writes it on every
/// ``Interception/optOut()`` and ``Interception/optIn()``. ``FileConsentStore`` keeps the decision
/// in a file in Application Support, the default on iOS and visionOS, so an opt-out holds at every
/// later launch without a line of set-up; ``InMemoryConsentStore``, the default elsewhere (macOS
/// tools, Linux, tests), keeps nothing past the process (``ConsentPolicy/platformDefaultStore``).
/// An app that keeps its
/// consent elsewhere (its consent-management platform, its own defaults) implements this protocol.
///
/// Both calls are made on the main actor and should be quick (a small file, a defaults key).
public protocol ConsentStore: Sendable {
    /// The decision saved last, or `nil` when none was ever saved (the first launch).
    ///
    /// - Throws: When the store exists but cannot be read; the interception then starts opted out
    ///   (the decision it cannot read might have been an opt-out) and reports the problem.
    func loadDecision() throws -> ConsentDecision?

    /// Saves `decision`, replacing the previous one.
    ///
    /// - Throws: When it cannot be saved (a read-only disk): the decision still holds for this
    ///   launch; the failure is returned by the call that made it and reported.
    func save(_ decision: ConsentDecision) throws
}

/// The user's answer to "may this app collect analytics about how you use it?" (N1).
public enum ConsentDecision: String, Sendable, Equatable, Codable {
    /// Collection is allowed.
    case optedIn
    /// Nothing is captured, queued or sent; what was pending was deleted.
    case optedOut
}
