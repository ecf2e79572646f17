extension GestureTrackingPolicy {
    /// Tracks the recognizer class `type` (exactly, not its subclasses, except those the runtime
    /// makes, such as key-value observing's: F8), producing `kind` events.
    ///
    /// The type-safe form of adding its name to ``trackedRecognizers``: a metatype cannot be
    /// misspelled, and another module's class of the same name is not tracked by mistake. Keep
    /// the string form for private classes the app cannot name.
    ///
    /// ```swift
    /// interception.configuration.gestures.track(DoubleTapGestureRecognizer.self, as: .tap)
    /// ```
    public mutating func track(_ type: AnyClass, as kind: InteractionKind) {
        trackedRecognizerClasses[ObjectIdentifier(type)] = kind
    }

    /// Stops tracking a class added with ``track(_:as:)``; a name in ``trackedRecognizers`` is
    /// left alone.
    public mutating func stopTracking(_ type: AnyClass) {
        trackedRecognizerClasses[ObjectIdentifier(type)] = nil
    }

    /// The event kind a recognizer produces: by its class (``track(_:as:)``), then by its class
    /// name (``trackedRecognizers``); `nil` when it is not tracked (G1).
    /// A long press that begins at once (``maximumTapPressDuration``) is a tap, a candidate one:
    /// its hook reports it only when its touch was a tap (G1).
    @MainActor
    public func trackedKind(of recognizer: any GestureHost) -> InteractionKind? {
        let kind: InteractionKind?
        if !trackedRecognizerClasses.isEmpty,
            let byClass = trackedRecognizerClasses[ObjectIdentifier(TypeNames.declaredClass(of: type(of: recognizer)))] {
            kind = byClass
        } else {
            kind = trackedRecognizers[recognizer.recognizerTypeName]
        }
        if kind == .longPress, beginsAtOnce(recognizer) { return .tap }
        return kind
    }

    /// Whether `recognizer` is a long press that begins (almost) as soon as the finger touches
    /// down, below ``maximumTapPressDuration``: it then begins for every drag, scroll and hold
    /// too, so what it was is known only from its touch when it ends (G1).
    @MainActor
    func beginsAtOnce(_ recognizer: any GestureHost) -> Bool {
        guard let duration = recognizer.recognizerMinimumPressDuration else { return false }
        return duration < maximumTapPressDuration
    }
}
