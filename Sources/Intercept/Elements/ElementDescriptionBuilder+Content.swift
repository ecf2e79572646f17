extension ElementDescriptionBuilder {
    /// `element_content` (E2, E8, H3-H5): the view's own content, or for a container the texts
    /// of its visible, non-private subviews depth first, joined by "-". Each text is cut to a
    /// window (and screened then if it was cut), the joined text screened once (which also catches
    /// a number split across two labels), and the result capped in grapheme clusters and bytes.
    /// A container's texts are gathered until ``ElementPropertyLimits/maximumContentBytes`` times
    /// eight bytes are taken.
    /// A text cut on the way (a container's texts beyond the window, the result beyond the caps)
    /// adds one to `cuts` (N6).
    func content(of captured: ElementCapture.Content, context: SensitiveTextContext = [], cuts: inout Int) -> String? {
        let limits = rules.limits
        let text: String
        switch captured {
        case .none:
            return nil
        case .screened(let given):
            return screened(given)
        case .own(let content):
            guard let own = ownText(of: content), !own.isEmpty else { return nil }
            text = screened(own, context: context)
        case .subviews(let contents):
            guard let (joined, isCut) = joinedTexts(of: contents) else { return nil }
            if isCut { cuts += 1 }
            text = redactor(context).redact(joined)
        }
        let capped = BoundedText.capped(text, graphemes: limits.maximumContentLength, bytes: limits.maximumContentBytes)
        if capped.utf8.count < text.utf8.count { cuts += 1 }
        return capped.isEmpty ? nil : capped
    }

    /// The subviews' texts joined by "-", written into one buffer and made a string once, and
    /// whether a text was cut or left out for the window; `nil` when none gives text.
    private func joinedTexts(of contents: [NodeContent]) -> (String, isCut: Bool)? {
        let window = rules.limits.maximumContentBytes * 8
        var budget = window
        var joined: [UInt8] = []
        var isEmpty = true
        var isCut = false
        for content in contents {
            guard let text = ownText(of: content), !text.isEmpty else { continue }
            if budget <= 0 {
                isCut = true
                break
            }
            // Cut to the window; redacted here only when cut (a secret at the cut), otherwise
            // once, joined, by the caller.
            let cut = BoundedText.prefix(of: text, bytes: window)
            if cut.utf8.count < text.utf8.count { isCut = true }
            let part = cut.utf8.count < text.utf8.count ? redactor.redact(cut, wasCut: true) : cut
            if isEmpty {
                joined.reserveCapacity(min(window, (part.utf8.count + 1) * contents.count) + part.utf8.count)
                isEmpty = false
            } else {
                joined.append(UInt8(ascii: "-"))
            }
            Self.append(part, to: &joined)
            budget -= part.utf8.count + 1
        }
        return isEmpty ? nil : (String(decoding: joined, as: UTF8.self), isCut)
    }

    /// The text a view's content gives: never typed text by default, never a secure field's or a
    /// sensitive kind's (E8, H8, H9, ``TypedTextPolicy``).
    func ownText(of content: NodeContent) -> String? {
        switch content {
        case .container, .picker:
            return nil
        case .title(let text), .text(let text):
            return text
        case .image(let accessibilityLabel):
            return accessibilityLabel
        case .textInput(let text, let traits):
            return TypedTextPolicy(rules: rules).capturableText(text, traits: traits)
        case .toggle(let isOn):
            return isOn ? "checked" : "unchecked"
        case .value(let value):
            return Self.format(value)
        }
    }

    /// Whole numbers print without a fraction ("3", not "3.0").
    static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
