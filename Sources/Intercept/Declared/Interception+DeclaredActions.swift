extension Interception {
    /// A declared element's action ran: a tracked SwiftUI `Button`'s action, a tracked binding set
    /// by its control, a tracked tap (S2). Reported as a `controlAction` that competes for the
    /// touch in progress as the most specific source (U1): the private UIKit control under a SwiftUI
    /// `Toggle`, the cell of the `List` row, a recognizer of the same touch give no second event.
    /// It handles the touch (no dead tap, A2), and the rage-tap count sees one tap per touch (A1).
    /// `value` is a control's new value (its content); `nil` for an action, whose content is its
    /// label. Nothing is reported while controls are switched off (U2). An element whose declared
    /// screen is not visited names no screen (S4): a pushed destination or a sheet that declares
    /// none inherits the scope of the screen below, whose visit is over, and reporting that finished
    /// screen would put the action on a page the user has left.
    @_spi(Platform) public func declaredActionDidRun(_ element: DeclaredElement, value: DeclaredControlValue? = nil) {
        noteTouchHandled()
        guard isEnabled(.controls), let description = elementDescriber.describe(element, value: value) else { return }
        let event = InteractionEvent(
            kind: .controlAction,
            timestamp: now,
            element: description.element,
            screen: element.screen?.isVisited == false ? nil : description.screen,
            customProperties: description.customProperties,
            touch: tapSignals.currentLocation.map { TouchLocation(window: $0) }
        )
        if physicalActions.current == nil {
            reportTouchless(PendingEvent(event))
        } else {
            offer(event, from: .declared)
        }
    }

    /// Whether a touch is in progress (its location known): a declared action reported now
    /// competes for it (U1).
    var isTouchInProgress: Bool { tapSignals.currentLocation != nil }
}
