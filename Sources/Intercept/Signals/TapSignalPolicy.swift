/// What counts as a tap, a rage tap (A1) and a dead tap (A2). The defaults are chosen for fingers
/// on a touch screen, not for a mouse; the article "Tracking interactions"
/// (Intercept.docc/TrackingInteractions.md, "Interaction signals") says where each number comes from.
public struct TapSignalPolicy: Sendable, Equatable {
    /// Rage taps (A1): repeated taps on one element, close in time and place.
    public var rageTaps: RageTapPolicy
    /// Dead taps (A2): taps nothing handles.
    public var deadTaps: DeadTapPolicy
    /// The longest a touch can last and still be a tap, in seconds: 0.5, where UIKit's long press
    /// begins (`UILongPressGestureRecognizer.minimumPressDuration`).
    public var maximumTapDuration: Double
    /// How far, in points, a finger can move between touching down and lifting and still tap: 10,
    /// UIKit's `allowableMovement` for presses. Farther, it is a drag or a scroll.
    public var maximumTapMovement: Double

    /// Creates a policy; values are clamped to their valid ranges.
    public init(
        rageTaps: RageTapPolicy = RageTapPolicy(),
        deadTaps: DeadTapPolicy = DeadTapPolicy(),
        maximumTapDuration: Double = 0.5,
        maximumTapMovement: Double = 10
    ) {
        self.rageTaps = rageTaps
        self.deadTaps = deadTaps
        self.maximumTapDuration = maximumTapDuration.isNaN ? 0 : max(0, maximumTapDuration)
        self.maximumTapMovement = maximumTapMovement.isNaN ? 0 : max(0, maximumTapMovement)
    }

    /// Whether a touch that lasted `duration` seconds and ended `movement` points from where it
    /// began is a tap: short enough and still enough.
    func isTap(lasting duration: Double, moving movement: Double) -> Bool {
        duration <= maximumTapDuration && movement <= maximumTapMovement
    }
}

/// When repeated taps are a rage tap (A1).
public struct RageTapPolicy: Sendable, Equatable {
    /// Whether rage taps are reported.
    public var isEnabled: Bool
    /// How many taps make a rage tap: 3, as in PostHog's, Amplitude's and Datadog's detectors (two
    /// taps are a double tap, a gesture people mean).
    public var minimumTapCount: Int
    /// The longest time between two consecutive taps of one rage tap, in seconds: 1, as in those
    /// detectors.
    public var maximumInterval: Double
    /// The farthest two consecutive taps can be apart, in points: 44, Apple's minimum touch target
    /// (Human Interface Guidelines), since a finger aiming at one target lands anywhere in it. Web
    /// detectors use 30 pixels, made for a mouse pointer; Datadog's iOS detector allows 96 points.
    public var maximumDistance: Double

    /// Creates a policy; values are clamped to their valid ranges.
    public init(isEnabled: Bool = true, minimumTapCount: Int = 3, maximumInterval: Double = 1, maximumDistance: Double = 44) {
        self.isEnabled = isEnabled
        self.minimumTapCount = max(2, minimumTapCount)
        self.maximumInterval = maximumInterval.isNaN ? 0 : max(0, maximumInterval)
        self.maximumDistance = maximumDistance.isNaN ? 0 : max(0, maximumDistance)
    }
}

/// When a tap is dead (A2).
public struct DeadTapPolicy: Sendable, Equatable {
    /// Whether dead taps are reported.
    public var isEnabled: Bool
    /// How long after the finger lifts something may still handle the tap, in seconds: 1. A page
    /// opened in response appears after its transition (about 0.35 s for a push, 0.5 s for a
    /// sheet), and a single tap that waits for a double tap to fail is recognized 0.3-0.35 s late;
    /// a web detector's 2.5 s (PostHog) or Amplitude's 3 s would delay every report for nothing.
    public var window: Double

    /// Creates a policy; values are clamped to their valid ranges.
    public init(isEnabled: Bool = true, window: Double = 1) {
        self.isEnabled = isEnabled
        self.window = window.isNaN ? 0 : max(0, window)
    }
}
