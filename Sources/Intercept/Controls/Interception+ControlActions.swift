import Foundation

extension Interception {
    /// Reports a control's action as a `controlAction` event when it is a user action (C1-C5,
    /// H8): by the event it was sent for (``ControlActionPolicy``), one per touch or touchless
    /// activation however many target-actions fire (C3), describing the control's state
    /// when the touch ends (a dragged slider reports once, its final value, C2). A text input's
    /// actions are never reported, nor are those of controls inside one (a PIN pad's keys, a
    /// text field's clear button), and its text never is (H8). Nothing is reported while
    /// controls are switched off (U2).
    ///
    /// Which touch the action belongs to is decided here: among the touches of its event, the one
    /// that landed on the control; for an action with no touch in its event, a touch in progress
    /// on the control, or for a control that dispatches without a touch (a standard bar button
    /// item, ``ControlHost/sendsActionsWithoutTouch``) the touch in progress (F7), or for a
    /// control its container's touch drives (a refresh control,
    /// ``ControlActionPolicy/containerDrivenControlTypes``) the touch in progress inside that
    /// container (C1). A touchless
    /// action without such a touch is reported with its ``InputMethod``, or not at all when it
    /// was sent from code.
    ///
    /// Called alone, the action counts as performed (a `UIAction` handler, which always runs);
    /// a platform that learns from the send whether anything performed it calls
    /// `controlWillSendAction(from:_:)` instead (C1).
    @_spi(Platform) public func controlDidSendAction(from control: any ControlHost, _ dispatch: ControlActionDispatch) {
        var node = control.controlElementNode
        // A standard bar button item is not a view, and the platform does not say which view
        // shows it: the control its touch landed on does (F7, F16).
        if node == nil, control.sendsActionsWithoutTouch, let current = physicalActions.current, let hit = tapSignals.hitNode(of: current) {
            node = ControlLookup.nearest(from: hit)?.node
        }
        var touch: (id: PhysicalActionID, phase: PhysicalActionPhase)?
        var touchless = ControlActionPolicy.TouchlessOrigin.none
        var settledTouch: TapSignalDetector.EndedTouch?
        switch dispatch.input {
        case .touches(let phases):
            if !phases.isEmpty, !phases.keys.contains(where: physicalActions.contains) {
                assumptionChecks.record(
                    .controlSendInsideTouchDispatch, "an action of \(TypeNames.name(of: type(of: control))) sent for touches not in dispatch", at: now)
            }
            touch = node.flatMap { tapSignals.touch(on: $0, among: Set(phases.keys)) }
                ?? phases.min { $0.key.description < $1.key.description }.map { ($0.key, $0.value) }
        case .press, .none:
            if let current = physicalActions.current, control.sendsActionsWithoutTouch {
                touch = (current, .ended)
                touchless = .touchInProgress
            } else if let node, let onControl = tapSignals.touch(on: node) {
                touch = onControl
                touchless = .touchInProgress
            } else if let node, configuration.controlActions.containerDrivenControlTypes.contains(node),
                let container = node.parentNode, let inContainer = tapSignals.touch(on: container)
            {
                // A refresh control pulled by a finger on the list's content (C1).
                touch = inContainer
                touchless = .touchInProgress
            } else if let node, control.settlesAfterTouch || configuration.controlActions.settlingControlTypes.contains(node),
                let ended = tapSignals.touchEnded(on: node, within: configuration.controlActions.settlingWindow, now: now)
            {
                touchless = .settling
                settledTouch = ended
            }
        }
        // Any action a target handles answers the touch, reported or not (A2); so does a control
        // settling after the finger lifted (a wheel's tap that changed the date: A2), that
        // touch's tap only (A2).
        if touch != nil { whenPerformed { $0.noteTouchHandled() } }
        if let settledTouch { whenPerformed { $0.tapSignals.noteSettled(after: settledTouch) } }
        // The platform's own hop (its private control sending to its own object: a bar button's
        // control triggering the item, which reports itself, C5) is never the app's action,
        // unless it is one that performs an app's action (a swipe action's button, M1).
        var reportedType: String?
        if isPlatformHop(from: control, dispatch) {
            guard let hop = appActionHop(from: control, dispatch) else { return }
            reportedType = hop.reportedTypeName
        }
        // From the view's kind, not its content: no text is copied to learn it (H8).
        let isTextInput = node?.userEntryKind == .textInput
        let isFocused = dispatch.assistiveFocus.map { focus in node.map(focus.covers) ?? false } ?? true
        let decision = configuration.controlActions.decide(
            dispatch, phase: touch?.phase, isTextInput: isTextInput, touchless: touchless, isAssistivelyFocused: isFocused)
        switch decision {
        case .ignore:
            return
        case .reportIfTouchEndsInside:
            if let touch, let node { whenPerformed { $0.pendingPress = PendingPress(action: touch.id, control: control, node: node) } }
        case .report(let method):
            if let node {
                offerControlAction(from: control, node: node, touch: touch?.id, inputMethod: method, inputEvent: dispatch.inputEvent, typeName: reportedType)
            }
        }
    }

    /// A touch reached `location` in `phase`: a control waiting for it to end inside (a `touchDown`
    /// target) is reported now if it did, forgotten if it did not (H8).
    func settlePendingPress(_ action: PhysicalActionID, at location: Point, phase: PhysicalActionPhase) {
        guard let pending = pendingPress, pending.action == action, phase == .ended || phase == .cancelled else { return }
        pendingPress = nil
        guard phase == .ended, let control = pending.control, let node = pending.node, TouchLocation.contains(location, in: node) else { return }
        offerControlAction(from: control, node: node, touch: action, inputMethod: nil)
    }

    /// Offers the event of `control`'s action; a touchless one (`inputMethod`) only when it begins
    /// an activation: the other sends of that activation are the same user action (C3). Its
    /// element's type is `typeName` when given (the app's action a private hop performs, M1).
    private func offerControlAction(
        from control: any ControlHost, node: any ViewNode, touch: PhysicalActionID?, inputMethod: InputMethod?,
        inputEvent: InputEventIdentity? = nil, typeName: String? = nil
    ) {
        let describer = elementDescriber
        guard isEnabled(.controls), var capture = describer.captureInteraction(with: node) else { return }
        if let type = typeName ?? control.controlTypeName, node.trackingAttributes.displayType == nil { capture.type = type }
        if let title = control.controlTitle, !capture.isKey, !describer.isContentWithheld(for: node), !title.isEmpty {
            capture.content = .screened(title)
        }
        let event = InteractionEvent(
            kind: .controlAction,
            timestamp: now,
            touch: inputMethod == nil ? touchLocation(of: touch, relativeTo: node) : nil,
            inputMethod: inputMethod
        )
        let described = pendingEvent(event, about: capture)
        whenPerformed { interception in
            // The SwiftUI control over this one reported the same activation (S2, U1).
            if let inputMethod, interception.absorbTouchlessControlAction(inputMethod) { return }
            if let inputMethod {
                guard interception.beginsTouchlessActivation(from: control, with: inputEvent) else { return }
                return interception.reportTouchlessControlAction(described, inputMethod: inputMethod, on: node)
            }
            interception.offer(described, from: .control, on: node)
        }
    }

    /// Whether a touchless send of `control` with `inputEvent` begins an activation (C3). It is
    /// closed at the end of the main queue's turn: UIKit sends every action of one activation in
    /// one call, and an assistive technology's next activation, which has no event to tell it
    /// apart, comes in a later turn (two key presses in one turn differ by their event's dispatch).
    private func beginsTouchlessActivation(from control: any ControlHost, with inputEvent: InputEventIdentity?) -> Bool {
        guard touchlessActivation.begins(from: control, with: inputEvent) else { return false }
        let generation = touchlessActivation.generation
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.touchlessActivation.close(generation) }
        }
        return true
    }
}

/// A control whose action was sent for `touchDown`, waiting for its touch to end inside it.
struct PendingPress {
    let action: PhysicalActionID
    weak var control: (any ControlHost)?
    weak var node: (any ViewNode)?
}
