/// Which of the platform's slots a view shown in its input host fills (UIKit's input set host,
/// ``SystemInterfacePolicy/defaultInputHostTypeNames``): the keyboard's or the accessory bar's.
/// The core decides it for every platform (`SystemInterfacePolicy.inputHostSlot(of:…)`)
/// from the first responder's chain, so a bar built from the platform's own classes (a
/// `UIToolbar` with a Done item) is the app's accessory as much as a bar of the app's class
/// (F17), and its events name the screen that shows it (F17).
@MainActor
public enum InputHostSlot {
    /// A keyboard: a responder's custom `inputView` (a PIN keypad), or a view no responder on the
    /// first responder's chain supplies. Its keys are what the user types (H8, F17); the
    /// platform's own keyboard views stay the platform's by their names (F15). The safe answer
    /// when it cannot be told.
    case keyboard
    /// The `inputAccessoryView` of a responder on the first responder's chain: the app's bar,
    /// reported as the app's. `screen` is the screen it is shown for (the supplying responder when
    /// it is a screen, else the nearest screen on the responder chain from it), `nil` when none
    /// was found: its events name that screen, not the platform's input window controller.
    case accessory(screen: (any ScreenNode)?)

    /// Whether this is ``accessory(screen:)``.
    public var isAccessory: Bool {
        if case .accessory = self { return true }
        return false
    }
}
