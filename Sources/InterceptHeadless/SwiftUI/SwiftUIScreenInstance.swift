@_spi(Platform) import Intercept

/// One instance of a SwiftUI view carrying `.interceptScreen(name)`, as the headless platform
/// models it (S1, S5, S12). Its decisions are the core's `DeclaredScreenInstance`, the type the
/// SwiftUI adapter's modifier keeps in its state: this only reads what the device probe reads
/// (the window it is in, its frame in that window, the controllers up its responder chain, the
/// transition running) and hands it over, as the adapter does.
@MainActor
@_spi(Platform) public final class SwiftUIScreenInstance {
    /// The core's instance: the code the adapter runs.
    @_spi(Platform) public let core: DeclaredScreenInstance
    /// The core's screen for this instance, once a render declared it (at once, unless the
    /// runtime's interception was not installed yet).
    public var declared: DeclaredScreen { core.screen! }
    /// The declared name.
    public let name: String
    private(set) weak var parent: SwiftUIScreenInstance?
    /// The probe the modifier puts in the view's background: a plain view with the screen's frame.
    public let probe = View()
    var wasRendered = false
    /// Whether the view fills its container (a hosting controller's root), laid out at each update.
    var fillsContainer = true
    private unowned let runtime: SwiftUIRuntime

    init(
        _ name: String, title: String?, properties: [String: PropertyValue], visit: AnyHashable?, parent: SwiftUIScreenInstance?,
        runtime: SwiftUIRuntime
    ) {
        self.runtime = runtime
        self.name = name
        self.parent = parent
        core = DeclaredScreenInstance(settlingWith: runtime.work, awaiting: runtime.awaitingInterception)
        core.declare(name, title: title, properties: properties, visit: visit, parent: parent?.core.screen, in: runtime.environmentInterception)
        probe.isUserInteractionEnabled = false
    }

    /// A render that declares `title`, `properties` and `visit` (S9): the modifier's body runs
    /// again, as SwiftUI runs it when the view's inputs change (a split view's selection, data
    /// loaded); another visit settles with the update's other signals.
    public func render(title: String?, properties: [String: PropertyValue], visit: AnyHashable? = nil) {
        core.declare(name, title: title, properties: properties, visit: visit, parent: parent?.core.screen, in: runtime.environmentInterception)
    }

    /// SwiftUI calls `signal` (`onAppear` again on a re-render, say), outside an update's own.
    public func deliver(_ signal: AppearanceSignal) {
        receive(signal)
    }

    func receive(_ signal: AppearanceSignal) {
        noteTransition()
        core.receive(signal)
    }

    /// The controllers up the probe's responder chain, nearest first, as the device probe walks it.
    var controllers: [ViewController] {
        var found: [ViewController] = []
        var current = probe.next
        while let responder = current {
            if let controller = responder as? ViewController { found.append(controller) }
            current = responder.next
        }
        return found
    }

    /// What the device probe does when it moves to a superview: tells the core the controllers
    /// above it (F9, S7).
    func reportHost() {
        let controllers = self.controllers
        guard !controllers.isEmpty else { return }
        core.hosted(by: controllers.map { DeclaredHostCandidate($0, presentationLevel: $0.presentationLevel) })
    }

    /// Whether SwiftUI renders the instance: its view is in a window (pre-rendered pages too).
    var isRendered: Bool { probe.isShownInWindow }

    /// What the device probe reads: the frame in the window and the window, and the controllers
    /// up the responder chain.
    ///
    /// As on a device, only what changed is told: SwiftUI calls `onGeometryChange` when the frame
    /// changes, and the probe reports its window and hosts when it moves.
    func reportPresence() {
        if fillsContainer, let container = probe.superview { probe.frame = container.bounds }
        noteTransition()
        let window = isRendered ? probe.declaredWindow : nil
        let frame = probe.frameInWindow ?? .zero
        let presence = Presence(frame: frame, window: window)
        guard presence != lastPresence else { return }
        let moved = presence.window?.id != lastPresence?.window?.id
        lastPresence = presence
        if window != nil {
            // As the adapter does with SwiftUI's `.global` frame (B4); here both are the probe's.
            let probe = self.probe
            core.checkGlobalFrame(frame) { probe.frameInWindow }
        }
        core.place(frame: frame, in: window)
        if window != nil, moved { reportHost() }
    }

    /// What the probe reported last.
    private var lastPresence: Presence?

    private struct Presence: Equatable {
        let frame: Rect
        let window: DeclaredWindow?
    }

    /// As the adapter does: the hosting controller's transition coordinator, read and handed to
    /// the core, which decides (S8).
    private func noteTransition() {
        guard let host = controllers.first else { return }
        let coordinator = host.transitionCoordinator
        core.noteTransition(coordinator.map(ObjectIdentifier.init)) { end in
            coordinator?.animateAlongsideTransition(completion: end) ?? false
        }
    }
}
