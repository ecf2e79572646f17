/// The traits of a text input that decide whether its text may be captured (E8).
public struct TextEntryTraits: Sendable, Equatable, Hashable {
    /// Secure text entry (password dots): never captured.
    public var isSecureTextEntry: Bool
    /// The declared kind of text, if any.
    public var contentType: TextContentType?

    /// Creates traits; the defaults describe a plain text field.
    public init(isSecureTextEntry: Bool = false, contentType: TextContentType? = nil) {
        self.isSecureTextEntry = isSecureTextEntry
        self.contentType = contentType
    }
}
