@_spi(Platform) import Intercept

/// One instance of a SwiftUI row view carrying `.interceptExposure(id:)`, as the headless platform
/// models it (S3, S5, S12): the core's `DeclaredExposureInstance`, the type the adapter's
/// modifier keeps in its state, declared anew when a recycling list gives the instance another
/// item.
@MainActor
@_spi(Platform) public final class SwiftUIExposureInstance {
    /// The core's instance: the code the adapter runs.
    @_spi(Platform) public let core: DeclaredExposureInstance
    /// The core's node for this instance.
    public var node: DeclaredExposureNode { core.node! }
    /// The item it shows now.
    public private(set) var itemID: String

    private var window: ObjectIdentifier?
    private weak var host: View?

    /// What the device probe does when it moves into a window: tells the core the window and the
    /// hosting controller's view it is in, once per move (S11).
    func move(to window: DeclaredWindow, host: View?) {
        guard window.id != self.window || host !== self.host else { return }
        self.window = window.id
        self.host = host
        core.move(to: window, host: host)
    }

    /// The probe left its window.
    func leaveWindow() {
        window = nil
        host = nil
        placed = nil
        core.move(to: nil)
    }

    /// What `onGeometryChange` reported last: as on a device, only a change is told.
    private var placed: (frame: Rect, viewport: Rect)?

    /// The row's frame and its scroll container's viewport, told when either changed.
    func place(frame: Rect, viewport: Rect, in window: DeclaredWindow) {
        if let placed, placed.frame == frame, placed.viewport == viewport { return }
        placed = (frame, viewport)
        core.place(frame: frame, viewport: viewport, in: window)
    }

    init(core: DeclaredExposureInstance, itemID: String) {
        self.core = core
        self.itemID = itemID
    }

    func show(
        _ itemID: String, element: DeclaredElement, exposure: ExposureContext, in interception: Interception?, on screen: DeclaredScreenInstance?
    ) {
        guard itemID != self.itemID else { return }
        self.itemID = itemID
        core.declare(element, exposure: exposure, in: interception, on: screen)
    }
}
