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
    /// A long press that begins at once (``maximumTapPressDuration``) is a tap.
    @MainActor
    public func trackedKind(of recognizer: any GestureHost) -> InteractionKind? {
        let kind: InteractionKind?
        if !trackedRecognizerClasses.isEmpty,
            let byClass = trackedRecognizerClasses[ObjectIdentifier(TypeNames.declaredClass(of: type(of: recognizer)))] {
            kind = byClass
        } else {
            kind = trackedRecognizers[recognizer.recognizerTypeName]
        }
        if kind == .longPress, let duration = recognizer.recognizerMinimumPressDuration, duration < maximumTapPressDuration { return .tap }
        return kind
    }
}
