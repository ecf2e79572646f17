import Foundation
@_spi(Platform) import Intercept
import InterceptHeadless

/// A view of a custom host, named and placed by the test: a type name, a parent, the screen whose
/// root view it is. It keeps no ``InheritedTrackingState`` unless made with `keepsState`, so the
/// core walks up from it; with it, its state is computed whenever it is read, as the UIKit
/// adapter's `UIView` computes it. Reads of its screen or kept state are counted (on UIKit they
/// form a weak reference to the screen: F4); its root view's owner
/// (`screenOwningThisView`, UIKit's `nextResponder`) is not.
@MainActor
final class StandInNode: ViewNode {
    /// How many times a stand-in's screen or kept state was read since a test set it to zero.
    static var keptStateReads = 0

    private struct Child {
        weak var node: StandInNode?
    }

    let nodeTypeName: String
    /// Strong, and the children weak: a test that holds the leaves holds the tree, with no cycle.
    let parent: StandInNode?
    private var children: [Child] = []
    let owner: ViewController?
    let keepsState: Bool

    init(_ typeName: String, in parent: StandInNode? = nil, ownedBy owner: ViewController? = nil, keepsState: Bool = false) {
        nodeTypeName = typeName
        self.parent = parent
        self.owner = owner
        self.keepsState = keepsState
        parent?.children.append(Child(node: self))
    }

    var parentNode: (any ViewNode)? { parent }
    var childNodes: [any ViewNode] { children.compactMap(\.node) }
    var screenOwningThisView: (any ScreenNode)? { owner }
    var screenNode: (any ScreenNode)? {
        Self.keptStateReads += 1
        return owner ?? parent?.screenNode
    }
    var inheritedTrackingState: InheritedTrackingState? {
        Self.keptStateReads += 1
        guard keepsState else { return nil }
        return InheritedTrackingState(of: self, parent: parent, parentState: parent?.inheritedTrackingState ?? InheritedTrackingState())
    }
    var nodeContent: NodeContent { .container }
    var nodeIsHidden: Bool { false }
    var nodeAlpha: Double { 1 }
    var isAttachedToWindow: Bool { true }
    var nodeFrame: Rect { Rect(x: 0, y: 0, width: 100, height: 100) }
    var nodeBoundsOrigin: Point { .zero }
    var nodeClipsToBounds: Bool { false }
    var isScrollContainer: Bool { false }
    var trackingAttributes: ViewTrackingAttributes { ViewTrackingAttributes() }
}
