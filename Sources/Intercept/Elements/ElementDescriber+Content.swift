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
        var nodes = rules.limits.maximumContentNodes
        collectContents(below: node, into: &contents, nodes: &nodes)
        return .subviews(contents)
    }

    private func collectContents(below node: any ViewNode, into contents: inout [NodeContent], nodes: inout Int) {
        for position in 0..<node.childNodeCount {
            if nodes <= 0 { return }
            let child = node.childNode(at: position)
            nodes -= 1
            if child.nodeIsHidden || child.nodeAlpha <= 0 || child.isPrivateForTracking { continue }
            let content = child.nodeContent
            if case .container = content {
                collectContents(below: child, into: &contents, nodes: &nodes)
            } else {
                if contents.isEmpty { contents.reserveCapacity(nodes + 1) }
                contents.append(content)
            }
        }
    }
}
