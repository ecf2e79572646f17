extension Interception {
    /// Where a touch is, in its window's coordinates, and the view it was hit-tested to (A1-A3).
    /// Events the touch produces carry the location (A3), and rage and dead taps are computed
    /// from the touches' places, durations and what handled them (A1, A2).
    public func physicalAction(_ action: PhysicalActionID, isAt location: Point, on view: any ViewNode, phase: PhysicalActionPhase) {
        guard location.x.isFinite, location.y.isFinite else { return }
        tapSignals.touch(action, isAt: location, on: view, phase: phase, now: now)
    }

    /// Something handled the current touch (or, between touches, the taps still in their dead-tap
    /// window): a control action, a recognition, a list selection, a menu, a page appearing (A2).
    func noteTouchHandled() {
        tapSignals.noteHandled(now: now)
    }

    /// Where the current touch is, relative to `node`, for the event about to be offered (A3).
    func touchLocation(relativeTo node: any ViewNode) -> TouchLocation? {
        guard let location = tapSignals.currentLocation else { return nil }
        return TouchLocation(window: location, relativeTo: node)
    }
}
