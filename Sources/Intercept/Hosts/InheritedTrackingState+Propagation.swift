extension InheritedTrackingState {
    /// Pushes what `view` and the views below it inherit down the tree, as a host that keeps the
    /// state must after `view` moved (`didMoveToWindow`, `didMoveToSuperview`), or after an ignore
    /// or private flag changed on its parent (a view's own flags are what its subviews inherit, so
    /// the host propagates from each subview): depth first, stopping below any view whose state did
    /// not change, so a mutation pays in proportion to the subtree it changes (E3, E7, H4).
    ///
    /// The rules are `init(of:parent:parentState:)`'s; the host only says how to reach its views
    /// and where it keeps their state. `store` saves a view's new state (beside it, whatever else
    /// the host keeps with it, such as its window) and answers whether anything changed; a view
    /// whose state did not change keeps its subtree's as it is. Every view is visited at most once,
    /// so a custom host that answers a cycle of subviews cannot hang it (H2).
    public static func propagate<Node: ViewNode>(
        from view: Node,
        parent: (Node) -> Node?,
        children: (Node) -> [Node],
        keptState: (Node) -> InheritedTrackingState?,
        store: (Node, InheritedTrackingState) -> Bool
    ) {
        let above = parent(view)
        let state = InheritedTrackingState(of: view, parent: above, parentState: above.flatMap(keptState) ?? InheritedTrackingState())
        // Most changes stop here (a leaf added, a flag set to what it was): nothing is allocated.
        guard store(view, state) else { return }
        var pending = children(view)
        var visited: Set<ObjectIdentifier> = [ObjectIdentifier(view)]
        while let current = pending.popLast() {
            guard visited.insert(ObjectIdentifier(current)).inserted else { continue }
            let above = parent(current)
            let parentState = above.flatMap(keptState) ?? InheritedTrackingState()
            let state = InheritedTrackingState(of: current, parent: above, parentState: parentState)
            if store(current, state) { pending.append(contentsOf: children(current)) }
        }
    }
}
