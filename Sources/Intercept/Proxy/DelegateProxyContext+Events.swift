import Foundation

/// The one path by which a delegate proxy's event reaches the trackers.
///
/// Every proxy of an app's own protocol, hand-written or generated, emits through here, so the
/// rules live in one place: nothing after the proxy was detached (uninstalled) or once its host or
/// interception is gone (D9, D12), nothing while the global switch is off or the event's kind is
/// switched off (U2, `Interception.setEnabled(_:for:)` with a kind), custom kinds
/// included.
extension DelegateProxyContext {
    /// Emits an event of `kind` from this proxy's host, with `properties` as its custom properties,
    /// when the rules allow it.
    public func emitEvent(_ kind: InteractionKind, properties: @autoclosure () -> [String: PropertyValue]) {
        guard let interception = reportingInterception, interception.isEnabled(kind) else { return }
        interception.emit(InteractionEvent(
            kind: kind,
            timestamp: interception.now,
            host: hostIdentity,
            customProperties: properties()
        ))
    }

    /// Emits an event from a proxy called on any thread (D17): the event enters the pipeline on
    /// the main actor, as if the call had been made there, with the rules applied then. Called on
    /// the main thread, it emits at once; elsewhere it is handed to the main actor, in call order.
    public nonisolated func emitEventFromAnyThread(_ kind: InteractionKind, properties: [String: PropertyValue]) {
        if Thread.isMainThread {
            MainActor.assumeIsolated { emitEvent(kind, properties: properties) }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.emitEvent(kind, properties: properties) } }
        }
    }
}
