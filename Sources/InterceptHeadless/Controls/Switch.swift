@_spi(Platform) import Intercept

/// The headless counterpart of `UISwitch`: a tap toggles it and sends `valueChanged`. Its
/// content is "checked" or "unchecked" (C1).
@MainActor
open class Switch: Control {
    /// Whether the switch is on.
    open var isOn: Bool

    /// Creates a switch.
    public init(isOn: Bool = false) {
        self.isOn = isOn
        super.init()
    }

    /// A touch that ends inside toggles the switch and sends `valueChanged`, then `touchUpInside`.
    open override func endTracking(with event: TouchEvent) {
        if event.touch.isInside {
            isOn.toggle()
            sendActions(for: .valueChanged, with: event)
        }
        super.endTracking(with: event)
    }

    /// VoiceOver's activation toggles the switch and sends `valueChanged`, with no event (H8).
    open override func simulateAccessibilityActivation() {
        window?.application?.assistiveFocus = self
        isOn.toggle()
        sendActions(for: .valueChanged, with: nil)
    }

    /// "checked" or "unchecked".
    open override var nodeContent: NodeContent { .toggle(isOn: isOn) }
}
