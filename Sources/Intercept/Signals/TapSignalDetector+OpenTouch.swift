import Foundation

/// A touch in progress, as the tap signals follow it (A1, A2, A3, B1).
@MainActor
extension TapSignalDetector {
    final class OpenTouch {
        let id: PhysicalActionID
        let began: Date
        let start: Point
        var location: Point
        var phase: PhysicalActionPhase
        weak var node: (any ViewNode)?
        var isHandled = false
        /// When the finger lifted: a touch's action may end later (its end withheld, B1), and a
        /// tap is measured to the lift.
        var lifted: Date?
        /// The recognizers Intercept heard recognize this touch, for the check that their state
        /// lasts through the touch's dispatch (a few at most: a hand has few recognizers).
        var heardRecognizers: [WeakHost] = []
        /// How many of the taps before this one a recognizer needing several taps counted when it
        /// recognized this one (a double tap's first): they are not taps of their own (A1).
        var earlierTapsConsumed = 0
        /// The views of the recognizers waiting for another tap that withhold this touch's end:
        /// a next touch inside one of them is that tap, one elsewhere leaves them waiting (B1).
        var waitingViews: [WeakNode] = []
        /// Whether the app's code or a tap recognizer Intercept does not hear may have handled it,
        /// read with the rest of its path when its dispatch returned (A2).
        var mayBeHandledUnseen: Bool?

        init(id: PhysicalActionID, began: Date, location: Point, phase: PhysicalActionPhase, node: any ViewNode) {
            self.id = id
            self.began = began
            self.start = location
            self.location = location
            self.phase = phase
            self.node = node
        }
    }
}
