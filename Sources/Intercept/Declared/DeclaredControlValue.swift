/// The value a declared control reports as its content (S2, C1, H8).
@_spi(Platform) public enum DeclaredControlValue: Sendable, Hashable {
    /// A `Toggle`: "checked" or "unchecked".
    case toggle(Bool)
    /// A `Slider` or `Stepper`: the value.
    case number(Double)
    /// A `Picker`: the chosen option's description (app-defined, screened for sensitive text, H5).
    case choice(String)
    /// A `TextField`, `SecureField` or `DatePicker`: what the user entered is never content (H8).
    case withheld
}
