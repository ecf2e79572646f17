/// One view's kept ``InheritedTrackingState``, as a platform that cannot add a stored property to
/// its views keeps it beside them (UIKit: an associated object), with what tells whether it can
/// still be trusted: the parent it was computed under and that parent's record as it was then.
/// Only ``InheritedTrackingStateKeeper`` reads and writes it. (Its fields skip exclusivity checks:
/// main-actor state, read at every level of every check, never while being written.)
@_spi(Platform) @MainActor public final class InheritedTrackingRecord {
    @usableFromInline @exclusivity(unchecked) var state: InheritedTrackingState
    /// The address of the view's parent when the state was computed (its identity, never
    /// dereferenced); `nil` at a root.
    @usableFromInline @exclusivity(unchecked) var parent: UnsafeMutableRawPointer?
    /// The parent record's `stamp` when the state was computed (0: no parent record).
    @usableFromInline @exclusivity(unchecked) var parentStamp: UInt64
    /// Names what the view hands down to its subviews (its state and its own flags): a new one,
    /// unique in the process, whenever either changes, so a record computed under the old one is
    /// recognised as stale even if another view now lies at its parent's address.
    @usableFromInline @exclusivity(unchecked) var stamp: UInt64

    @usableFromInline
    init(_ state: InheritedTrackingState, parent: UnsafeMutableRawPointer?, parentStamp: UInt64, stamp: UInt64) {
        self.state = state
        self.parent = parent
        self.parentStamp = parentStamp
        self.stamp = stamp
    }
}
