import Foundation
import Intercept

/// A view of a custom host that answers whatever the test sets, including a parent that is its
/// own descendant or a child that is its own ancestor: what H2 guards against. It keeps no
/// inherited state, so the core walks it. Not final: a test may declare a subclass loaded from a
/// system image (`ClassImageMap.load`), a platform-class view of such a host.
@MainActor
class CustomNode: ViewNode {
    var typeName = "CustomNode"
    /// Strong on purpose: a test's cycle lives as long as the test holds one of its nodes (and
    /// is broken by ``breakCycles()``).
    var parent: CustomNode?
    var children: [CustomNode] = []
    var content: NodeContent = .container
    var frame = Rect(x: 0, y: 0, width: 100, height: 100)
    var attached = true
    var trackingAttributes = ViewTrackingAttributes()
    /// Whether the node answers ``InputHostSlot/accessory(screen:)`` for ``ViewNode/inputHostSlot``.
    var isAccessory = false

    init(_ typeName: String = "CustomNode", content: NodeContent = .container) {
        self.typeName = typeName
        self.content = content
    }

    /// Makes `child` a child of this node and this node its parent, whatever that makes.
    func link(_ child: CustomNode) {
        children.append(child)
        child.parent = self
    }

    func breakCycles() {
        var pending = [self]
        var seen: Set<ObjectIdentifier> = []
        while let node = pending.popLast(), seen.insert(ObjectIdentifier(node)).inserted {
            pending.append(contentsOf: node.children)
            if let parent = node.parent { pending.append(parent) }
            node.children = []
            node.parent = nil
        }
    }

    var nodeTypeName: String { typeName }
    var parentNode: (any ViewNode)? { parent }
    var childNodes: [any ViewNode] { children }
    var screenNode: (any ScreenNode)? { nil }
    var nodeContent: NodeContent { content }
    var nodeIsHidden: Bool { false }
    var nodeAlpha: Double { 1 }
    var isAttachedToWindow: Bool { attached }
    var nodeFrame: Rect { frame }
    var nodeBoundsOrigin: Point { .zero }
    var nodeClipsToBounds: Bool { false }
    var isScrollContainer: Bool { false }
    var inputHostSlot: InputHostSlot { isAccessory ? .accessory(screen: nil) : .keyboard }
}
