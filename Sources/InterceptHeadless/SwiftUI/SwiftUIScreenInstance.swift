@_spi(Platform) import Intercept

/// One instance of a SwiftUI view carrying `.interceptScreen(name)`, as the headless platform
/// models it (S1, S5). It makes exactly the core calls the SwiftUI adapter's modifier makes: the
/// declared screen made once per instance, `onAppear`/`onDisappear` as the runtime delivers them,
/// and what its background probe reads (the window it is in, its frame in that window, the
/// controller that hosts it).
@MainActor
public final class SwiftUIScreenInstance {
    /// The core's screen for this instance.
    public let declared: DeclaredScreen
    /// The probe the modifier puts in the view's background: a plain view with the screen's frame.
    public let probe = View()
    var wasRendered = false
    /// Whether the view fills its container (a hosting controller's root), laid out at each update.
    var fillsContainer = true
    private unowned let runtime: SwiftUIRuntime

    init(declared: DeclaredScreen, runtime: SwiftUIRuntime) {
        self.declared = declared
        self.runtime = runtime
        probe.isUserInteractionEnabled = false
    }

    /// The controller that hosts the view: the first one up the probe's responder chain, as the
    /// device probe finds it when it moves to a superview, before its controller appears.
    var host: ViewController? {
        var current = probe.next
        while let responder = current {
            if let controller = responder as? ViewController { return controller }
            current = responder.next
        }
        return nil
    }

    /// What the device probe does when it moves to a superview: tells the core which controller
    /// carries the screen (F9).
    func reportHost() {
        if let host { runtime.interception.declaredScreen(declared, isHostedBy: host) }
    }

    /// Whether SwiftUI renders the instance: its view is in a window (pre-rendered pages too).
    var isRendered: Bool { probe.isShownInWindow }

    /// What the device probe reads: the frame in the window and the window's bounds, and the
    /// controller up the responder chain.
    func reportPresence() {
        let interception = runtime.interception
        if fillsContainer, let container = probe.superview { probe.frame = container.bounds }
        let window = isRendered ? probe.window : nil
        interception.declaredScreen(declared, frame: probe.frameInWindow ?? .zero, windowBounds: window?.bounds)
        if window != nil { reportHost() }
    }
}
