@_spi(Platform) import Intercept

/// One instance of a SwiftUI view carrying `.interceptOverlay()`, as the headless platform models
/// it (S3, X5, S12): the core's `DeclaredOverlayInstance`, the type the adapter's modifier keeps,
/// fed the probe's window and frame and SwiftUI's appearance callbacks, as the modifier feeds it.
@MainActor
@_spi(Platform) public final class SwiftUIOverlayInstance {
    /// The core's instance: the code the adapter runs.
    @_spi(Platform) public let core = DeclaredOverlayInstance()
    /// The probe in the overlay's background, with the overlay's frame.
    public let probe = View()
    var wasRendered = false
    private unowned let runtime: SwiftUIRuntime

    init(runtime: SwiftUIRuntime) {
        self.runtime = runtime
        probe.isUserInteractionEnabled = false
    }

    /// Whether SwiftUI renders the instance: its view is in a window.
    var isRendered: Bool { probe.isShownInWindow }

    /// SwiftUI calls `signal` outside an update's own (the `onDisappear`/`onAppear` pair of a tab
    /// switched away and back, or a list re-rendered, for a view that never left).
    public func deliver(_ signal: AppearanceSignal) {
        receive(signal)
    }

    func receive(_ signal: AppearanceSignal) {
        core.receive(signal, window: probe.declaredWindow, in: runtime.interception)
    }

    func reportPresence() {
        core.place(frame: probe.frameInWindow ?? .zero, in: probe.declaredWindow, interception: runtime.interception)
    }
}
