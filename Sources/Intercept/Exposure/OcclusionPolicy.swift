/// Which views hide the tracked views under them when exposure works out visibility (X5).
///
/// A view occludes what is drawn below it when it is opaque (``ViewNode/nodeIsOpaque``: an opaque
/// view with an opaque background), fully visible (not hidden, alpha 1, and so is every view it
/// sits in below the level where it covers), and neither declared see-through
/// (``ViewTrackingAttributes/isSeeThrough``) nor of a see-through type. Translucent views (alpha
/// below 1) and see-through views hide nothing, and neither do their subviews.
public struct OcclusionPolicy: Sendable, Equatable {
    /// Whether occlusion is taken into account at all; off, only clipping and the window count.
    public var isEnabled: Bool
    /// View types that never occlude: by default system chrome drawn translucent over content
    /// (blur backgrounds of bars, dimming views, scroll indicators), ``defaultSeeThroughViewTypes``.
    public var seeThroughViewTypes: ViewTypeSet
    /// How many views below the direct subviews of one parent are looked at for opaque views, so
    /// that a transparent container's opaque content occludes too, with a bounded cost. Content of
    /// scroll containers is never looked into (it moves without telling anyone).
    public var maximumDescendantsPerParent: Int

    /// Creates a policy.
    public init(
        isEnabled: Bool = true,
        seeThroughViewTypes: ViewTypeSet = OcclusionPolicy.defaultSeeThroughViewTypes,
        maximumDescendantsPerParent: Int = 256
    ) {
        self.isEnabled = isEnabled
        self.seeThroughViewTypes = seeThroughViewTypes
        self.maximumDescendantsPerParent = max(0, maximumDescendantsPerParent)
    }

    /// UIKit's translucent chrome: `UIVisualEffectView` (blur and vibrancy, and its subclasses)
    /// and, by exact class name, the private views bars, presentations and scroll views draw
    /// over content: `_UIBarBackground` (a translucent bar's background), `_UIVisualEffectBackdropView`,
    /// `UIDimmingView` (behind sheets and popovers), `_UIScrollViewScrollIndicator`. The names are
    /// those UIKit's view hierarchies show in the view debugger; private names can change with an
    /// iOS release, so the list is data, not code.
    public static let defaultSeeThroughViewTypes = ViewTypeSet(
        kinds: ["UIVisualEffectView"],
        exactNames: ["_UIBarBackground", "_UIVisualEffectBackdropView", "UIDimmingView", "_UIScrollViewScrollIndicator"]
    )
}

extension OcclusionPolicy {
    /// Whether `node` paints its whole frame opaquely (X5): a bar when it is not translucent (it
    /// draws its own background, whatever its background color: UIKit's `isTranslucent`), any
    /// other view when it says so (``ViewNode/nodeIsOpaque``).
    @MainActor
    public static func paintsOpaquely(_ node: any ViewNode) -> Bool {
        if let isTranslucent = node.nodeBarTranslucency { return !isTranslucent }
        return node.nodeIsOpaque
    }

    /// Whether a view is opaque (``ViewNode/nodeIsOpaque``, F16): it says it is (`isOpaque`, a
    /// promise about its drawing) and its background color, as drawn, has alpha 1. No background
    /// color draws nothing: not opaque. The background is read only for a view that says it is
    /// opaque (a platform color may cost a trait resolution to read).
    @_spi(Platform) public static func isOpaque(declaredOpaque: Bool, backgroundAlpha: @autoclosure () -> Double?) -> Bool {
        declaredOpaque && (backgroundAlpha() ?? 0) >= 1
    }
}
