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
    /// Whether the view is a keyboard's key for accessibility (UIKit's
    /// `UIAccessibilityTraits.keyboardKey`, the one accessibility trait Intercept reads: N4).
    open var isAccessibilityKeyboardKey = false
    /// What the app declares about this view for tracking (E6, E7, E8, X1-X4).
    open var trackingAttributes = ViewTrackingAttributes() {
        didSet {
            ignoresSubviewsForTracking = trackingAttributes.ignoreScope == .viewAndSubviews
            isPrivateForTracking = trackingAttributes.isPrivate
            isKeypadForTracking = trackingAttributes.isKeypad
            if trackingAttributes.changesInheritedFlags(from: oldValue) {
                HeadlessTrackingTree.keeper.flagsDidChange(of: self)
            }
            noteChange()
        }
    }
    /// Whether the ignore flag covers the subviews, kept with ``trackingAttributes``.
    @exclusivity(unchecked) public private(set) var ignoresSubviewsForTracking = false
    /// Whether the view is private, kept with ``trackingAttributes``.
    @exclusivity(unchecked) public private(set) var isPrivateForTracking = false
    /// Whether the app marked the view as a keypad, kept with ``trackingAttributes``.
    @exclusivity(unchecked) public private(set) var isKeypadForTracking = false

    /// The view controller whose root view this is; it is the next responder.
    @exclusivity(unchecked) weak var owningViewController: ViewController? {
        didSet { isRootViewOfController = owningViewController != nil }
    }
    /// Whether a controller owns this view, so walks up the tree load the weak reference only there.
    @exclusivity(unchecked) private(set) var isRootViewOfController = false

    /// The gesture recognizers attached to this view, in the order added.
    public private(set) var gestureRecognizers: [GestureRecognizer] = []

    private var associatedObjects: [String: AnyObject] = [:]

    /// The fields every description reads (tree links, visibility, tracking flags, the kept
    /// record) are read without exclusivity checks: they are main-actor state, never accessed
    /// while a mutation of the same field is in progress, and describing a tap reads them hundreds
    /// of times. (The others keep Swift's checks.)
    ///
    /// What the view inherits (screen, cascading ignore, privacy, F15's type names), kept by the
    /// core's ``Intercept/InheritedTrackingStateKeeper`` exactly as the UIKit adapter keeps it
    /// beside a `UIView` (`HeadlessTrackingTree`): computed when read, trusted only while the
    /// chain of records above it was computed under the views' current parents. No move is pushed
    /// down from here: UIKit tells moves only through `didMoveToSuperview` and `didMoveToWindow`,
    /// which a subclass may override without calling `super`, so the headless platform gives the
    /// core no more than that (F16).
    @exclusivity(unchecked) var trackingRecord: InheritedTrackingRecord? {
        didSet { unretainedTrackingRecord = trackingRecord.map(Unmanaged.passUnretained) }
    }
    /// The record again, unretained, for the same check: a record read through a view held
    /// unretained is otherwise retained and released at every level. Set with ``trackingRecord``,
    /// which holds it.
    @exclusivity(unchecked) private(set) var unretainedTrackingRecord: Unmanaged<InheritedTrackingRecord>?
    #if compiler(>=6.2)
    /// The superview again, unretained, for the check of kept records every description runs up
    /// to the root (`HeadlessTrackingTree`): loading a weak reference costs a retain and a
    /// release of a side-table count at every level. Set and cleared with ``superview``, and
    /// cleared by the superview's deinit, so it never points to a view that is gone. (Compilers
    /// before Swift 6.2 have no isolated deinit to clear it from: they read ``superview``.)
    @exclusivity(unchecked) var unretainedSuperview: Unmanaged<View>?
    #endif
    /// The window, pushed down whenever the tree changes, as UIKit keeps each view's window; a
    /// window is its own.
    @exclusivity(unchecked) weak var cachedWindow: Window?

    /// Creates a view with no subviews.
    public override init() {
        super.init()
    }

    #if compiler(>=6.2)
    /// A view that goes away leaves its subviews without a superview, as UIKit's does: their
    /// window is gone. (Isolated, so it runs on the main actor wherever the last reference goes;
    /// compilers before Swift 6.2 keep their stale window.)
    ///
    /// The subviews only it held go with it, and theirs with them: they are released here one
    /// after the other, not each inside its superview's deinit, so a tree of any depth goes away
    /// without recursion (H10). A subview held elsewhere stays, with its own subviews.
    isolated deinit {
        var released = subviews
        subviews = []
        while var view = released.popLast() {
            view.unretainedSuperview = nil
            view.windowMayHaveChanged()
            guard isKnownUniquelyReferenced(&view) else { continue }
            released.append(contentsOf: view.subviews)
            view.subviews = []
        }
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
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        #if compiler(>=6.2)
        view.unretainedSuperview = Unmanaged.passUnretained(self)
        #endif
        view.windowMayHaveChanged()
        view.didMoveToSuperview()
        view.passOnPendingInterceptions()
        view.noteChange()
    }

    /// Removes the view from its superview; a no-op when it has none.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        detachFromSuperview()
        windowMayHaveChanged()
        didMoveToSuperview()
    }

    /// Takes the view out of its superview's subviews, telling nobody: a move into another
    /// superview is then one move, as in UIKit (no `didMoveToWindow` when the window stays).
    private func detachFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        #if compiler(>=6.2)
        unretainedSuperview = nil
        #endif
    }

    /// Called after the superview changed, as UIKit's `didMoveToSuperview()`: an override point
    /// whose default does nothing, and which an override need not call. Nothing Intercept keeps
    /// depends on it (`HeadlessTrackingTree`), as nothing can on UIKit.
    open func didMoveToSuperview() {}

    /// Called after the window changed, for every view of the subtree that moved (parents first),
    /// as UIKit's `didMoveToWindow()`: an override point whose default does nothing, and which an
    /// override need not call.
    open func didMoveToWindow() {}

    /// Whether this view is `view` or inside it, as UIKit's `isDescendant(of:)`.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The view entered a window, as UIKit's `didMoveToWindow` hook hears it: nothing for a plain
    /// view; lists may be adopted (F18).
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

    /// The view controller if this is its root view, the superview otherwise.
    open override var next: Responder? { hostingResponder ?? (isRootViewOfController ? owningViewController : nil) ?? superview }

    /// The responder whose `inputView` or `inputAccessoryView` this view is while UIKit hosts it:
    /// UIKit makes that responder the view's next responder.
    weak var hostingResponder: Responder?

    /// Keeps `object` alive as long as the view, under `key` (`nil` removes it): the headless
    /// counterpart of `objc_setAssociatedObject`, which libraries use to attach their proxies.
    public func setAssociatedObject(_ object: AnyObject?, forKey key: String) {
        associatedObjects[key] = object
    }

    /// The object kept under `key`, if any.
    public func associatedObject(forKey key: String) -> AnyObject? {
        associatedObjects[key]
    }

    // MARK: ViewNode: what a subclass may answer for itself (the rest: View+ViewNode.swift)

    /// A plain view is a container; subclasses that show something override this.
    open var nodeContent: NodeContent { .container }
    /// Not a text input nor a picker: answered by class, as the UIKit adapter answers it, never
    /// from ``nodeContent`` (no text is read to learn it); the text inputs and pickers override it.
    open var userEntryKind: UserEntryKind? { nil }
    /// The touch methods a class overrides itself, the fact the Objective-C runtime gives for a
    /// UIKit class (its `class_getInstanceMethod` differs from its superclass's): a subclass that
    /// models one names itself and the methods (`(MyCanvas.self, [.touchesEnded])`); a class
    /// that inherits the answer overrides nothing itself. `nil`: none.
    open class var touchMethodOverrides: (declaredBy: AnyClass, methods: Set<TouchHandlingMethod>)? { nil }
    /// Whether the view paints its whole frame opaquely: ``isOpaque`` and an opaque
    /// ``backgroundColor``. Bars override it with their translucency.
    open var nodeIsOpaque: Bool { OcclusionPolicy.isOpaque(declaredOpaque: isOpaque, backgroundAlpha: backgroundColor?.alpha) }
    /// Not a bar; ``Toolbar`` answers its translucency.
    open var nodeBarTranslucency: Bool? { nil }
    /// No roots above a plain view; ``Window`` answers the windows above it.
    open var overlayRootNodes: [any ViewNode] { [] }
    /// Plain views do not scroll; ``ScrollView`` does.
    open var isScrollContainer: Bool { false }
    /// Only cells have an index path.
    open var listIndexPath: IndexPath? { nil }
}
