import Foundation
import Intercept
import Testing

/// The core's propagation of inherited tracking state (E7, H2, H4), which the headless `View` runs
/// at every mutation and a platform adapter runs from its move hooks: driven here on a custom host
/// that keeps the state in a table and answers a cycle of subviews.
@MainActor
@Suite("Inherited state propagation")
struct StatePropagationTests {
    @Test("E7, H4: flags pushed down stop where nothing changed; H2: a cycle of subviews is visited once")
    func propagation() {
        let root = CustomNode("Root")
        let middle = CustomNode("Middle")
        let leaf = CustomNode("Leaf", content: .text("x"))
        root.link(middle)
        middle.link(leaf)
        middle.children.append(root)  // a cycle a custom host can answer
        var kept: [ObjectIdentifier: InheritedTrackingState] = [:]
        var visits = 0
        func refresh(_ node: CustomNode) {
            InheritedTrackingState.propagate(
                from: node, parent: { $0.parent }, children: { $0.children }, keptState: { kept[ObjectIdentifier($0)] },
                store: { node, state in
                    visits += 1
                    if let old = kept[ObjectIdentifier(node)], old.isEquivalent(to: state) { return false }
                    kept[ObjectIdentifier(node)] = state
                    return true
                })
        }
        refresh(root)
        #expect(visits <= 4, "each view once, the cycle's way back included")
        #expect(kept[ObjectIdentifier(leaf)]?.isPrivateByAncestor == false)

        // A view's own flags are what its subviews inherit: a flag change propagates from them.
        root.trackingAttributes.isPrivate = true
        root.trackingAttributes.ignoreScope = .viewAndSubviews
        for child in root.children { refresh(child) }
        #expect(kept[ObjectIdentifier(middle)]?.isPrivateByAncestor == true)
        #expect(kept[ObjectIdentifier(leaf)]?.isPrivateByAncestor == true)
        #expect(kept[ObjectIdentifier(leaf)]?.isIgnoredByAncestor == true)

        visits = 0
        refresh(root)
        #expect(visits == 1, "nothing changed at the root: its subtree is left alone")
        root.breakCycles()
    }
}
