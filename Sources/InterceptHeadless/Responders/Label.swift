@_spi(Platform) import Intercept

/// The headless counterpart of `UILabel`: shows a text, which is its content (E2).
@MainActor
open class Label: View {
    /// The text shown (read without exclusivity checks: every description of a container reads it).
    @exclusivity(unchecked) open var text: String?

    /// Creates a label showing `text`.
    public init(text: String? = nil) {
        self.text = text
        super.init()
        isUserInteractionEnabled = false
    }

    /// The text.
    open override var nodeContent: NodeContent { .text(text) }
}
