import Foundation

/// Reading the hit view's path when a touch's dispatch returns (A2, B1).
@MainActor
extension TapSignalDetector {
    /// What the hit view's path, up to its window, says about a touch nothing was heard handling,
    /// read in one walk when its dispatch returns (A2, B1).
    struct PathReading {
        /// A recognizer Intercept does not hear recognized it: it reads `ended`, `began` or
        /// `changed` (read only while final states last through the dispatch).
        var recognizedUnheard = false
        /// The app's code handles touches on the path (a touch not handled by a view goes up the
        /// responder chain), or a tap recognizer Intercept does not hear (the platform's own, B2:
        /// a text caret's) is there: the tap may have been handled.
        var mayBeHandledUnseen = false
        /// The views of the recognizers that received it (`receivedBy`; `nil`: those on the path)
        /// still waiting for another tap (a double tap after its first), which withhold its end
        /// from the view (B1).
        var waiting: [any ViewNode] = []
    }

    /// Reads the path from `node` up; `walking` false reads only `received`.
    static func readPath(
        from node: (any ViewNode)?, receivedBy received: [any GestureHost]?, walking: Bool, readingFinalStates: Bool,
        ignoring observers: Set<String>
    ) -> PathReading {
        var reading = PathReading()
        if let received { reading.waiting = received.filter(isWaitingForAnotherTap).compactMap(\.recognizerViewNode) }
        guard walking else { return reading }
        var current = node
        var level = 0
        while let view = current, level < ViewTreeWalk.maximumDepth {
            if view.handlesTouchesInCode { reading.mayBeHandledUnseen = true }
            for host in (view as? any GestureHostsProviding)?.attachedGestureHosts ?? [] {
                let isUnheard = host.gestureTrackingHook == nil && !observers.contains(host.recognizerTypeName)
                if isUnheard, host.isUnheardTapRecognizer { reading.mayBeHandledUnseen = true }
                switch host.currentRecognizerState {
                case .ended?, .began?, .changed?:
                    if readingFinalStates, isUnheard { reading.recognizedUnheard = true }
                case .possible?:
                    if received == nil, isWaitingForAnotherTap(host), let view = host.recognizerViewNode { reading.waiting.append(view) }
                default: continue
                }
            }
            current = view.parentNode
            level += 1
        }
        return reading
    }

    /// An enabled tap recognizer needing more than one tap, still `possible`, that withholds
    /// touch ends from its view while it waits (B1).
    static func isWaitingForAnotherTap(_ host: any GestureHost) -> Bool {
        host.currentRecognizerState == .possible && (host.recognizerRequiredTapCount ?? 1) > 1 && host.recognizerDelaysTouchesEnded
    }
}
