/// One view's kept ``InheritedTrackingState``, as a platform that cannot add a stored property to
/// its views keeps it beside them (UIKit: an associated object), with what tells whether it can
/// still be trusted. Only ``InheritedTrackingStateKeeper`` reads and writes it.
@_spi(Platform) @MainActor public final class InheritedTrackingRecord {
    var state: InheritedTrackingState
    /// The keeper's generation it was made under: one made under hooks since taken out is stale.
    var generation: Int
    /// Cleared when its view left its window.
    var isValid = true

    init(_ state: InheritedTrackingState, generation: Int) {
        self.state = state
        self.generation = generation
    }
}
