import Intercept

/// The JSON shapes Intercept writes events in.
public enum EventFormat: String, Sendable, CaseIterable {
    /// `InteractionEvent` as it is, keys sorted, timestamps in milliseconds since 1970.
    case interactionEvent
    /// The widely used autotrack shape: `$AppClick`, `$AppViewScreen`, ... (see ``AutotrackEvent``).
    case autotrack
}
