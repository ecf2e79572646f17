/// Why trackers are asked to delete what they keep (``Tracker/erase(_:)``).
public enum ErasureRequest: Sendable, Equatable {
    /// The user opted out (``Interception/optOut()``, N1): delete the events not yet sent. The
    /// identity may stay, so that an opt-in later continues the same anonymous user.
    case consentWithdrawn
    /// The user asked for their data to be erased (``Interception/eraseStoredData()``, N2):
    /// delete queued events, rejected evidence, identity and session; the next event starts a new
    /// anonymous identity.
    case storedData
}
