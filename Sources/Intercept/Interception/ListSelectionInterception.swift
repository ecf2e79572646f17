import Foundation

extension DelegateProxyContext {
    /// Forwards a user's selection of a row or item to the business delegate and reports it (D3).
    ///
    /// List proxies call this from their `didSelect` method, with the business delegate already in
    /// hand (so a released delegate never gets here, D4). The event:
    ///
    /// - is emitted only while the lists family is enabled (U2), the proxy is attached and its host
    ///   alive (D12), and the cell is not ignored (E7);
    /// - by default only when the business delegate handles selection (``ListSelectionPolicy``);
    /// - is described before the business delegate runs and takes its place in the event order
    ///   then, ahead of anything the delegate causes;
    /// - is reported only by the proxy of the host it happened on: a selection that reaches this
    ///   proxy from another host's chain (another library's proxy wrapping ours, assigned to a
    ///   second host) is forwarded silently, since that host's own proxy (if any) reports it (D5,
    ///   D8);
    /// - is emitted once per user action even when several proxies see it (D8): the host
    ///   argument, not the proxy, identifies the selection;
    /// - during a touch that a control or gesture also reports, gives way to theirs (U1), also when
    ///   it arrives after the touch ended, within the touch's run-loop turn (B1); one arriving
    ///   after that turn is counted against ``PlatformAssumption/selectionFollowsTouchInTurn`` (B4).
    ///
    /// Programmatic selection calls no delegate on the platform, so it never gets here (D13).
    @_spi(Platform) public func forwardListSelection(
        in list: any ListHost,
        at indexPath: IndexPath,
        kind: InteractionKind,
        to forwardToBusiness: () throws(DelegateMethodNotImplemented) -> Void
    ) throws(DelegateMethodNotImplemented) {
        guard let interception = reportingInterception, interception.isEnabled(.lists),
            list === host, let position = ListPosition(indexPath)
        else {
            try forwardToBusiness()
            return
        }
        interception.checkSelectionFollowsItsTouch(in: list)
        let selection = Interception.SelectionInProgress(host: ObjectIdentifier(list), position: position)
        if interception.isSelectionInProgress(selection) {
            try forwardToBusiness()
            return
        }
        let node = list.cellNode(at: indexPath) ?? list
        var event: PendingEvent?
        let describer = interception.elementDescriber
        // A selection is an interaction: none inside a text input, whose keys spell what is typed (H8).
        if let capture = describer.captureInteraction(with: node) {
            event = interception.pendingEvent(
                InteractionEvent(
                    kind: kind,
                    timestamp: interception.now,
                    host: hostIdentity,
                    listPosition: position,
                    touch: interception.touchLocation(relativeTo: node)
                ),
                about: capture,
                rules: describer.shared
            )
        }
        let requiresHandler = interception.configuration.listSelection.requiresBusinessHandler
        interception.beginSelection(selection)
        defer { interception.endSelection() }
        var answer: DelegateMethodNotImplemented?
        interception.emitInReservedOrder({
            do throws(DelegateMethodNotImplemented) {
                try forwardToBusiness()
                interception.noteTouchHandled()
                let taken = event.take()
                if taken != nil { interception.reportedSelection = selection }
                return taken
            } catch {
                answer = error
                guard !requiresHandler else { return nil }
                let taken = event.take()
                if taken != nil { interception.reportedSelection = selection }
                return taken
            }
        }, from: .listSelection, on: node)
        // The host hears "not implemented" exactly as it would without a proxy (D2).
        if let answer { throw answer }
    }

    /// Forwards a row's or item's primary action (`performPrimaryActionForRowAt`,
    /// `performPrimaryActionForItemAt`, iOS 16) and reports it as the selection it is, unless the
    /// `didSelect` UIKit calls just before it reported that selection already: a list whose delegate
    /// handles only primary actions reports its selections too, and one handling both reports
    /// each once (D3).
    @_spi(Platform) public func forwardListPrimaryAction(
        in list: any ListHost,
        at indexPath: IndexPath,
        kind: InteractionKind,
        to forwardToBusiness: () throws(DelegateMethodNotImplemented) -> Void
    ) throws(DelegateMethodNotImplemented) {
        if let interception = reportingInterception, let position = ListPosition(indexPath),
            interception.reportedSelection == Interception.SelectionInProgress(host: ObjectIdentifier(list), position: position)
        {
            interception.reportedSelection = nil
            try forwardToBusiness()
            return
        }
        try forwardListSelection(in: list, at: indexPath, kind: kind, to: forwardToBusiness)
        reportingInterception?.reportedSelection = nil
    }
}

extension Interception {
    /// Counts a selection on `list` arriving after the run-loop turn of the touch that ended on
    /// it, with no touch in progress (B4): UIKit delivers it within that turn (B1), so one arriving
    /// later means this platform version does otherwise, and it may be counted twice (as the
    /// touch's tap, and alone).
    func checkSelectionFollowsItsTouch(in list: any ListHost) {
        guard physicalActions.current == nil, tapSignals.hasEndedTouch,
            tapSignals.touchEnded(on: list, within: AssumptionChecks.lateSelectionWindow, now: now) != nil
        else { return }
        assumptionChecks.record(.selectionFollowsTouchInTurn, "a selection of \(TypeNames.name(of: type(of: list))) after its touch's run-loop turn", at: now)
    }
}
