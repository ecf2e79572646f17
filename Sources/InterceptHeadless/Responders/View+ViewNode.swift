@_spi(Platform) import Intercept

/// The view as the core sees it (`ViewNode`): the members a subclass does not answer
/// for itself; those it may (``View/nodeContent``, ``View/userEntryKind``, the occlusion and
/// scrolling facts, ``View/listIndexPath``) are declared with the class, so they can be
/// overridden.
extension View {
    /// The class name (as `ViewNode.nodeTypeName` answers it), read here without going through
    /// the protocol's generic default: every level of every path asks for it.
    public var nodeTypeName: String { TypeNames.name(of: type(of: self)) }
    /// The superview.
    public var parentNode: (any ViewNode)? { superview }
    /// The subviews.
    public var childNodes: [any ViewNode] { subviews }
    /// The number of subviews.
    public var childNodeCount: Int { subviews.count }
    /// The subview at `index`, without copying the others.
    public func childNode(at index: Int) -> any ViewNode { subviews[index] }
    /// Where `node` is among the subviews.
    public func indexOfChildNode(_ node: any ViewNode) -> Int? {
        let target = ObjectIdentifier(node)
        for index in subviews.indices where ObjectIdentifier(subviews[index]) == target { return index }
        return nil
    }
    /// What the subview at `index` adds to this view's content, read through its own type.
    public func contentOfChild(at index: Int) -> NodeContent? { subviews[index].contentForContainer }
    /// The nearest view controller up the responder chain: views pass to their controller when
    /// they are its root view, to their superview otherwise (kept up to date as the tree changes);
    /// when none is kept, looked up the responder chain as on UIKit (`ScreenLookup`, F16).
    public var screenNode: (any ScreenNode)? {
        ScreenLookup.screen(kept: HeadlessTrackingTree.keeper.state(of: self).screen, from: next, next: { $0.next }) { $0 as? ViewController }
    }
    /// The controller whose root view this is.
    public var screenOwningThisView: (any ScreenNode)? {
        isRootViewOfController ? owningViewController : nil
    }
    /// Which slot of the platform's input host this view fills, as the core decides it for every
    /// platform (`SystemInterfacePolicy.inputHostSlot`, F17) from the facts the
    /// UIKit adapter gives it: here, a hosted view's next responder is the responder that supplied
    /// it (`hostingResponder`), as UIKit makes it (F17), and a screen is a view controller.
    public var inputHostSlot: InputHostSlot {
        SystemInterfacePolicy.inputHostSlot(
            of: self, firstResponder: Responder.firstResponder,
            next: { $0.next }, inputView: { $0.inputView }, inputAccessoryView: { $0.inputAccessoryView },
            screen: { $0 as? ViewController })
    }
    /// ``isHidden``.
    public var nodeIsHidden: Bool { isHidden }
    /// Whether the app's code handles touches in this view, as the core decides for every
    /// platform (`TouchHandlingClasses`, A2) from ``touchMethodOverrides`` and where each class
    /// was loaded from (`ClassImageMap`).
    public var handlesTouchesInCode: Bool {
        TouchHandlingClasses.handlesTouches(in: type(of: self), below: View.self, superclass: { _getSuperclass($0) }) { type in
            guard let overrides = (type as? View.Type)?.touchMethodOverrides, ObjectIdentifier(overrides.declaredBy) == ObjectIdentifier(type) else { return [] }
            return overrides.methods
        }
    }
    /// ``alpha``.
    public var nodeAlpha: Double { alpha }
    /// Whether the view is in a window.
    public var isAttachedToWindow: Bool { cachedWindow != nil }
    /// What the view inherits from its ancestors, as the core's keeper keeps it
    /// (`HeadlessTrackingTree`).
    public var inheritedTrackingState: InheritedTrackingState? { HeadlessTrackingTree.keeper.state(of: self) }
    /// ``frame``.
    public var nodeFrame: Rect { frame }
    /// ``boundsOrigin``.
    public var nodeBoundsOrigin: Point { boundsOrigin }
    /// ``clipsToBounds``.
    public var nodeClipsToBounds: Bool { clipsToBounds }
}
