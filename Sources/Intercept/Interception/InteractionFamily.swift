/// A family of interactions, each with its own run-time switch (U2).
public enum InteractionFamily: String, Sendable, Hashable, Codable, CaseIterable {
    /// Table row and collection item selection.
    case lists
    /// Tap and long-press gesture recognizers.
    case gestures
    /// Control target-actions.
    case controls
    /// Page enter and exit, app lifecycle.
    case pages
    /// View exposure.
    case exposure
    /// Signals computed from taps: rage taps and dead taps (A1, A2).
    case signals
}
