/// One instance of a view declared as covering what is drawn below it (SwiftUI's
/// `.interceptOverlay()`), as the platform keeps it in the view's state (S3, X5, S12): its node,
/// its window, its frame and its appearance. The SwiftUI adapter and the headless runtime both
/// call it.
///
/// It covers while it is in a window and its last appearance callback was not `onDisappear`.
/// SwiftUI sends `onDisappear`/`onAppear` pairs for views that never left (a tab switched away and
/// back, a re-rendered list), so `onAppear` puts it back in the window it is in then; a view that
/// really goes also leaves its window, which its probe reports.
@MainActor
@_spi(Platform) public final class DeclaredOverlayInstance {
    /// The node that covers.
    @_spi(Platform) public let node = DeclaredOverlayNode()
    private var window: DeclaredWindow?
    private var frame = Rect.zero
    private var isAppeared = true

    /// A new overlay, covering nothing until it is placed in a window.
    @_spi(Platform) public init() {}

    /// The probe moved to `window` (`nil`: it left).
    @_spi(Platform) public func move(to window: DeclaredWindow?, in interception: Interception?) {
        self.window = window
        report(interception)
    }

    /// The view's frame in window coordinates, with the window read now.
    @_spi(Platform) public func place(frame: Rect, in window: DeclaredWindow?, interception: Interception?) {
        self.frame = frame
        self.window = window
        report(interception)
    }

    /// SwiftUI called `onAppear` or `onDisappear`; `window` is the probe's window read now.
    @_spi(Platform) public func receive(_ signal: AppearanceSignal, window: DeclaredWindow?, in interception: Interception?) {
        switch signal {
        case .onAppear: isAppeared = true
        case .onDisappear: isAppeared = false
        case .onScreen, .offScreen: break
        }
        self.window = window
        report(interception)
    }

    /// Whether it covers now (for tests and inspection).
    @_spi(Platform) public var covers: Bool { isAppeared && window != nil }

    private func report(_ interception: Interception?) {
        guard let interception else { return }
        let surface = covers ? window.map { interception.declaredSurface(for: $0) } : nil
        interception.declaredOverlay(node, frame: frame, in: surface)
    }
}
