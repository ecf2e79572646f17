@_spi(Platform) import Intercept

/// The headless counterpart of `UIStepper`: a touch on plus or minus changes the value by
/// ``stepValue`` and sends `valueChanged`. Its content is its value (C1).
@MainActor
open class Stepper: Control {
    /// The value.
    open var value: Double
    /// The lowest value.
    open var minimumValue: Double
    /// The highest value.
    open var maximumValue: Double
    /// The change per touch.
    open var stepValue: Double

    private var pendingStep: Double?

    /// Creates a stepper.
    public init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 100, stepValue: Double = 1) {
        self.minimumValue = minimumValue
        self.maximumValue = max(minimumValue, maximumValue)
        self.value = min(max(value, minimumValue), max(minimumValue, maximumValue))
        self.stepValue = stepValue
        super.init()
    }

    /// Plays a user's tap on plus (`increment`) or minus.
    @discardableResult
    public func simulateTap(increment: Bool) -> Bool {
        guard let application = window?.application else { return false }
        pendingStep = increment ? stepValue : -stepValue
        defer { pendingStep = nil }
        return application.simulateTouch(on: self)
    }

    /// The touch steps the value and sends `valueChanged` when it changes.
    open override func beginTracking(with event: TouchEvent) -> Bool {
        let tracking = super.beginTracking(with: event)
        if let pendingStep {
            let stepped = min(max(value + pendingStep, minimumValue), maximumValue)
            if stepped != value {
                value = stepped
                sendActions(for: .valueChanged, with: event)
            }
        }
        return tracking
    }

    /// The value.
    open override var nodeContent: NodeContent { .value(value) }
}
