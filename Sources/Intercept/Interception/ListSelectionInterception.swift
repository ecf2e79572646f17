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
    /// - during a touch that a control or gesture also reports, gives way to theirs (U1).
    ///
    /// Programmatic selection calls no delegate on the platform, so it never gets here (D13).
    public func forwardListSelection(
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
        let selection = Interception.SelectionInProgress(host: ObjectIdentifier(list), position: position)
        if interception.isSelectionInProgress(selection) {
            try forwardToBusiness()
            return
        }
        let node = list.cellNode(at: indexPath) ?? list
        let event = interception.elementDescriber.capture(node).map { capture in
            interception.pendingEvent(
                InteractionEvent(
                    kind: kind,
                    timestamp: interception.now,
                    host: hostIdentity,
                    listPosition: position,
                    touch: interception.touchLocation(relativeTo: node)
                ),
                about: capture
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
                return event
            } catch {
                answer = error
                return requiresHandler ? nil : event
            }
        }, from: .listSelection)
        // The host hears "not implemented" exactly as it would without a proxy (D2).
        if let answer { throw answer }
    }
}
