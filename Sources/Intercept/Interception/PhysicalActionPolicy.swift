import Foundation

/// How long a touch may hold back the event order (F6).
///
/// While a touch is in progress, every event emitted is held back so that the touch's one event
/// (U1) comes first. The end of a touch is what releases them, and the platform does not always
/// deliver it: a touch whose ended or cancelled phase never arrives would hold every later event
/// forever. A touch is therefore also closed when the application resigns active or goes to the
/// background, when a new touch begins after it has been in progress for
/// ``newTouchClosesAfter``, and, whatever happens, once it has been in progress for
/// ``maximumTouchDuration``.
public struct PhysicalActionPolicy: Sendable, Equatable {
    /// A touch still in progress this long when another touch begins is taken as one whose end
    /// was lost, and closed. Shorter than a deliberate hold with a second finger is rare; a
    /// simultaneous second finger comes well within it.
    public var newTouchClosesAfter: TimeInterval
    /// No touch holds events back longer than this, whether or not another touch begins; checked
    /// whenever an event is emitted or offered, a touch begins, or the trackers are flushed.
    public var maximumTouchDuration: TimeInterval

    /// Creates a policy; the defaults close a lost touch when the next one begins after two
    /// seconds, and any touch after thirty.
    public init(newTouchClosesAfter: TimeInterval = 2, maximumTouchDuration: TimeInterval = 30) {
        self.newTouchClosesAfter = newTouchClosesAfter
        self.maximumTouchDuration = maximumTouchDuration
    }
}
