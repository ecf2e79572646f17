extension Interception {
    /// Whether the user opted out of analytics, or has not opted in where consent comes first
    /// (``ConsentPolicy/requiresOptIn``) (N1).
    public var isOptedOut: Bool { consent.isOptedOut }

    /// The user declines analytics (N1): from this call on nothing is captured, queued or sent,
    /// and the events still pending are deleted, each counted in the delivery report as
    /// ``DeliveryReport/TrackerCounts/droppedForConsent`` and reported.
    ///
    /// The decision is saved in the ``ConsentPolicy/store`` and holds at later launches. Proxies
    /// keep forwarding every call to the app's delegates (D1); trackers receive no event, and
    /// each is asked to delete what it still holds (``Tracker/erase(_:)`` with
    /// ``ErasureRequest/consentWithdrawn``): an `UploadTracker` empties its durable queue. The
    /// deletion runs in order with the events: after the one being described now, before
    /// anything later, so ``flush()`` after it reports it done.
    ///
    /// - Returns: The decision and whether it was saved; a store that cannot be written leaves
    ///   it in force for this launch.
    @discardableResult
    public func optOut() -> ConsentChange {
        isCapturing = false
        let dispatcher = self.dispatcher
        describing.replacePending { deleted in dispatcher.withdrawConsent(droppedBefore: deleted) }
        // At once as well: what trackers have not received yet, they do not receive.
        dispatcher.discardPending()
        // Saved last: a store's write takes long enough for a tracker to be handed a pending event.
        return consent.decide(.optedOut, trackerName: "Interception", report: configuration.onDeliveryProblem)
    }

    /// The user agrees to analytics (N1): capture resumes with the next interaction. The decision
    /// is saved in the ``ConsentPolicy/store``.
    ///
    /// - Returns: The decision and whether it was saved; a store that cannot be written leaves
    ///   it in force for this launch.
    @discardableResult
    public func optIn() -> ConsentChange {
        let change = consent.decide(.optedIn, trackerName: "Interception", report: configuration.onDeliveryProblem)
        isCapturing = isEnabled
        return change
    }
}
