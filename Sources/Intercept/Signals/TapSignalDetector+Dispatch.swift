import Foundation

/// What the end of a touch's dispatch finds: handled, unhandled, or withheld from its view by a
/// recognizer waiting for another tap (A2, B1, B4).
@MainActor
extension TapSignalDetector {
    /// The platform finished dispatching the end of the touch `id` (UIKit's `sendEvent` returned),
    /// while the recognizers that saw it still hold their final states (A2, B4).
    ///
    /// - A recognizer Intercept heard recognize it that reads `possible` already means the
    ///   platform reset it inside the dispatch: counted against
    ///   ``PlatformAssumption/recognizerStateLastsThroughTouchDispatch``. One heard while the
    ///   platform's list for the touch was empty (it had received the touch) is counted against
    ///   ``PlatformAssumption/touchListsRecognizersBeforeItsEnd``.
    /// - A touch nothing was heard handling is handled when a recognizer Intercept does not hear
    ///   (the platform's own, of any class: a selection or highlight recognizer, B2), on the hit
    ///   view or above it, recognized it: it reads `ended` or is in progress. Touch observers
    ///   (``GestureTrackingPolicy/touchObservingRecognizers``) handle nothing.
    ///
    /// - A touch nothing handled yet whose end a recognizer that received it (`recognizers`, the
    ///   platform's list for the touch; `nil`: those on the hit view and above it) still waiting
    ///   for another tap withholds (UIKit's `delaysTouchesEnded`) is withheld from its view (B1).
    ///   A recognizer that never got the touch (its delegate refused it) reads `possible` too, as
    ///   every idle recognizer does: that alone holds nothing.
    ///
    /// Once the platform was seen resetting a heard recognizer inside the dispatch, states read
    /// then mean nothing in this process: no unheard recognizer counts as having handled a tap
    /// (the rule before states were read: only unheard tap recognizers do, A2).
    func touchDispatchDidEnd(_ id: PhysicalActionID, receivedBy recognizers: [any GestureHost]?, in interception: Interception) -> DispatchedTouchEnd {
        guard let touch = open.last(where: { $0.id == id }), touch.phase == .ended else { return .handledOrNotTouch }
        for heard in touch.heardRecognizers {
            guard let host = heard.host, host.recognizerViewNode != nil, host.currentRecognizerState == .possible else { continue }
            interception.assumptionChecks.record(
                .recognizerStateLastsThroughTouchDispatch, "\(host.recognizerTypeName) read possible when its touch's dispatch returned", at: interception.now)
        }
        if let recognizers, recognizers.isEmpty, open.count == 1, let heard = touch.heardRecognizers.lazy.compactMap(\.host).first {
            interception.assumptionChecks.record(
                .touchListsRecognizersBeforeItsEnd, "\(heard.recognizerTypeName) recognized a touch that listed no recognizer before its end", at: interception.now)
        }
        touch.heardRecognizers = []
        guard !touch.isHandled else { return .handledOrNotTouch }
        // Dead taps switched off, the path is walked only for the recognizers waiting for another
        // tap, and not at all when the platform names those that received the touch.
        let wantsDeadTaps = interception.configuration.tapSignals.deadTaps.isEnabled && interception.isEnabled(.signals)
        let path = Self.readPath(
            from: touch.node, receivedBy: recognizers, walking: wantsDeadTaps || recognizers == nil,
            readingFinalStates: interception.assumptionChecks.violations(of: .recognizerStateLastsThroughTouchDispatch) == 0,
            ignoring: interception.configuration.gestures.touchObservingRecognizers)
        if wantsDeadTaps { touch.mayBeHandledUnseen = path.mayBeHandledUnseen }
        if path.recognizedUnheard {
            touch.isHandled = true
            return .handledOrNotTouch
        }
        guard !path.waiting.isEmpty else { return .unhandled }
        touch.waitingViews = path.waiting.map { WeakNode(node: $0) }
        return .withheldFromView
    }

    /// The touch a recognition answers: the latest in progress, or, while another touch is down
    /// as a withheld one waits (B1), the latest that landed inside the recognizer's view.
    func touch(handledBy recognizer: (any GestureHost)?) -> OpenTouch? {
        guard open.count > 1, let view = recognizer?.recognizerViewNode else { return open.last }
        return open.last { touch in touch.node.map { $0 === view || ViewTreeWalk.isDescendant($0, of: view) } ?? false } ?? open.last
    }

    /// Whether a touch that began on `node` is the next tap the recognizers withholding the end of
    /// `id` wait for: it landed inside one of their views (B1).
    func isAwaitedTap(on node: any ViewNode, by id: PhysicalActionID) -> Bool {
        guard let touch = open.last(where: { $0.id == id }), !touch.waitingViews.isEmpty else { return true }
        return touch.waitingViews.contains { waiting in
            guard let view = waiting.node else { return false }
            return node === view || ViewTreeWalk.isDescendant(node, of: view)
        }
    }

    /// Whether the touch `id` landed on `view` or inside it.
    func touch(_ id: PhysicalActionID, landedInside view: any ViewNode) -> Bool {
        guard let hit = open.last(where: { $0.id == id })?.node else { return false }
        return hit === view || ViewTreeWalk.isDescendant(hit, of: view)
    }

    /// What the end of a touch's dispatch found (B1, A2).
    enum DispatchedTouchEnd {
        /// Something handled the touch, or it was not a finger lifting.
        case handledOrNotTouch
        /// Nothing handled it, and nothing holds it back.
        case unhandled
        /// Nothing handled it yet: a recognizer still deciding withholds the touch's end from its
        /// view (UIKit's `delaysTouchesEnded`), which gets it when the recognizer decides.
        case withheldFromView
    }
}
