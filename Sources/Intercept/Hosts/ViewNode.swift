import Foundation


/// A view, as Intercept needs to see it to describe the element a user touched.
///
/// The headless `View` adopts it, and the UIKit adapter makes `UIView` adopt it. The requirement
/// names are Intercept's own (`parentNode`, not `superview`) so that UIKit's classes can adopt the
/// protocol without clashing with their own members. It is `@MainActor` because UIKit's classes
/// are, and a main-actor class cannot adopt a nonisolated protocol in Swift 6.
@MainActor
public protocol ViewNode: AnyObject {
    /// The view's type name for `element_type` (E1), usually its class name.
    var nodeTypeName: String { get }

    /// The view this one is a subview of, or `nil` at a root.
    var parentNode: (any ViewNode)? { get }

    /// The subviews, back to front, as the platform orders them.
    var childNodes: [any ViewNode] { get }

    /// How many subviews there are; with ``childNode(at:)``, lets Intercept visit a bounded
    /// number of subviews of a view that has thousands without copying them all.
    var childNodeCount: Int { get }

    /// The subview at `index`, back to front (`0..<childNodeCount`).
    func childNode(at index: Int) -> any ViewNode

    /// Where `node` is among the subviews, the first place it is found; `nil` when it is not one of
    /// them. Numbering a path segment (E4) needs it for every level of every element described.
    func indexOfChildNode(_ node: any ViewNode) -> Int?

    /// What the subview at `index` adds to this view's content: its ``ViewNode/contentForContainer``.
    /// A host answers it from the subview's concrete type, so that gathering a container's texts
    /// costs one call per subview rather than one per property.
    func contentOfChild(at index: Int) -> NodeContent?

    /// The nearest view controller up the responder chain (E3), or `nil`.
    var screenNode: (any ScreenNode)? { get }

    /// The screen whose root view this view is, or `nil` for any other view. Lets Intercept find
    /// the screen in the same upward walk that builds the element path; hosts that do not answer
    /// it (the default) cost one more walk, through ``screenNode``.
    var screenOwningThisView: (any ScreenNode)? { get }

    /// What the view itself shows, so the core can apply one content policy everywhere (E2, E8).
    var nodeContent: NodeContent { get }

    /// Whether the view is a text input or a picker, answered from what the view is (on UIKit,
    /// its class), never from what was entered: deciding what the views inside it give and report
    /// (H8, F15) then copies no text, a secure field's included (H8). The default
    /// reads ``nodeContent``; the UIKit adapter and the headless views answer from the class.
    var userEntryKind: UserEntryKind? { get }

    /// Which slot of the platform's input host the view fills
    /// (``SystemInterfacePolicy/defaultInputHostTypeNames``), asked only of a view hosted there:
    /// the accessory bar of a responder on the first responder's chain (a "Done"/"Next" bar, a
    /// chat composer: its subtree is the app's, its events name the screen it is shown for), or a
    /// keyboard (the app's custom `inputView`, a PIN keypad: it and its subtree count as inside a
    /// text input; H8, F17). The default, ``InputHostSlot/keyboard``, is the safe
    /// answer when it cannot be told.
    var inputHostSlot: InputHostSlot { get }

    /// `true` when the view is hidden; hidden views contribute no content.
    var nodeIsHidden: Bool { get }

    /// The view's opacity; fully transparent views contribute no content.
    var nodeAlpha: Double { get }

    /// Whether the view is in a window (on screen, or about to be).
    var isAttachedToWindow: Bool { get }

    /// The view's frame in its parent's coordinate space (X1, X3).
    var nodeFrame: Rect { get }

    /// The origin of the view's bounds: where its content is scrolled to (zero for most views).
    var nodeBoundsOrigin: Point { get }

    /// Whether the view clips its subviews to its bounds (X3).
    var nodeClipsToBounds: Bool { get }

    /// Whether the view paints every point of its frame opaquely (on UIKit: `isOpaque` and a
    /// background color of alpha 1), so that it hides what is drawn below it (X5). Its own alpha
    /// and hidden flag are read separately. `false` by default.
    var nodeIsOpaque: Bool { get }

    /// For a bar (a navigation bar, a toolbar, a tab bar): whether it is drawn translucent; `nil`
    /// for any other view. A bar draws its own background, so whether it hides what is below it
    /// is decided from this, not from ``nodeIsOpaque`` (X5, ``OcclusionPolicy/paintsOpaquely(_:)``).
    var nodeBarTranslucency: Bool? { get }

    /// For a root view (a window): the roots drawn above it on the same screen, back to front
    /// (windows of a higher level, or of the same level shown later), whose opaque views hide
    /// this root's views (X5). Empty by default and for any other view.
    var overlayRootNodes: [any ViewNode] { get }

    /// Whether the view scrolls its content (a scroll, table or collection view): exposure keeps a
    /// spatial index of the views inside it, so a scroll only looks at views near the edges.
    var isScrollContainer: Bool { get }

    /// The index path of a list cell (E4, E5); `nil` for anything that is not a displayed cell.
    var listIndexPath: IndexPath? { get }

    /// The per-view tracking declarations of the app (E6, E7, E8).
    var trackingAttributes: ViewTrackingAttributes { get }

    /// Whether the view's ignore flag covers its subviews (E7); read for every ancestor of every
    /// element described, so hosts can answer it without copying ``trackingAttributes``.
    var ignoresSubviewsForTracking: Bool { get }

    /// Whether the app's own code handles touches in this view (on UIKit: a class of the app
    /// overrides `touchesBegan` or `touchesEnded`): a tap on it, or inside it, is handled though
    /// no action, recognizer or selection reports it, so it is never a dead tap (A2). `false` by
    /// default.
    var handlesTouchesInCode: Bool { get }
    /// Whether the view is private (E8, H4); read for every view whose content is gathered and
    /// every ancestor walked up, so hosts can answer it without copying ``trackingAttributes``.
    var isPrivateForTracking: Bool { get }
    /// Whether the app marked the view as a keypad (N4); read for a few ancestors of every
    /// element described, so hosts can answer it without copying ``trackingAttributes``.
    var isKeypadForTracking: Bool { get }
    /// Whether the platform says the view is a keyboard's key (UIKit's
    /// `UIAccessibilityTraits.keyboardKey`): described as every key of its keypad is (N4).
    /// `false` by default.
    var isAccessibilityKeyboardKey: Bool { get }

    /// What the view inherits from its ancestors (screen, cascading ignore, privacy), kept up to
    /// date by the host when the tree changes; `nil` (the default) when the host does not keep
    /// it, and Intercept walks up instead. See ``InheritedTrackingState``.
    var inheritedTrackingState: InheritedTrackingState? { get }
}

extension ViewNode {
    /// The dynamic class name, without module prefix (computed once per class).
    public var nodeTypeName: String { TypeNames.name(of: type(of: self)) }

    /// Not known: ``screenNode`` is used instead.
    public var screenOwningThisView: (any ScreenNode)? { nil }

    /// Read from ``trackingAttributes``.
    public var ignoresSubviewsForTracking: Bool { trackingAttributes.ignoreScope == .viewAndSubviews }

    /// Read from ``trackingAttributes``.
    public var isPrivateForTracking: Bool { trackingAttributes.isPrivate }

    /// Read from ``trackingAttributes``.
    public var isKeypadForTracking: Bool { trackingAttributes.isKeypad }

    /// Not known: `false`.
    public var isAccessibilityKeyboardKey: Bool { false }

    /// The count of ``childNodes``.
    public var childNodeCount: Int { childNodes.count }

    /// An element of ``childNodes``.
    public func childNode(at index: Int) -> any ViewNode { childNodes[index] }

    /// Looked for through ``childNode(at:)``, among the first 10,000 subviews.
    public func indexOfChildNode(_ node: any ViewNode) -> Int? {
        for position in 0..<min(childNodeCount, 10_000) where childNode(at: position) === node { return position }
        return nil
    }

    /// The subview's ``contentForContainer``.
    public func contentOfChild(at index: Int) -> NodeContent? { childNode(at: index).contentForContainer }

    /// What this view adds to the content of a container it is in (E2, E8, H4): nothing when it is
    /// hidden, fully transparent or private; otherwise its ``nodeContent`` (`.container` when its
    /// own subviews give it).
    @inlinable
    public var contentForContainer: NodeContent? {
        nodeIsHidden || nodeAlpha <= 0 || isPrivateForTracking ? nil : nodeContent
    }

    /// Read from ``nodeContent`` (a host that can tell without reading the value should).
    public var userEntryKind: UserEntryKind? { nodeContent.userEntryKind }

    /// Not known: an app view in an input host is then a keyboard (F17).
    public var inputHostSlot: InputHostSlot { .keyboard }

    /// Not kept: Intercept walks up, a bounded number of levels.
    public var inheritedTrackingState: InheritedTrackingState? { nil }

    /// Views occlude nothing unless they say so.
    public var nodeIsOpaque: Bool { false }

    /// Not a bar.
    public var nodeBarTranslucency: Bool? { nil }

    /// No overlays unless the host says so.
    public var overlayRootNodes: [any ViewNode] { [] }

    /// Views handle no touches in code unless they say so.
    public var handlesTouchesInCode: Bool { false }

    /// Views are not list cells unless they say so.
    public var listIndexPath: IndexPath? { nil }
}
