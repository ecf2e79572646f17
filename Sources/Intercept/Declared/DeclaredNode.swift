import Foundation

/// A node of the small view tree Intercept keeps for a declarative UI's declared exposures and
/// overlays (S3), so the core's exposure machinery (ratio, dwell, identity across recycling,
/// occlusion: X1-X5) measures them as it measures UIKit views.
///
/// The tree is three levels deep: a ``DeclaredSurface`` (a window), a viewport per exposure (the
/// part of the window its scroll container shows, which clips it) and the exposure, and the
/// declared overlays above them. Frames come from the geometry SwiftUI reports, in window
/// coordinates; nothing is found by walking the platform's views.
@MainActor
public class DeclaredNode: ViewNode {
    var frame = Rect.zero
    var clips = false
    var opaque = false
    var hidden = false
    var attachments: [ObjectIdentifier: WeakNode] = [:]
    var attachmentOrder: [ObjectIdentifier] = []
    weak var parent: DeclaredNode?
    weak var screen: DeclaredScreen?
    /// Where it is drawn among a surface's children, back to front (S11).
    var layer: Int { 0 }

    struct WeakNode {
        weak var node: DeclaredNode?
    }

    init() {}

    /// Children gone without being detached (their platform let go of them) are dropped when the
    /// table has doubled since the last sweep (S12).
    private var attachmentSweepThreshold = 64

    func attach(_ child: DeclaredNode) {
        let id = ObjectIdentifier(child)
        guard attachments[id]?.node !== child else { return }
        if attachments[id] == nil { attachmentOrder.append(id) }
        attachments[id] = WeakNode(node: child)
        child.parent = self
        if attachmentOrder.count >= attachmentSweepThreshold {
            attachments = attachments.filter { $0.value.node != nil }
            attachmentOrder.removeAll { attachments[$0] == nil }
            attachmentSweepThreshold = max(64, attachmentOrder.count * 2)
        }
    }

    func detach(_ child: DeclaredNode) {
        let id = ObjectIdentifier(child)
        guard attachments.removeValue(forKey: id) != nil else { return }
        attachmentOrder.removeAll { $0 == id }
        if child.parent === self { child.parent = nil }
    }

    // MARK: ViewNode

    /// A stable type name for paths the describer would build (declared nodes describe themselves).
    public var nodeTypeName: String { "Declared" }
    public var parentNode: (any ViewNode)? { parent }
    /// The attached children still alive, in the order attached (viewports, then overlays).
    public var childNodes: [any ViewNode] {
        attachmentOrder.compactMap { attachments[$0]?.node }
    }
    public var screenNode: (any ScreenNode)? { screen }
    public var nodeContent: NodeContent { .container }
    public var nodeIsHidden: Bool { hidden }
    public var nodeAlpha: Double { 1 }
    public var isAttachedToWindow: Bool { !hidden && (parent?.isAttachedToWindow ?? false) }
    public var nodeFrame: Rect { frame }
    public var nodeBoundsOrigin: Point { .zero }
    public var nodeClipsToBounds: Bool { clips }
    public var nodeIsOpaque: Bool { opaque }
    public var isScrollContainer: Bool { false }
    public var trackingAttributes: ViewTrackingAttributes { ViewTrackingAttributes() }
}

/// A window, as the geometry of a declarative UI sees it: the root of its declared exposures and
/// overlays, with the window's bounds (S3).
@MainActor
public final class DeclaredSurface: DeclaredNode {
    /// The screen its window is on, by identity, as last read (`nil`: not known).
    var displayScreen: ObjectIdentifier?
    /// Where its window's origin is on that screen, as last read.
    var originInScreen = Point.zero
    /// Its window's level, and whether it is one of the keyboard's windows, as last read: the
    /// keyboard covers only windows below its own (S11).
    var windowLevel: Double = 0
    var isKeyboardWindow = false
    /// The keyboard over this window, while one is shown (S11): above every exposure and overlay.
    let keyboard: DeclaredOverlayNode = {
        let node = DeclaredOverlayNode()
        node.coverLayer = Int.max
        return node
    }()
    /// The keyboard's frame in this window as last placed (`nil`: none).
    var keyboardFrame: Rect?

    init(bounds: Rect) {
        super.init()
        frame = Rect(origin: .zero, size: bounds.size)
    }

    /// Whether a declared view the platform still keeps is attached (its own keyboard cover aside):
    /// a surface without one may be dropped, and made again when a view reports in its window (S12).
    var holdsDeclaredViews: Bool {
        attachments.values.contains { entry in entry.node.map { $0 !== keyboard } ?? false }
    }

    /// A window is attached while it exists.
    public override var isAttachedToWindow: Bool { true }

    /// Back to front by `layer`, then in the order attached: the viewports of the
    /// window's screens, each presented screen's cover above the screens below it and under its own
    /// exposures (S11), and the declared overlays above every exposure (X5).
    public override var childNodes: [any ViewNode] {
        let all = super.childNodes
        return all.enumerated().sorted { first, second in
            let a = (first.element as? DeclaredNode)?.layer ?? 0
            let b = (second.element as? DeclaredNode)?.layer ?? 0
            return a != b ? a < b : first.offset < second.offset
        }.map(\.element)
    }
}

/// The part of a window an exposure's scroll container shows: it clips the exposure (S3).
@MainActor
final class DeclaredViewport: DeclaredNode {
    weak var exposure: DeclaredExposureNode?

    override init() {
        super.init()
        clips = true
    }

    /// Its exposure's screen's: twice its presentation level (S11).
    override var layer: Int { 2 * (exposure?.screen?.presentationLevel ?? 0) }
}
