/// One instance of a view declared as covering what is drawn below it (SwiftUI's
/// `.interceptOverlay()`), as the platform keeps it in the view's state (S3, X5, S12): its node,
/// its window and its frame. The SwiftUI adapter and the headless runtime both call it.
@MainActor
@_spi(Platform) public final class DeclaredOverlayInstance {
    /// The node that covers.
    @_spi(Platform) public let node = DeclaredOverlayNode()
    private var window: DeclaredWindow?
    private var frame = Rect.zero

    /// A new overlay, covering nothing until it is placed in a window.
    @_spi(Platform) public init() {}

    /// The probe moved to `window` (`nil`: it left, or the view disappeared).
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

    private func report(_ interception: Interception?) {
        guard let interception else { return }
        let surface = window.map { interception.declaredSurface(for: $0.id, bounds: $0.bounds) }
        interception.declaredOverlay(node, frame: frame, in: surface)
    }
}
