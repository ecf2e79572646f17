@_spi(Platform) import Intercept

/// One instance of a SwiftUI row view carrying `.interceptExposure(id:)`, as the headless platform
/// models it (S3, S5): the core's exposure node made once per instance, and re-declared when a
/// recycling list gives the instance another item, exactly as the adapter's modifier does.
@MainActor
public final class SwiftUIExposureInstance {
    /// The core's node for this instance.
    public let node: DeclaredExposureNode
    /// The item it shows now.
    public private(set) var itemID: String
    /// Whether its probe is in a window: it left when the instance was destroyed or pooled.
    var isInWindow = false

    init(node: DeclaredExposureNode, itemID: String) {
        self.node = node
        self.itemID = itemID
    }

    func show(_ itemID: String, element: DeclaredElement, exposure: ExposureContext, in interception: Interception) {
        guard itemID != self.itemID else { return }
        self.itemID = itemID
        interception.declaredExposure(node, declares: element, exposure: exposure)
    }
}
