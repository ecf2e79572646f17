/// Which kind of view the user enters something in, as a host knows it from what the view *is*
/// (on UIKit, its class), without reading what was entered (F15, H8).
///
/// Whether a view is inside one decides what it gives: nothing below a text input or a picker
/// gives content (H8); nothing inside a text input is reported as an action or a tap, since its
/// keys spell what is typed (a PIN pad's buttons, H8); everything inside a picker is the
/// platform's interface, though the picker itself reports as a control (F15).
public enum UserEntryKind: Sendable, Equatable {
    /// A text field, a text view, a search field, or a view of the app's that takes keys (a PIN
    /// or one-time-code view adopting `UIKeyInput`).
    case textInput
    /// A picker or a date picker, of the platform's class or an app's subclass of it.
    case picker
}
