import Foundation

/// Everything an ``Interception`` can be told at creation.
public struct InterceptionConfiguration: Sendable {
    /// How elements are described: caps, privacy, ignore lists (E1-E8).
    public var elementRules: ElementTrackingRules
    /// When list selections produce events (D3).
    public var listSelection: ListSelectionPolicy
    /// Which gesture recognizers and views produce events (G1, G5).
    public var gestures: GestureTrackingPolicy
    /// When tracked views count as exposed (X1, X4).
    public var exposure: ExposurePolicy
    /// What counts as a tap, a rage tap and a dead tap (A1, A2).
    public var tapSignals = TapSignalPolicy()
    /// Which control actions are user actions (C1-C5, H8).
    public var controlActions = ControlActionPolicy()
    /// How long a touch whose end never arrives may hold events back (F6).
    public var physicalActions: PhysicalActionPolicy
    /// Which screens are never pages: the platform's own (F9).
    public var pages: PagePolicy
    /// The clock stamped on events; tests pass a clock they control.
    public var clock: @Sendable () -> Date
    /// The most events buffered per tracker before newer ones are dropped (and counted).
    public var capacityPerTracker: Int
    /// Called, off the main thread, for every event a tracker did not get (T2, T3, T8). By
    /// default ``DeliveryProblemLog/report(_:)``: the unified log on Apple platforms, standard
    /// error elsewhere. `nil` ignores problems.
    public var onDeliveryProblem: (@Sendable (DeliveryProblem) -> Void)?
    /// The longest ``Interception/flush()`` waits, in seconds (T11): a tracker blocked for good
    /// cannot make it hang; one not finished in time is named in the report and reported.
    public var flushTimeout: TimeInterval = 30
    /// Seconds `applicationWillTerminate` may block the main thread flushing (T9); the platform
    /// gives about five.
    public var terminationFlushTimeout: TimeInterval
    /// Seconds the flush on going to the background may take (T9); the platform's background
    /// time is about thirty.
    public var backgroundFlushTimeout: TimeInterval
    /// Whether the interception starts opted out until the app calls ``Interception/optIn()``
    /// (consent first), and where the user's decision is kept across launches (N1). Read when the
    /// interception is created; changing it later has no effect.
    public var consent = ConsentPolicy()

    /// Creates a configuration with sensible defaults.
    public init(
        elementRules: ElementTrackingRules = ElementTrackingRules(),
        listSelection: ListSelectionPolicy = ListSelectionPolicy(),
        gestures: GestureTrackingPolicy = GestureTrackingPolicy(),
        exposure: ExposurePolicy = ExposurePolicy(),
        clock: @escaping @Sendable () -> Date = { Date() },
        capacityPerTracker: Int = 10_000,
        onDeliveryProblem: (@Sendable (DeliveryProblem) -> Void)? = DeliveryProblemLog.report,
        physicalActions: PhysicalActionPolicy = PhysicalActionPolicy(),
        pages: PagePolicy = PagePolicy(),
        terminationFlushTimeout: TimeInterval = 2,
        backgroundFlushTimeout: TimeInterval = 20
    ) {
        self.elementRules = elementRules
        self.listSelection = listSelection
        self.gestures = gestures
        self.exposure = exposure
        self.clock = clock
        self.capacityPerTracker = capacityPerTracker
        self.onDeliveryProblem = onDeliveryProblem
        self.physicalActions = physicalActions
        self.pages = pages
        self.terminationFlushTimeout = terminationFlushTimeout
        self.backgroundFlushTimeout = backgroundFlushTimeout
    }
}
