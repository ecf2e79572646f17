/// A declared exposure of a declarative UI (SwiftUI's `.interceptExposure`), measured by the core's
/// exposure machinery (S3, X1-X5): visible when enough of it is inside its window and its scroll
/// container's viewport and not under a declared overlay, on a declared screen that is visited
/// (a pre-rendered, unshown `TabView` page is not), for its dwell time. Identity is the declared
/// id, so a lazy stack that recycles or recreates the row reports the item once (X2).
@MainActor
@_spi(Platform) public final class DeclaredExposureNode: DeclaredNode {
    /// What it reports: type, name, path, privacy, screen.
    public internal(set) var element: DeclaredElement {
        didSet { placementName = Self.placementName(of: element) }
    }
    /// Its name below the names of its declared containers, without item identities: with its
    /// screen, the placement its impressions belong to (X2).
    private(set) var placementName: String
    /// Its id, threshold, dwell and data.
    public internal(set) var exposure: ExposureContext
    var latch = AppearanceLatch()
    let viewport = DeclaredViewport()
    /// The platform view hosting the declarative content it is in (UIKit: the nearest view
    /// controller's view up its probe's responder chain): the platform's views drawn above it
    /// cover it too (S11).
    weak var hostView: (any ViewNode)?

    /// Creates an exposure; it is measured once it receives signals and geometry.
    public init(element: DeclaredElement, exposure: ExposureContext) {
        self.element = element
        self.exposure = exposure
        placementName = Self.placementName(of: element)
        super.init()
        screen = element.screen
        viewport.exposure = self
        viewport.attach(self)
        hidden = true
    }

    /// Shown (by its settled appearance) and in a window.
    public override var isAttachedToWindow: Bool { latch.isShown && viewport.isAttachedToWindow }

    /// Declares the exposure, so the exposure machinery tracks it.
    public override var trackingAttributes: ViewTrackingAttributes {
        ViewTrackingAttributes(trackingID: exposure.trackingID, customProperties: element.properties, isPrivate: element.isPrivate, exposure: exposure)
    }

    /// Whether the exposure machinery counts it as visible now (for tests and inspection).
    public var isShown: Bool { latch.isShown }

    private static func placementName(of element: DeclaredElement) -> String {
        (element.path.map(\.name) + [element.name]).joined(separator: "/")
    }
}

/// A view the app declared as covering what is drawn below it (SwiftUI's `.interceptOverlay()`: a
/// floating bar, a custom sheet): the part of a declared exposure under it is not visible (X5, S3).
@MainActor
@_spi(Platform) public final class DeclaredOverlayNode: DeclaredNode {
    /// Creates an overlay; it covers once it has a frame in a surface.
    public override init() {
        super.init()
        opaque = true
    }

    /// Above every exposure, unless it is a presented screen's cover (S11).
    var coverLayer: Int?
    override var layer: Int { coverLayer ?? Int.max }
}
