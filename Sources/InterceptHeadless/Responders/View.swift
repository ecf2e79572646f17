import Foundation
@_spi(Platform) import Intercept

/// The headless counterpart of `UIView`: a node in a view tree that Intercept can describe.
@MainActor
open class View: Responder, ViewNode {
    /// The view this view is a subview of.
    @exclusivity(unchecked) public private(set) weak var superview: View?
    /// The subviews, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// Hidden views are not visible and give no content.
    @exclusivity(unchecked) open var isHidden = false {
        didSet { if isHidden != oldValue { noteChange() } }
    }
    /// Opacity from 0 to 1; a view at 0 is not visible and gives no content.
    @exclusivity(unchecked) open var alpha: Double = 1 {
        didSet { if alpha != oldValue { noteChange() } }
    }
    /// The frame in the superview's coordinate space.
    open var frame: Rect = .zero {
        didSet { if frame != oldValue { noteChange() } }
    }
    /// Where the view's content is scrolled to: the origin of its bounds (zero for most views).
    open var boundsOrigin: Point = .zero {
        didSet {
            guard boundsOrigin != oldValue else { return }
            if isScrollContainer {
                window?.application?.scrollContainer(self, didScrollFrom: oldValue)
            } else {
                noteChange()
            }
        }
    }
    /// The bounds: the origin of the content shown, and the frame's size.
    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false {
        didSet { if clipsToBounds != oldValue { noteChange() } }
    }
    /// Whether the view draws opaquely, as UIKit's `isOpaque` (`true` by default, as there). A view
    /// hides what is below it (X5) only when it is opaque and has an opaque background color.
    open var isOpaque = true {
        didSet { if isOpaque != oldValue { noteChange() } }
    }
    /// The background color; `nil` (the default, as in UIKit) draws nothing.
    open var backgroundColor: Color? {
        didSet { if backgroundColor != oldValue { noteChange() } }
    }
    /// Whether the view receives touches (UIKit's `isUserInteractionEnabled`): `true` for views,
    /// `false` for labels and image views, as in UIKit. A view that does not is skipped, with its
    /// subviews, by hit-testing (A3).
    open var isUserInteractionEnabled = true
    /// The accessibility label, the content of image views.
    open var accessibilityLabel: String?
    /// The accessibility identifier.
    open var accessibilityIdentifier: String?
    /// What the app declares about this view for tracking (E6, E7, E8, X1-X4).
    open var trackingAttributes = ViewTrackingAttributes() {
        didSet {
            ignoresSubviewsForTracking = trackingAttributes.ignoreScope == .viewAndSubviews
            isPrivateForTracking = trackingAttributes.isPrivate
            if trackingAttributes.ignoreScope != oldValue.ignoreScope || trackingAttributes.isPrivate != oldValue.isPrivate {
                for subview in subviews { subview.refreshInheritedState() }
            }
            noteChange()
        }
    }
    /// Whether the ignore flag covers the subviews, kept with ``trackingAttributes``.
    @exclusivity(unchecked) public private(set) var ignoresSubviewsForTracking = false
    /// Whether the view is private, kept with ``trackingAttributes``.
    @exclusivity(unchecked) public private(set) var isPrivateForTracking = false

    /// The view controller whose root view this is; it is the next responder.
    @exclusivity(unchecked) weak var owningViewController: ViewController? {
        didSet {
            isRootViewOfController = owningViewController != nil
            refreshInheritedState()
        }
    }
    /// Whether a controller owns this view, so walks up the tree load the weak reference only there.
    @exclusivity(unchecked) private var isRootViewOfController = false

    /// The gesture recognizers attached to this view, in the order added.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []

    private var associatedObjects: [String: AnyObject] = [:]

    /// The fields every description reads (tree links, visibility, tracking flags, inherited
    /// state) are read without exclusivity checks: they are main-actor state, never accessed while
    /// a mutation of the same field is in progress, and describing a tap reads them hundreds of
    /// times. (The others keep Swift's checks.)
    ///
    /// What the view inherits (screen, cascading ignore, privacy) and its window, pushed down
    /// whenever the tree, a controller's root view or a flag changes, as UIKit pushes windows and
    /// trait collections: mutations pay in proportion to the subtree they change, and describing
    /// an element or finding a view's window costs the same at any depth.
    @exclusivity(unchecked) private var inherited = InheritedTrackingState()
    /// The window, kept with ``inherited``; a window is its own.
    @exclusivity(unchecked) weak var cachedWindow: Window?

    /// Creates a view with no subviews: a root, whose state is its own (its type names, F15).
    public override init() {
        super.init()
        inherited = InheritedTrackingState(of: self, parent: nil, parentState: InheritedTrackingState())
    }

    #if compiler(>=6.2)
    /// A view that goes away leaves its subviews without a superview, as UIKit's does: what they
    /// inherited (screen, flags, window) is recomputed for them. (Isolated, so it runs on the main
    /// actor wherever the last reference goes; compilers before Swift 6.2 keep their stale state.)
    isolated deinit {
        for subview in subviews { subview.refreshInheritedState() }
    }
    #endif

    /// Adds `view` on top of the subviews, removing it from its previous superview.
    open func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` among the subviews (clamped to the valid range).
    ///
    /// Inserting the view itself or one of its ancestors is a documented no-op (H2): it would make
    /// a cycle, and every walk of the tree endless. (UIKit raises for the view itself.)
    open func insertSubview(_ view: View, at index: Int) {
        guard view !== self, view.subviews.isEmpty || !isDescendant(of: view) else { return }
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.refreshInheritedState()
        view.passOnPendingInterceptions()
        view.noteChange()
    }

    /// Removes the view from its superview; a no-op when it has none.
    open func removeFromSuperview() {
        guard let superview else { return }
        let application = window?.application
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        refreshInheritedState()
        // As UIKit's `didMoveToWindow` hook tells it: after the move, and without the view, which
        // on UIKit may be deallocating with its superview (C6).
        application?.someViewDidLeaveWindow()
    }

    /// Whether this view is `view` or inside it, as UIKit's `isDescendant(of:)`.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Recomputes what this view and its subviews inherit, stopping below any view whose state
    /// did not change.
    /// (The core's ``InheritedTrackingState/propagate(from:parent:children:keptState:store:)``,
    /// the same the UIKit adapter runs; the window is kept beside the state.)
    func refreshInheritedState() {
        var entered: [View] = []
        InheritedTrackingState.propagate(
            from: self,
            parent: { $0.superview },
            children: { $0.subviews },
            keptState: { $0.inherited },
            store: { view, state in
                let window = (view as? Window) ?? view.superview?.cachedWindow
                if state.isEquivalent(to: view.inherited), window === view.cachedWindow { return false }
                if window != nil, view.cachedWindow == nil { entered.append(view) }
                view.inherited = state
                view.cachedWindow = window
                return true
            }
        )
        // UIKit's `didMoveToWindow`, once the whole subtree is in place.
        for view in entered { view.didEnterWindow() }
    }

    /// The view entered a window, as UIKit's `didMoveToWindow` hook hears it: nothing for a plain
    /// view; lists may be adopted (D3).
    func didEnterWindow() {}

    /// Attaches a gesture recognizer, moving it from the view it was attached to.
    open func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
        if let interception = recognizer.gestureTrackingHook?.interception { interceptionDidInstall(interception) }
    }

    /// Detaches a gesture recognizer; a no-op when it is not attached here.
    open func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard gestureRecognizers.contains(where: { $0 === recognizer }) else { return }
        gestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    /// The window the view is in, if any (kept up to date as the tree changes).
    public var window: Window? { cachedWindow }

    /// The view controller if this is its root view, the superview otherwise.
    open override var next: Responder? { (isRootViewOfController ? owningViewController : nil) ?? superview }

    /// Keeps `object` alive as long as the view, under `key` (`nil` removes it): the headless
    /// counterpart of `objc_setAssociatedObject`, which libraries use to attach their proxies.
    public func setAssociatedObject(_ object: AnyObject?, forKey key: String) {
        associatedObjects[key] = object
    }

    /// The object kept under `key`, if any.
    public func associatedObject(forKey key: String) -> AnyObject? {
        associatedObjects[key]
    }

    // MARK: ViewNode

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
    /// they are its root view, to their superview otherwise (kept up to date as the tree changes).
    public var screenNode: (any ScreenNode)? { inherited.screen }
    /// The controller whose root view this is.
    public var screenOwningThisView: (any ScreenNode)? {
        isRootViewOfController ? owningViewController : nil
    }
    /// A plain view is a container; subclasses that show something override this.
    open var nodeContent: NodeContent { .container }
    /// ``isHidden``.
    public var nodeIsHidden: Bool { isHidden }
    /// Whether the view handles touches in its own code (a UIKit subclass overriding
    /// `touchesEnded`); subclasses that model one say so.
    open var handlesTouchesInCode: Bool { false }
    /// ``alpha``.
    public var nodeAlpha: Double { alpha }
    /// Whether the view is in a window.
    public var isAttachedToWindow: Bool { cachedWindow != nil }
    /// What the view inherits from its ancestors, kept as the tree changes.
    public var inheritedTrackingState: InheritedTrackingState? { inherited }
    /// ``frame``.
    public var nodeFrame: Rect { frame }
    /// ``boundsOrigin``.
    public var nodeBoundsOrigin: Point { boundsOrigin }
    /// ``clipsToBounds``.
    public var nodeClipsToBounds: Bool { clipsToBounds }
    /// Whether the view paints its whole frame opaquely: ``isOpaque`` and an opaque
    /// ``backgroundColor``. Bars override it with their translucency.
    open var nodeIsOpaque: Bool { isOpaque && (backgroundColor?.alpha ?? 0) >= 1 }
    /// No roots above a plain view; ``Window`` answers the windows above it.
    open var overlayRootNodes: [any ViewNode] { [] }
    /// Plain views do not scroll; ``ScrollView`` does.
    open var isScrollContainer: Bool { false }

    /// Tells the application's observers that this view (and so its subviews) changed.
    func noteChange() {
        window?.application?.viewDidChange(self)
    }
    /// Only cells have an index path.
    open var listIndexPath: IndexPath? { nil }
}
