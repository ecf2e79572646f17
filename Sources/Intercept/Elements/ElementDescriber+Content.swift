extension ElementDescriber {
    /// `element_content` (E2, E8, H3-H5, H8, H9): the view's own content (never typed text by
    /// default, ``TypedTextPolicy``), or for a container the texts
    /// of its visible, non-private subviews depth first, joined by "-". Each text is cut to a
    /// window (and screened then if it was cut), the joined text screened once (which also catches
    /// a number split across two labels), and the result capped in grapheme clusters and bytes.
    /// The caller has checked that neither the view nor an ancestor is private.
    func content(of node: any ViewNode) -> String? {
        let limits = rules.limits
        let text: String
        if case .container = node.nodeContent {
            var parts: [String] = []
            var budget = ContentBudget(nodes: limits.maximumContentNodes, bytes: limits.maximumContentBytes * 8)
            var context: SensitiveTextContext = []
            collectTexts(below: node, into: &parts, budget: &budget, context: &context)
            guard !parts.isEmpty else { return nil }
            var redactor = self.redactor
            redactor.context = context
            text = redactor.redact(parts.joined(separator: "-"))
        } else {
            guard let own = ownText(of: node), !own.isEmpty else { return nil }
            // A label beside a card or birthdate field is read in that field's context (H9); only
            // a text with digits can hold a code or a date, so others skip the look at the siblings.
            let hasDigits = own.utf8.prefix(limits.maximumContentBytes * 8).contains { $0 >= 0x30 && $0 <= 0x39 }
            let context = hasDigits ? SensitiveTextContext.of(childrenOf: node.parentNode) : []
            text = screened(own, context: context)
        }
        let capped = BoundedText.capped(text, graphemes: limits.maximumContentLength, bytes: limits.maximumContentBytes)
        return capped.isEmpty ? nil : capped
    }

    private struct ContentBudget {
        var nodes: Int
        var bytes: Int
        var isExhausted: Bool { nodes <= 0 || bytes <= 0 }
    }

    /// Depth first, each visited view counted against the budget, so a wide, deep or cyclic
    /// subtree costs at most `maximumContentNodes` views (H2).
    private func collectTexts(
        below node: any ViewNode, into parts: inout [String], budget: inout ContentBudget, context: inout SensitiveTextContext
    ) {
        for position in 0..<node.childNodeCount {
            if budget.isExhausted { return }
            let child = node.childNode(at: position)
            budget.nodes -= 1
            let content = child.nodeContent
            // A card or birthdate field, even a hidden or private one, says what the texts beside it are (H9).
            if case .textInput(_, let traits) = content { context.formUnion(SensitiveTextContext(traits: traits)) }
            if child.nodeIsHidden || child.nodeAlpha <= 0 || child.trackingAttributes.isPrivate { continue }
            if case .container = content {
                collectTexts(below: child, into: &parts, budget: &budget, context: &context)
            } else if let text = ownText(of: child), !text.isEmpty {
                // Cut to the window; redacted here only when cut (a secret at the cut), otherwise
                // once, joined, by the caller.
                let window = BoundedText.prefix(of: text, bytes: rules.limits.maximumContentBytes * 8)
                let part = window.utf8.count < text.utf8.count ? redactor.redact(window, wasCut: true) : window
                parts.append(part)
                budget.bytes -= part.utf8.count + 1
            }
        }
    }

    private func ownText(of node: any ViewNode) -> String? {
        switch node.nodeContent {
        case .container:
            return nil
        case .text(let text):
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
