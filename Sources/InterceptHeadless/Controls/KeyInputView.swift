@_spi(Platform) import Intercept

/// The headless counterpart of an app's view adopting `UIKeyInput` (a PIN or one-time-code view):
/// a text input of the app's own, which shows each typed character in a box of its own. What it
/// and everything inside it show is what the user typed (H8): its boxes, and any button the app
/// puts inside it (a keypad's digits), give no content on any path.
@MainActor
open class KeyInputView: View {
    /// What was typed.
    public private(set) var text = ""
    /// Secure entry (dots in the boxes).
    open var isSecureTextEntry: Bool
    /// The declared kind of text.
    open var textContentType: TextContentType?

    /// The boxes, one per character, in order: each a view holding a label (the box is where a
    /// touch lands).
    public let boxes: [View]
    private let labels: [Label]

    /// Creates a view of `length` boxes.
    public init(length: Int = 4, isSecureTextEntry: Bool = false, textContentType: TextContentType? = nil) {
        self.isSecureTextEntry = isSecureTextEntry
        self.textContentType = textContentType
        labels = (0..<max(1, length)).map { _ in Label() }
        boxes = labels.map { _ in View() }
        super.init()
        for (box, label) in zip(boxes, labels) {
            box.addSubview(label)
            addSubview(box)
        }
    }

    /// Whether anything was typed (`UIKeyInput.hasText`).
    public var hasText: Bool { !text.isEmpty }

    /// Types `typed` at the end, up to the number of boxes (`UIKeyInput.insertText(_:)`).
    open func insertText(_ typed: String) {
        text = String((text + typed).prefix(boxes.count))
        showText()
    }

    /// Deletes the last character (`UIKeyInput.deleteBackward()`).
    open func deleteBackward() {
        text = String(text.dropLast())
        showText()
    }

    /// The boxes sit side by side across the view.
    open override var frame: Rect {
        didSet {
            let width = frame.size.width / Double(boxes.count)
            for (index, box) in boxes.enumerated() {
                box.frame = Rect(x: width * Double(index), y: 0, width: width, height: frame.size.height)
                labels[index].frame = Rect(x: 0, y: 0, width: width, height: frame.size.height)
            }
        }
    }

    /// A text input whose text is never read (`UIKeyInput` has no getter for it).
    open override var nodeContent: NodeContent {
        .textInput(nil, TextEntryTraits(isSecureTextEntry: isSecureTextEntry, contentType: textContentType))
    }

    /// A text input, by class (`UIKeyInput`), as the UIKit adapter answers it.
    open override var userEntryKind: UserEntryKind? { .textInput }

    private func showText() {
        let characters = Array(text)
        for (index, label) in labels.enumerated() {
            label.text = index < characters.count ? (isSecureTextEntry ? "•" : String(characters[index])) : nil
        }
    }
}
