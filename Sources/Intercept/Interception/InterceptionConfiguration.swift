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
    /// How long a touch whose end never arrives may hold events back (F6).
    public var physicalActions: PhysicalActionPolicy
    /// Which screens are never pages: the platform's own (F9).
    public var pages: PagePolicy
    /// The clock stamped on events; tests pass a clock they control.
    public var clock: @Sendable () -> Date
    /// The most events buffered per tracker before newer ones are dropped (and counted).
    public var capacityPerTracker: Int
    /// Called, on a tracker's queue, for every event a tracker did not get (T2, T3).
    public var onDeliveryProblem: (@Sendable (DeliveryProblem) -> Void)?

    /// Creates a configuration with sensible defaults.
    public init(
        elementRules: ElementTrackingRules = ElementTrackingRules(),
        listSelection: ListSelectionPolicy = ListSelectionPolicy(),
        gestures: GestureTrackingPolicy = GestureTrackingPolicy(),
        exposure: ExposurePolicy = ExposurePolicy(),
        clock: @escaping @Sendable () -> Date = { Date() },
        capacityPerTracker: Int = 10_000,
        onDeliveryProblem: (@Sendable (DeliveryProblem) -> Void)? = nil,
        physicalActions: PhysicalActionPolicy = PhysicalActionPolicy(),
        pages: PagePolicy = PagePolicy()
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
    }
}
