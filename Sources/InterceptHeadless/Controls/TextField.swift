@_spi(Platform) import Intercept

/// The headless counterpart of `UITextField`: a control whose text is content only when it is
/// neither secure nor of a sensitive content type (E8). A tap starts editing
/// (`editingDidBegin`); typing sends `editingChanged` without a touch, so it is not reported.
@MainActor
open class TextField: Control {
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

    /// Whether the field is being edited.
    public private(set) var isEditing = false

    /// A touch starts editing (`editingDidBegin`).
    open override func beginTracking(with event: TouchEvent) -> Bool {
        let tracking = super.beginTracking(with: event)
        if !isEditing {
            isEditing = true
            sendActions(for: .editingDidBegin, with: event)
        }
        return tracking
    }

    /// Plays the user typing `typed` at the end of the text (editing must have begun).
    public func simulateTyping(_ typed: String) {
        guard isEditing else { return }
        text = (text ?? "") + typed
        sendActions(for: .editingChanged, with: nil)
    }

    /// Ends editing.
    public func endEditing() {
        guard isEditing else { return }
        isEditing = false
        sendActions(for: .editingDidEnd, with: nil)
    }

    /// The text, with its traits, so the core can keep secure and sensitive text out (E8).
    open override var nodeContent: NodeContent {
        .textInput(text, TextEntryTraits(isSecureTextEntry: isSecureTextEntry, contentType: textContentType))
    }
}
