/// A gesture recognizer, as Intercept needs to see it (G1-G7).
///
/// The headless `GestureRecognizer` adopts it, and the UIKit adapter makes
/// `UIGestureRecognizer` adopt it. The recognizer tells its ``gestureTrackingHook`` about every
/// state it delivers; the hook is not a target, so it never appears among the recognizer's
/// targets (G7).
@MainActor
public protocol GestureHost: AnyObject {
    /// The recognizer's class name; tracking policies match it exactly (G1).
    var recognizerTypeName: String { get }

    /// The view the recognizer is attached to.
    var recognizerViewNode: (any ViewNode)? { get }

    /// Whether at least one business target-action pair with a live target exists, from the
    /// toolkit's own bookkeeping (G2).
    var hasLiveBusinessTarget: Bool { get }

    /// Whether at least one business pair the toolkit saw has a live target of the app's: its
    /// declared class was not loaded from a system image (``TargetActionList/hasLiveAppTarget``).
    /// Pairs no hook saw (an archive's) do not count (G1).
    var hasLiveAppTarget: Bool { get }

    /// Where Intercept's hook lives; installed by `Interception.intercept(_:)`.
    var gestureTrackingHook: GestureTrackingHook? { get set }

    /// How long a press must last before a long-press recognizer begins, in seconds; `nil` for
    /// other recognizers. A long press that begins at once is how UIKit selects alert actions and
    /// how apps highlight on touch-down: it is a tap (G1).
    var recognizerMinimumPressDuration: Double? { get }

    /// Whether the recognizer is an enabled tap recognizer (its subclasses included) that
    /// Intercept does not hear, having put no relay among its targets: the platform's own (B2). Its
    /// recognitions cannot be seen, so a tap on it or inside its view may have been handled (A2).
    var isUnheardTapRecognizer: Bool { get }

    /// The state the recognizer is in now, as the platform reads it (`UIGestureRecognizer.state`),
    /// or `nil` while it is disabled or where the platform cannot read it. Read only when a touch's
    /// dispatch returns (A2, ``PlatformAssumption/recognizerStateLastsThroughTouchDispatch``).
    @_spi(Platform) var currentRecognizerState: GestureState? { get }

    /// Whether, while the recognizer is still deciding, the platform withholds a touch's end from
    /// the view (`UIGestureRecognizer.delaysTouchesEnded`) (B1).
    @_spi(Platform) var recognizerDelaysTouchesEnded: Bool { get }

    /// How many taps the recognizer needs, for a tap recognizer (`numberOfTapsRequired`), `nil`
    /// for other recognizers: one needing more than one that reads `possible` as a touch ends is
    /// waiting for the next tap, the one positive sign that a touch's end is withheld (B1), and a
    /// recognition of it answers its earlier taps too (A1, A2).
    @_spi(Platform) var recognizerRequiredTapCount: Int? { get }
}

extension GestureHost {
    /// The dynamic class name, without module prefix (computed once per class).
    public var recognizerTypeName: String { TypeNames.name(of: type(of: self)) }
    /// Not a long press.
    public var recognizerMinimumPressDuration: Double? { nil }
    /// Heard, or not a tap recognizer.
    public var isUnheardTapRecognizer: Bool { false }
    /// Not readable.
    @_spi(Platform) public var currentRecognizerState: GestureState? { nil }
    /// Withholds nothing.
    @_spi(Platform) public var recognizerDelaysTouchesEnded: Bool { false }
    /// Not a tap recognizer.
    @_spi(Platform) public var recognizerRequiredTapCount: Int? { nil }
}
