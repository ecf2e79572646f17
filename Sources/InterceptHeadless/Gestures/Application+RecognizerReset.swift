/// When recognizers go back to `possible` (A2): as UIKit's, a recognizer keeps its final state
/// (ended, cancelled, failed) until the touch's event sequence ends, and is reset then (Apple,
/// "About the Gesture Recognizer State Machine": it "remains in one of those final states until
/// the current event sequence ends, at which point UIKit resets the gesture recognizer"); here,
/// once the dispatch of the touch's end returned and the observers heard it.
extension Application {
    /// Whether `recognizer`, which just reached a final state, keeps it until the touch's dispatch
    /// returns: while a touch is dispatched, unless planted otherwise.
    func holdsFinalState(of recognizer: GestureRecognizer) -> Bool {
        guard currentTouchEvent != nil, !resetsRecognizersInsideTouchDispatch else { return false }
        recognizersAwaitingReset.append(recognizer)
        return true
    }

    /// The touch's event sequence ended: the recognizers that reached a final state in it reset.
    func resetRecognizers() {
        guard !recognizersAwaitingReset.isEmpty else { return }
        let due = recognizersAwaitingReset
        recognizersAwaitingReset = []
        for recognizer in due { recognizer.reset() }
    }
}
