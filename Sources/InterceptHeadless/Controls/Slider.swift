@_spi(Platform) import Intercept

/// The headless counterpart of `UISlider`: dragging moves its value; a continuous slider sends
/// `valueChanged` while dragging, every slider sends it when the touch ends. Its content is its
/// value (C1); Intercept reports a drag once, when it ends (C2).
@MainActor
open class Slider: Control {
    /// The value, between ``minimumValue`` and ``maximumValue``.
    open var value: Double
    /// The lowest value.
    open var minimumValue: Double
    /// The highest value.
    open var maximumValue: Double
    /// Whether `valueChanged` is sent while dragging, or only at the end.
    open var isContinuous = true

    /// Creates a slider.
    public init(value: Double = 0, minimumValue: Double = 0, maximumValue: Double = 1) {
        self.minimumValue = minimumValue
        self.maximumValue = max(minimumValue, maximumValue)
        self.value = min(max(value, minimumValue), max(minimumValue, maximumValue))
        super.init()
    }

    /// Plays a user dragging the thumb through `values` and lifting the finger. Returns `false`
    /// (and does nothing) when the slider is not in a window or is disabled.
    @discardableResult
    public func simulateDrag(through values: [Double]) -> Bool {
        guard let application = window?.application, let event = application.beginTouch(on: self) else { return false }
        for next in values {
            value = min(max(next, minimumValue), maximumValue)
            application.moveTouch(event)
        }
        application.endTouch(event)
        return true
    }

    /// A continuous slider sends `valueChanged` for every move.
    open override func continueTracking(with event: TouchEvent) -> Bool {
        if isContinuous { sendActions(for: .valueChanged, with: event) }
        return super.continueTracking(with: event)
    }

    /// The final value is sent (`valueChanged`) when the touch ends, then `touchUpInside`.
    open override func endTracking(with event: TouchEvent) {
        sendActions(for: .valueChanged, with: event)
        super.endTracking(with: event)
    }

    /// The value.
    open override var nodeContent: NodeContent { .value(value) }
}
