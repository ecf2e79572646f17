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
    /// The core's screen for this instance.
    public let declared: DeclaredScreen
    /// The probe the modifier puts in the view's background: a plain view with the screen's frame.
    public let probe = View()
    var wasRendered = false
    /// Whether the view fills its container (a hosting controller's root), laid out at each update.
    var fillsContainer = true
    private unowned let runtime: SwiftUIRuntime

    init(_ name: String, title: String?, properties: [String: PropertyValue], parent: SwiftUIScreenInstance?, runtime: SwiftUIRuntime) {
        self.runtime = runtime
        core = DeclaredScreenInstance(settlingWith: runtime.work)
        // A runtime always has an interception: the instance always declares.
        declared = core.declare(name, title: title, properties: properties, parent: parent?.declared, in: runtime.interception)!
        probe.isUserInteractionEnabled = false
    }

    /// A render that declares `title` and `properties` (S9): the modifier's body runs again.
    public func render(title: String?, properties: [String: PropertyValue]) {
        core.declare(declared.name, title: title, properties: properties, parent: nil, in: runtime.interception)
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
    func reportPresence() {
        if fillsContainer, let container = probe.superview { probe.frame = container.bounds }
        noteTransition()
        let window = isRendered ? probe.window.map { DeclaredWindow(id: ObjectIdentifier($0), bounds: $0.bounds) } : nil
        core.place(frame: probe.frameInWindow ?? .zero, in: window)
        if window != nil { reportHost() }
    }

    /// As the adapter does: a transition coordinator on the hosting controller is told to the core,
    /// and its end once (S8).
    private func noteTransition() {
        guard let coordinator = controllers.first?.transitionCoordinator else { return }
        let id = ObjectIdentifier(coordinator)
        let core = self.core
        if core.transitionIsRunning(id) { coordinator.notifyWhenEnded { core.transitionDidEnd(id) } }
    }
}
