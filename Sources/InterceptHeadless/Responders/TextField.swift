import Intercept

/// The headless counterpart of `UITextField`'s text-holding side: its text is content only when
/// it is neither secure nor of a sensitive content type (E8).
@MainActor
open class TextField: View {
    /// The text typed.
    open var text: String?
    /// Secure entry (password dots).
    open var isSecureTextEntry = false
    /// The declared kind of text.
    open var textContentType: TextContentType?

    /// Creates a text field.
    public init(text: String? = nil, isSecureTextEntry: Bool = false, textContentType: TextContentType? = nil) {
        self.text = text
        self.isSecureTextEntry = isSecureTextEntry
        self.textContentType = textContentType
        super.init()
    }

    open override var nodeContent: NodeContent {
        .textInput(text, TextEntryTraits(isSecureTextEntry: isSecureTextEntry, contentType: textContentType))
    }
}
