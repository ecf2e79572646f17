import Foundation

extension Interception {
    /// Where a touch is, in its window's coordinates, and the view it was hit-tested to (A1-A3).
    /// Events the touch produces carry the location (A3), and rage and dead taps are computed
    /// from the touches' places, durations and what handled them (A1, A2).
    @_spi(Platform) public func physicalAction(_ action: PhysicalActionID, isAt location: Point, on view: any ViewNode, phase: PhysicalActionPhase) {
        guard location.x.isFinite, location.y.isFinite else { return }
        if phase == .began { closeWithheldTouchEnds(awaiting: action, on: view) }
        tapSignals.touch(action, isAt: location, on: view, phase: phase, now: now)
        if pendingPress != nil { settlePendingPress(action, at: location, phase: phase) }
        // A control whose menu is its primary action opens the menu without sending an action:
        // the tap is handled (A2), and reports nothing itself (M1).
        if phase == .ended, let (control, node) = ControlLookup.nearest(from: view), control.isControlEnabled, control.opensMenuAsPrimaryAction {
            menuDidOpen(from: node)
        }
    }

    /// Something handled the current touch (or, between touches, the taps still in their dead-tap
    /// window): a control action, a recognition, a list selection, a menu, a page appearing (A2).
    func noteTouchHandled(by recognizer: (any GestureHost)? = nil) {
        tapSignals.noteHandled(now: now, by: recognizer)
    }

    /// The view a touch in progress on `view` (or inside it) is on: what a recognizer on `view`
    /// recognizes (F16). That is the view it was hit-tested to, unless the finger has since slid
    /// off it onto another view inside `view`: then the deepest view there, since a container
    /// whose recognizer follows the finger acts on what is under it at the end (UIKit's alert
    /// action selection scrubs from row to row, G6).
    func touchedNode(inside view: any ViewNode) -> (any ViewNode)? {
        guard let touch = tapSignals.touch(on: view), let hit = tapSignals.hitNode(of: touch.id) else { return nil }
        guard let location = tapSignals.location(of: touch.id), !TouchLocation.contains(location, in: hit, margin: 0),
            TouchLocation.contains(location, in: view, margin: 0)
        else { return hit }
        var current: any ViewNode = view
        var level = 0
        while level < ViewTreeWalk.maximumDepth,
            let next = current.childNodes.last(where: { !$0.nodeIsHidden && $0.nodeAlpha >= 0.01 && TouchLocation.contains(location, in: $0, margin: 0) })
        {
            current = next
            level += 1
        }
        return current
    }

    /// What a long press that began at once was, now that it ends on `view` (G1): a
    /// `tap` when its touch was one (``TapSignalPolicy``), a `longPress` when held still past the
    /// tap duration, nothing when its touch moved farther than a tap (a drag or a scroll) or was
    /// cancelled. Without a touch to measure (a platform that reports none), the press's own
    /// duration since `began` decides.
    func kindOfPressBeganAtOnce(on view: any ViewNode, since began: Date?) -> InteractionKind? {
        let policy = configuration.tapSignals
        let extent = tapSignals.touch(on: view).flatMap { tapSignals.extent(of: $0.id, now: now) }
        if let extent, extent.phase == .cancelled || extent.movement > policy.maximumTapMovement { return nil }
        let duration = extent?.duration ?? began.map { now.timeIntervalSince($0) } ?? 0
        return policy.isTap(lasting: duration, moving: 0) ? .tap : .longPress
    }

    /// Where the current touch is (or the touch `action`), relative to `node`, for the event about
    /// to be offered (A3); none on a text input (H8).
    func touchLocation(of action: PhysicalActionID? = nil, relativeTo node: any ViewNode) -> TouchLocation? {
        let location = action.flatMap(tapSignals.location(of:)) ?? tapSignals.currentLocation
        return location.flatMap { TouchLocation.ofInteraction(at: $0, on: node) }
    }
}

