@_spi(Platform) import Intercept

/// The headless counterpart of `UITextField`: a control whose text is content only when it is
/// neither secure nor of a sensitive content type (E8). A tap starts editing
/// (`editingDidBegin`); typing sends `editingChanged` without a touch, so it is not reported.
/// With a ``clearButtonMode`` other than `.never`, it shows UIKit's own clear button (a private
/// button subview, `_UITextFieldClearButton`, whose target is the field) at its trailing end
/// while it has text: a tap on it clears the text and sends `editingChanged`.
@MainActor
open class TextField: Control {
    /// The text typed.
    open var text: String? {
        didSet { showClearButton() }
    }
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
    public private(set) var isEditing = false {
        didSet { showClearButton() }
    }

    /// When a clear button shows, as UIKit's `UITextField.ViewMode`.
    public enum ViewMode: Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// When the field shows its clear button (UIKit's `clearButtonMode`; `.never` by default, as
    /// there). The button is made the first time it may show.
    open var clearButtonMode = ViewMode.never {
        didSet { showClearButton() }
    }

    /// UIKit's own clear button, once made: a subview of the field, its target the field.
    public private(set) var clearButton: Button?

    /// The clear button sits at the trailing end, as wide as the field is high.
    open override var frame: Rect {
        didSet { layOutClearButton() }
    }

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

    /// UIKit's clear button tapped: the text is cleared, as the user's edit (`editingChanged`).
    private func clear() {
        text = ""
        sendActions(for: .editingChanged, with: nil)
    }

    private func showClearButton() {
        let mode = clearButtonMode
        let modeShows = mode == .always || (mode == .whileEditing && isEditing) || (mode == .unlessEditing && !isEditing)
        guard modeShows || clearButton != nil else { return }
        let button = clearButton ?? makeClearButton()
        button.isHidden = !modeShows || (text ?? "").isEmpty
    }

    private func makeClearButton() -> Button {
        let button = _UITextFieldClearButton()
        button.addTarget(self, action: ControlAction("_clearButtonClicked:") { (field: TextField, _) in field.clear() }, for: .touchUpInside)
        addSubview(button)
        clearButton = button
        layOutClearButton()
        return button
    }

    private func layOutClearButton() {
        let side = frame.size.height
        clearButton?.frame = Rect(x: max(0, frame.size.width - side), y: 0, width: side, height: side)
    }

    /// A text input, by class, as the UIKit adapter answers it: no text is read to learn it.
    open override var userEntryKind: UserEntryKind? { .textInput }

    /// The traits, so the core can keep secure and sensitive text out (E8), and the text only
    /// while the core reads a field whose text it keeps (`TypedTextReading`), as the UIKit
    /// adapter gives it (H8).
    open override var nodeContent: NodeContent {
        .textInput(TypedTextReading.text { text }, TextEntryTraits(isSecureTextEntry: isSecureTextEntry, contentType: textContentType))
    }
}

/// A text field's clear button, as UIKit's private `_UITextFieldClearButton` (a `UIButton`).
@MainActor
final class _UITextFieldClearButton: Button {}
