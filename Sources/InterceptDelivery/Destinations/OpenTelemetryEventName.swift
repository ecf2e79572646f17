@_spi(Platform) import Intercept

/// An event's OpenTelemetry name, from the semantic conventions where one exists for its kind,
/// namespaced `intercept.<kind>` otherwise (W5). A click is a tap or a selection: a long press, or
/// a control whose action reports a changed value (a slider dragged, a switch toggled, a stepper,
/// a segmented control, a picker), is not one.
struct OpenTelemetryEventName {
    let eventName: String
    /// Whether the event is a click (`app.widget.click` or `app.screen.click`).
    let isClick: Bool
    /// `ios.app.state` of a `device.app.lifecycle` event.
    let appState: String?

    init(_ event: InteractionEvent) {
        var click = false
        switch event.kind {
        case .rowSelected, .itemSelected, .tap: click = true
        case .controlAction: click = !Self.isValueControl(event.element?.type)
        default: break
        }
        switch event.kind {
        case _ where click && event.element != nil:
            (eventName, isClick, appState) = ("app.widget.click", true, nil)
        case _ where click && event.touch != nil:
            (eventName, isClick, appState) = ("app.screen.click", true, nil)
        case .appStart:
            // A cold launch and a return to the foreground alike: the app comes to the foreground.
            (eventName, isClick, appState) = ("device.app.lifecycle", false, "foreground")
        case .appEnd:
            (eventName, isClick, appState) = ("device.app.lifecycle", false, "background")
        default:
            (eventName, isClick, appState) = ("intercept." + event.kind.rawValue, false, nil)
        }
    }

    /// Controls whose action is a changed value, by UIKit class or SwiftUI view name (a module
    /// prefix is ignored). A subclass named otherwise is not recognized: give it a declared
    /// display type of one of these names.
    static let valueControlTypes: Set<Substring> = [
        "UISlider", "UISwitch", "UIStepper", "UISegmentedControl", "UIDatePicker", "UIPageControl", "UIColorWell", "UIPickerView",
        "Slider", "Toggle", "Stepper", "Picker", "DatePicker", "ColorPicker",
    ]

    static func isValueControl(_ type: String?) -> Bool {
        guard let type else { return false }
        let name = type.split(separator: ".").last ?? Substring(type)
        return valueControlTypes.contains(name)
    }
}
