/// Whether a host may read what the user typed into a text input now (H8): only while
/// the core reads the content of one whose text `TypedTextPolicy` keeps (the app opted in with
/// ``ElementTrackingRules/capturesTypedText``, the entry is not secure, its kind not sensitive).
///
/// Every other read of a text input's ``ViewNode/nodeContent`` (describing it when the app did
/// not opt in, gathering an ancestor's content, looking at a card field beside a label, a secure
/// field in any case) needs only its traits, so the UIKit adapter and the headless platform give
/// its text as `nil` then: no password or typed text is copied out of the view for nothing. A
/// host that does not look at this reads the text as before, and the text is dropped later by the
/// same policy.
@_spi(Platform) @MainActor public enum TypedTextReading {
    /// Whether the text input being read may give its text.
    @_spi(Platform) public private(set) static var isAllowed = false

    /// The text `read` gives, read only while allowed, `nil` otherwise: every platform's text
    /// input gives its ``ViewNode/nodeContent`` text through this (H8, F16).
    @_spi(Platform) public static func text(_ read: () -> String?) -> String? {
        isAllowed ? read() : nil
    }

    /// Runs `body` with reading allowed.
    static func allowing<T>(_ body: () -> T) -> T {
        let wasAllowed = isAllowed
        isAllowed = true
        defer { isAllowed = wasAllowed }
        return body()
    }
}
