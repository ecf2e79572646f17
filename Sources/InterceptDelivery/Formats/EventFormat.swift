@_spi(Platform) import Intercept

/// The JSON shapes Intercept writes events in.
public enum EventFormat: String, Sendable, CaseIterable {
    /// `InteractionEvent` as it is, keys sorted, timestamps in milliseconds since 1970.
    case interactionEvent
    /// Sensors Analytics-style autotrack events: `$AppClick`, `$AppViewScreen`, ... (see
    /// ``AutotrackEvent``), for Intercept's generic body, which is no back end's API body: to
    /// deliver to a back end, use a ``Destination``.
    case autotrack
}
