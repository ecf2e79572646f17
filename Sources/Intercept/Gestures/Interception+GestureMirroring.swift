extension Interception {
    /// Whether the platform mirrors `recognizer`'s targets and puts its state relay among them,
    /// now that a pair with `target` is being added (`nil`: no pair known, an archive's or an
    /// explicit interception's) (B2, C4, F15, G1).
    ///
    /// Only a pair whose target is the app's code: its declared class was not loaded from a
    /// system image (``ClassImages``). UIKit's own recognizers (the keyboard's, text interaction's,
    /// scroll views' pans, alerts' and menus' internals) are made with UIKit's targets, and get no
    /// target of Intercept's and cost nothing per state change, as PostHog leaves every target list
    /// alone; one the app later adds its own pair to is mirrored from then on (its relay appended
    /// after UIKit's pairs, G7). No view is known when this is decided (UIKit adds its targets
    /// before adding a recognizer to a view, F16), and none is needed. A tap that
    /// only such a recognizer handled (a text caret's) is told from a dead tap by the recognizers
    /// on the view it landed in (``GestureHost/isUnheardTapRecognizer``, A2).
    @_spi(Platform) public func shouldMirrorTargets(of recognizer: any GestureHost, addingTarget target: AnyObject?) -> Bool {
        guard let target else { return true }
        return !ClassImages.isSystemClass(TypeNames.declaredClass(of: type(of: target)))
    }

    /// Whether a recognizer met by the platform (UIKit's relay, the headless walk) is the app's, to
    /// be intercepted and reported: not a private platform class the app does not track (C4), and
    /// not on a private platform view no element processor claims (UIKit's dimming view's
    /// tap-to-dismiss, F15; an alert's action view is claimed, G6), unless the recognizer is
    /// plainly the app's own: a public class it tracks whose target is the app's code, wherever
    /// attached (a tap to drop a pin on an `MKMapView`, one on a `WKWebView`: public views, but not
    /// building blocks; G1). UIKit's own public-class recognizers call UIKit's code.
    /// Nothing inside the platform's interface is the app's.
    func isAppRecognizer(_ recognizer: any GestureHost, on view: any ViewNode) -> Bool {
        let policy = configuration.elementRules.systemInterface
        let isPrivateClass = policy.isPrivatePlatformClass(type(of: recognizer))
        let isTracked = configuration.gestures.trackedKind(of: recognizer) != nil
        if isPrivateClass, !isTracked { return false }
        if policy.isPrivatePlatformClass(type(of: view)), gestureElementProcessor(for: view) == nil,
            isPrivateClass || !isTracked || !recognizer.hasLiveAppTarget
        {
            return false
        }
        return !policy.contains(view)
    }

    /// A recognizer the core gave no hook (the platform's own) recognized: with a target to call,
    /// it handled the touch (A2), though it is never reported; unless its class
    /// only observes touches (``GestureTrackingPolicy/touchObservingRecognizers``: the context
    /// menu's 150 ms observer begins for every press, which is still dead when nothing else
    /// handles it, A2).
    @_spi(Platform) public func unhookedRecognizer(_ recognizer: any GestureHost, didEnter state: GestureState) {
        guard state == .ended || state == .began, recognizer.hasLiveBusinessTarget,
            !configuration.gestures.touchObservingRecognizers.contains(recognizer.recognizerTypeName)
        else { return }
        noteTouchHandled()
    }

    /// Whether the state relay goes in front of `recognizer`'s business pairs (F10): only when its
    /// class produces events (``GestureTrackingPolicy/trackedKind(of:)``), since only then must a
    /// recognition be described before the app's handlers run. Every other mirrored recognizer
    /// gets the relay appended, and none of its pairs is taken out and added back (G7).
    @_spi(Platform) public func placesRelayInFront(of recognizer: any GestureHost) -> Bool {
        configuration.gestures.trackedKind(of: recognizer) != nil
    }
}

extension Interception {
    /// What the platform's state relay does with a state `recognizer` delivers (G1, F15, F16), on
    /// UIKit and headless alike: the recognizer's hook hears it (one installed explicitly, or the
    /// one `interception`, the interception that attached the relay, gives it now that the view is
    /// known: ``interceptAutomatically(_:)``); a recognizer given no hook (the platform's own)
    /// only says whether it handled the touch (``unhookedRecognizer(_:didEnter:)``).
    @_spi(Platform) public static func relayState(
        _ state: GestureState, of recognizer: any GestureHost, autoIntercepting interception: Interception?
    ) {
        if let hook = recognizer.gestureTrackingHook ?? interception.flatMap({ $0.interceptAutomatically(recognizer) }) {
            hook.recognizer(recognizer, didEnter: state, touching: nil)
        } else {
            interception?.unhookedRecognizer(recognizer, didEnter: state)
        }
    }
}
