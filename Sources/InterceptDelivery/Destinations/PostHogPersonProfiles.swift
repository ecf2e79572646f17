/// Which PostHog events create or update a person profile (J1). PostHog bills events that
/// process a profile at up to four times the price of anonymous ones, and its own SDKs process
/// profiles only for identified users by default: so does Intercept.
public enum PostHogPersonProfiles: Sendable, Hashable {
    /// Events before ``UploadTracker/identify(userId:traits:)`` carry
    /// `$process_person_profile: false`; an identified user's events carry `true` (the default,
    /// posthog-ios's `.identifiedOnly`).
    case identifiedOnly
    /// Every event processes a profile, anonymous ones included.
    case always
    /// No event processes a profile; `identify` sends no `$identify` (there is no profile to set
    /// traits on), and events still carry the user id as `distinct_id`.
    case never

    /// The value of `$process_person_profile` for an event of a user identified or not.
    func processes(identified: Bool) -> Bool {
        switch self {
        case .identifiedOnly: identified
        case .always: true
        case .never: false
        }
    }
}
