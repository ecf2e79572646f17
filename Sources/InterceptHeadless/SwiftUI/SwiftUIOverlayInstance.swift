@_spi(Platform) import Intercept

/// One instance of a SwiftUI view carrying `.interceptOverlay()`, as the headless platform models
/// it (S3, X5, S12): the core's `DeclaredOverlayInstance`, the type the adapter's modifier keeps,
/// fed the probe's window and frame.
@MainActor
@_spi(Platform) public final class SwiftUIOverlayInstance {
    /// The core's instance: the code the adapter runs.
    @_spi(Platform) public let core = DeclaredOverlayInstance()
    /// The probe in the overlay's background, with the overlay's frame.
    public let probe = View()
    private unowned let runtime: SwiftUIRuntime

    init(runtime: SwiftUIRuntime) {
        self.runtime = runtime
        probe.isUserInteractionEnabled = false
    }

    func reportPresence() {
        let window = probe.isShownInWindow ? probe.window.map { DeclaredWindow(id: ObjectIdentifier($0), bounds: $0.bounds) } : nil
        core.place(frame: probe.frameInWindow ?? .zero, in: window, interception: runtime.interception)
    }
}
