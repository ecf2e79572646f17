extension ElementDescriber {
    /// What `element_content` is made of (E2, E8, H4, N3), read on the main thread: `own`, the
    /// view's ``ViewNode/nodeContent``, when it is the element's own words (a control's title, a
    /// switch's state, a slider's value; typed text only as ``TypedTextPolicy`` allows); a label's
    /// text or an image's accessibility label, or for a container what its visible, non-private
    /// subviews show, depth first, only where ``ElementTrackingRules/displayedText`` opts in for
    /// the view's type or its screen `screen`. The caller has checked that neither the view nor an
    /// ancestor is private.
    ///
    /// Each visited view counts against ``ElementPropertyLimits/maximumContentNodes``, so a wide,
    /// deep or cyclic subtree costs at most that many views (H2). The byte budget, which depends on
    /// the texts once cut and screened, is applied by ``ElementDescriptionBuilder``: it can only
    /// stop the gathering earlier, so the views captured here are all it can need.
    func captureContent(of node: any ViewNode, own: NodeContent, screen: String?) -> ElementCapture.Content {
        switch own {
        case .title, .toggle, .value, .picker:
            return .own(own)
        case .textInput(_, let traits):
            if rules.capturesTypedText, TypedTextPolicy(rules: rules).keepsText(of: traits) {
                // Its text is kept: read again, the text with it (H8).
                return .own(TypedTextReading.allowing { node.nodeContent })
            }
            return .own(own)
        case .text, .image:
            return allowsDisplayedText(of: node, screen: screen) ? .own(own) : .none
        case .container:
            // A container never speaks for its subtree unless the app opts in (N3).
            guard allowsDisplayedText(of: node, screen: screen) else { return .none }
            var contents: [NodeContent] = []
            var nodes = shared.rules.limits.maximumContentNodes
            collectContents(below: node, into: &contents, nodes: &nodes)
            return .subviews(contents)
        }
    }

    /// What the visible, non-private subviews of `node` show, depth first, whatever
    /// ``ElementTrackingRules/displayedText`` says: for an element whose texts are its own words
    /// (``ProcessedElement/textsAreOwnWords``). The caller has checked privacy.
    func gatheredContent(of node: any ViewNode) -> ElementCapture.Content {
        var contents: [NodeContent] = []
        var nodes = shared.rules.limits.maximumContentNodes
        collectContents(below: node, into: &contents, nodes: &nodes)
        return .subviews(contents)
    }

    private func collectContents(below node: any ViewNode, into contents: inout [NodeContent], nodes: inout Int) {
        for position in 0..<node.childNodeCount {
            if nodes <= 0 { return }
            nodes -= 1
            guard var content = node.contentOfChild(at: position) else { continue }
            // (Opted in only: by default no text is kept, and a tap's 50 labels pay one flag read.)
            if rules.capturesTypedText, case .textInput(_, let traits) = content, TypedTextPolicy(rules: rules).keepsText(of: traits) {
                content = TypedTextReading.allowing { node.contentOfChild(at: position) } ?? content
            }
            if case .container = content {
                collectContents(below: node.childNode(at: position), into: &contents, nodes: &nodes)
            } else {
                if contents.isEmpty { contents.reserveCapacity(nodes + 1) }
                contents.append(content)
            }
        }
    }

    /// What fields near `node` say about its text (H9), read on the main thread: for a container,
    /// the text inputs among the captured subviews; for a view with text of its own that holds
    /// digits (only such a text can hold a code or a date), the text inputs beside it.
    func sensitiveContext(of node: any ViewNode, content: ElementCapture.Content) -> SensitiveTextContext {
        switch content {
        case .subviews(let contents):
            var context: SensitiveTextContext = []
            for case .textInput(_, let traits) in contents { context.formUnion(SensitiveTextContext(traits: traits)) }
            return context
        case .own(.title(let text?)), .own(.text(let text?)), .own(.image(let text?)):
            let window = shared.rules.limits.maximumContentBytes * 8
            guard text.utf8.prefix(window).contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return [] }
            return SensitiveTextContext.of(childrenOf: node.parentNode)
        default:
            return []
        }
    }
}
