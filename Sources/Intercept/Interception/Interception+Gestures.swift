extension Interception {
    /// Installs interception on a gesture recognizer and returns its hook.
    ///
    /// Installing twice returns the same hook; a recognizer that is an ``ApplicationMember``
    /// connects this interception to its application. A `nil` recognizer is a no-op that returns
    /// `nil`.
    ///
    /// - Throws: ``InterceptionError/hostInterceptedByAnotherInterception(_:)`` when another live
    ///   interception already tracks the recognizer.
    @discardableResult
    public func intercept(_ recognizer: (any GestureHost)?) throws(InterceptionError) -> GestureTrackingHook? {
        guard let recognizer else { return nil }
        if let existing = recognizer.gestureTrackingHook, !existing.isDetached {
            if existing.interception == nil {
                // Its owner is gone: the new owner numbers it among its own hosts.
                existing.interception = self
                existing.hostIdentity = nextHostIdentity(for: recognizer)
            }
            guard existing.interception === self else { throw .hostInterceptedByAnotherInterception(existing.hostIdentity) }
            (recognizer as? any ApplicationMember)?.interceptionDidInstall(self)
            registerForReport(recognizer)
            return existing
        }
        let hook = GestureTrackingHook(hostIdentity: nextHostIdentity(for: recognizer), interception: self)
        recognizer.gestureTrackingHook = hook
        (recognizer as? any ApplicationMember)?.interceptionDidInstall(self)
        registerForReport(recognizer)
        return hook
    }

    /// Installs interception on a recognizer the platform met on its own (UIKit's state relay on
    /// the recognizer's first state, the headless walk of a view tree), unless the recognizer is
    /// the platform's interface (F15, C4): a private platform class the app does not track, one on
    /// a private platform view no element processor claims, or one inside system UI per
    /// ``ElementTrackingRules/systemInterface`` gets no hook and is not in the report. Decided
    /// when the view is known; a recognizer without a view is not intercepted yet. Returns the
    /// hook, or `nil` when the recognizer is left alone or another interception tracks it.
    @_spi(Platform) public func interceptAutomatically(_ recognizer: any GestureHost) -> GestureTrackingHook? {
        if let hook = recognizer.gestureTrackingHook, !hook.isDetached, hook.interception === self { return hook }
        guard let view = recognizer.recognizerViewNode, isAppRecognizer(recognizer, on: view) else { return nil }
        return try? intercept(recognizer)
    }

    /// Removes interception from a gesture recognizer; its targets are untouched. Removing twice,
    /// from `nil` or from a recognizer another interception tracks is a no-op.
    public func removeInterception(from recognizer: (any GestureHost)?) {
        guard let recognizer, let hook = recognizer.gestureTrackingHook, hook.interception === self else { return }
        hook.isDetached = true
        recognizer.gestureTrackingHook = nil
    }

    /// The event for a recognition on `view`, or `nil` when the view or element is ignored.
    func gestureEvent(kind: InteractionKind, host: HostIdentity, view: any ViewNode, touched: any ViewNode) -> PendingEvent? {
        let processed: ProcessedElement?
        if let processor = gestureElementProcessor(for: view) {
            guard let found = processor.element(touching: touched, in: view) else { return nil }
            processed = found
        } else {
            guard !configuration.gestures.ignoredViewTypes.contains(view) else { return nil }
            processed = nil
        }
        let node = processed?.node ?? view
        let describer = elementDescriber
        guard var capture = describer.captureInteraction(with: node) else { return nil }
        if let type = processed?.type { capture.type = type }
        if let processed, !capture.isKey, !describer.isContentWithheld(for: processed.node) {
            // Held to the same privacy and redaction as described content (H4, H5).
            if let content = processed.content {
                capture.content = .screened(content)
            } else if processed.textsAreOwnWords {
                capture.content = describer.gatheredContent(of: processed.node)
            }
        } else if processed?.content != nil {
            capture.content = .none
        }
        return pendingEvent(InteractionEvent(kind: kind, timestamp: now, host: host, touch: touchLocation(relativeTo: node)), about: capture)
    }
}
