/// A touch's end withheld from its view while recognizers decide (B1), in UIKit's order (Apple,
/// `UIGestureRecognizer.delaysTouchesEnded`: "the window suspends delivery of touch objects in the
/// ended phase to the attached view. If the gesture recognizer subsequently recognizes its
/// gesture, these touch objects are cancelled [with `cancelsTouchesInView`] ... If the gesture
/// recognizer does not recognize its gesture, the window delivers these objects in an invocation
/// of the view's `touchesEnded(_:with:)`"). A single tap that requires a double tap to fail waits
/// for the double tap's timer (`UITapRecognizer`'s `tooSlow:`), some 0.35 s after the touch's
/// turn: then the double tap fails, the single tap recognizes, and the view gets the touch's end
/// (a control its touch-up, a table the pending selection it makes at the end of that turn).
extension Application {
    /// The touch whose end is withheld, and the recognizers still deciding.
    struct WithheldTouchEnd {
        let event: TouchEvent
        let undecided: [GestureRecognizer]
    }

    /// The timers of tap recognizers waiting for another tap fire, in a run-loop turn of their
    /// own: the waiting recognizers fail, those that required their failure recognize, and the
    /// touch's end they withheld reaches its view (cancelled there when a recognizer that cancels
    /// touches in its view recognized). Nothing when no touch's end is withheld.
    public func fireTapTimers() {
        guard let withheld = withheldTouchEnd else { return }
        withheldTouchEnd = nil
        let view = withheld.event.touch.view
        for recognizer in withheld.undecided where recognizer.isWaitingForMoreTaps {
            recognizer.simulateFailed(touching: view)
        }
        var isCancelledInView = false
        for recognizer in withheld.undecided where !recognizer.isWaitingForMoreTaps {
            if recognizer.simulateRecognition(touching: view), recognizer.cancelsTouchesInView { isCancelledInView = true }
        }
        deliverTouchEnd(withheld.event, cancelled: isCancelledInView)
        runLoopTurn()
    }

    /// The view gets the touch's end: the control tracking it ends (or cancels) tracking, and the
    /// list cell it is in is selected, unless a recognizer cancelled the touch in the view.
    func deliverTouchEnd(_ event: TouchEvent, cancelled: Bool) {
        let view = event.touch.view
        if let control = trackingControl(for: view) {
            control.isTouchInside = cancelled ? false : event.touch.isInside
            if cancelled { control.cancelTracking(with: event) } else { control.endTracking(with: event) }
            control.isTouchInside = false
        }
        if !cancelled { selectListCell(containing: view) }
    }
}
