extension ElementDescriber {
    /// What `element_content` is made of (E2, E8, H4), read on the main thread: the view's own
    /// content, or for a container what its visible, non-private subviews show, depth first. The
    /// caller has checked that neither the view nor an ancestor is private.
    ///
    /// Each visited view counts against ``ElementPropertyLimits/maximumContentNodes``, so a wide,
    /// deep or cyclic subtree costs at most that many views (H2). The byte budget, which depends on
    /// the texts once cut and screened, is applied by ``ElementDescriptionBuilder``: it can only
    /// stop the gathering earlier, so the views captured here are all it can need.
    func captureContent(of node: any ViewNode) -> ElementCapture.Content {
        let own = node.nodeContent
        guard case .container = own else { return .own(own) }
        var contents: [NodeContent] = []
        var nodes = shared.rules.limits.maximumContentNodes
        collectContents(below: node, into: &contents, nodes: &nodes)
        return .subviews(contents)
    }

    private func collectContents(below node: any ViewNode, into contents: inout [NodeContent], nodes: inout Int) {
        for position in 0..<node.childNodeCount {
            if nodes <= 0 { return }
            nodes -= 1
            guard let content = node.contentOfChild(at: position) else { continue }
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
        case .own(.text(let text?)), .own(.image(let text?)):
            let window = shared.rules.limits.maximumContentBytes * 8
            guard text.utf8.prefix(window).contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return [] }
            return SensitiveTextContext.of(childrenOf: node.parentNode)
        default:
            return []
        }
    }
}
