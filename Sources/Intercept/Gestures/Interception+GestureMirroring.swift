extension Interception {
    /// Whether the platform mirrors `recognizer`'s targets and puts its state relay among them,
    /// now that a pair with `target` is being added (`nil`: no pair known, an archive's or an
    /// explicit interception's) (C4, F15, G1).
    ///
    /// UIKit's hooks see every recognizer in the process, the system's included: the keyboard's,
    /// text interaction's, menus' and scroll views' own. A relay among their targets, or pairs
    /// taken out and added back to put it in front, changes the system's objects for no event: so
    /// nothing is attached to a recognizer that is
    ///
    /// - of a private platform class (``SystemInterfacePolicy/isPrivatePlatformClass(_:)``: loaded
    ///   from a system image, not a public recognizer class), unless the app tracks that class
    ///   (``GestureTrackingPolicy/trackedKind(of:)``);
    /// - given a pair whose target is the platform's private code (the keyboard's or a text
    ///   interaction's object acting on a public `UITapGestureRecognizer`);
    /// - attached to a view inside the platform's interface (``SystemInterfacePolicy/contains(_:)``),
    ///   when its view is known already (at `init` it is not).
    ///
    /// A recognizer this or another interception intercepted explicitly is mirrored: the app asked
    /// for it. The app's own recognizers, of public or of its own classes, are mirrored whatever
    /// their kind: an untracked recognizer with a target still handles a touch (A2).
    @_spi(Platform) public func shouldMirrorTargets(of recognizer: any GestureHost, addingTarget target: AnyObject?) -> Bool {
        if let hook = recognizer.gestureTrackingHook, !hook.isDetached { return true }
        let policy = configuration.elementRules.systemInterface
        if policy.isPrivatePlatformClass(type(of: recognizer)), configuration.gestures.trackedKind(of: recognizer) == nil { return false }
        if let target, policy.isPrivatePlatformClass(type(of: target)) { return false }
        if let view = recognizer.recognizerViewNode, policy.contains(view) { return false }
        return true
    }

    /// Whether the state relay goes in front of `recognizer`'s business pairs (F10): only when its
    /// class produces events (``GestureTrackingPolicy/trackedKind(of:)``), since only then must a
    /// recognition be described before the app's handlers run. Every other mirrored recognizer
    /// gets the relay appended, and none of its pairs is taken out and added back (review R9).
    @_spi(Platform) public func placesRelayInFront(of recognizer: any GestureHost) -> Bool {
        configuration.gestures.trackedKind(of: recognizer) != nil
    }
}
