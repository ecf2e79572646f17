/// What a text input may give as content (E8, H8, H9): by default nothing, ever.
///
/// Text fields, text views and search fields hold what the user typed: their type and path are
/// reported, their text is not, on every path that describes a view (a control action, a tap, a
/// selection, an exposure, the content of an ancestor). An app that wants typed text opts in with
/// ``ElementTrackingRules/capturesTypedText``; even then secure entry and every sensitive content
/// type (``TextContentType/sensitiveByDefault``: a person, an address, a payment, a credential)
/// give nothing.
///
/// One small type, so that whichever code describes a view (on the main thread or off it) asks
/// the same question.
struct TypedTextPolicy: Sendable {
    /// Whether the app opted in to typed text.
    var capturesTypedText: Bool
    /// The kinds never captured, opted in or not.
    var sensitiveContentTypes: Set<TextContentType>

    init(rules: ElementTrackingRules) {
        capturesTypedText = rules.capturesTypedText
        sensitiveContentTypes = rules.sensitiveContentTypes
    }

    /// The text a field with `traits` gives: `nil` unless the app opted in, and never for secure
    /// entry or a sensitive kind.
    func capturableText(_ text: String?, traits: TextEntryTraits) -> String? {
        keepsText(of: traits) ? text : nil
    }

    /// Whether the text of a field with `traits` is kept: the app opted in, and the entry is
    /// neither secure nor of a sensitive kind. Only then is the text read (`TypedTextReading`).
    func keepsText(of traits: TextEntryTraits) -> Bool {
        guard capturesTypedText, !traits.isSecureTextEntry else { return false }
        if let type = traits.contentType, sensitiveContentTypes.contains(type) { return false }
        return true
    }
}

/// What the text inputs near a text say about it (H9): a security code is only a 3 or 4 digit
/// number, and a date of birth only a date, but beside a card field or a birthdate field that is
/// what they are, and the redactor treats them so.
@_spi(Platform) public struct SensitiveTextContext: OptionSet, Sendable, Hashable {
    @_spi(Platform) public let rawValue: UInt8

    /// A payment card field is near: 3 and 4 digit numbers are card security codes.
    static let paymentCard = SensitiveTextContext(rawValue: 1 << 0)
    /// A birthdate field is near: dates are dates of birth.
    static let birthdate = SensitiveTextContext(rawValue: 1 << 1)

    /// What a text input with `traits` says about the texts near it.
    init(traits: TextEntryTraits) {
        var context: SensitiveTextContext = []
        if let type = traits.contentType {
            if TextContentType.payment.contains(type) { context.insert(.paymentCard) }
            if TextContentType.birthdates.contains(type) { context.insert(.birthdate) }
        }
        self = context
    }

    @_spi(Platform) public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// What the text inputs among `node`'s direct children say (at most `limit` looked at): a
    /// label beside a card field, in the same row or cell, is read in that field's context.
    @MainActor
    static func of(childrenOf node: (any ViewNode)?, limit: Int = 16) -> SensitiveTextContext {
        guard let node else { return [] }
        var context: SensitiveTextContext = []
        for position in 0..<min(node.childNodeCount, limit) {
            if case .textInput(_, let traits) = node.childNode(at: position).nodeContent {
                context.formUnion(SensitiveTextContext(traits: traits))
            }
        }
        return context
    }
}
