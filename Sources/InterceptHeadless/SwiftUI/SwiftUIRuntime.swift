@_spi(Platform) import Intercept

/// SwiftUI's update loop, as the headless platform models it for declared screens and exposures
/// (S1, S3, S5): an update changes the view tree (push, pop, present, select a tab, scroll), then
/// SwiftUI calls `onAppear`/`onDisappear` for what entered or left the rendered hierarchy (pages
/// beside a page-style `TabView`'s shown page and rows beyond a lazy stack's viewport included),
/// the probes and geometry report where things are, and the adapter's settle runs (on device, a
/// block queued on the main queue). With ``noise`` the callbacks come repeated, reordered and
/// missing, as they do on devices.
@MainActor
@_spi(Platform) public final class SwiftUIRuntime {
    /// The interception the instances report to.
    public let interception: Interception
    /// How the callbacks go wrong; `nil` delivers each once, in order.
    public var noise: CallbackNoise?
    /// Whether the app installed the interception yet: until then the views' environment has
    /// none (an app that installs it after a consent prompt, or in a `.task`), so the modifiers
    /// declare nothing. Setting it models `UIKitHooks.install(for:)`: SwiftUI renders nothing
    /// again, and the instances that rendered meanwhile declare their screens and exposures through the core's
    /// ``DeclarationsAwaitingInterception``, as the adapter's install makes them; their settle
    /// runs on the main queue (the next update or ``drainMainQueue()``).
    public var isInterceptionInstalled = true {
        didSet {
            if isInterceptionInstalled, !oldValue { awaitingInterception.interceptionWasInstalled(interception) }
        }
    }
    /// The instances that rendered with no interception: this modelled process's list.
    let awaitingInterception = DeclarationsAwaitingInterception()
    /// The interception the modifiers read from the environment.
    var environmentInterception: Interception? { isInterceptionInstalled ? interception : nil }

    private var screens: [SwiftUIScreenInstance] = []
    private var stacks: [LazyStack] = []
    private var overlays: [SwiftUIOverlayInstance] = []
    /// The main queue: blocks enqueued during an update run when it is over, as a main-actor task
    /// the adapter enqueues runs after SwiftUI's update.
    private var mainQueue: [@MainActor @Sendable () -> Void] = []

    /// How the core's instances enqueue their settle here (the adapter: a main-actor task).
    var work: DeferredMainWork {
        DeferredMainWork { [weak self] block in self?.mainQueue.append(block) }
    }

    enum Callback {
        case screen(SwiftUIScreenInstance, AppearanceSignal)
        case exposure(SwiftUIExposureInstance, AppearanceSignal)
        case overlay(SwiftUIOverlayInstance, AppearanceSignal)
    }

    /// A runtime reporting to `interception`. The held pages of hosting controllers (S7) wait on
    /// its main queue too, as on a device they wait on the app's.
    public init(interception: Interception, noise: CallbackNoise? = nil) {
        self.interception = interception
        self.noise = noise
        interception.hostPageWork = work
    }

    /// An instance of a view declaring the screen `name`, placed in `container` (the hosting
    /// controller's view, or a page container) with `frame` (the container's bounds by default);
    /// `parent` is the declared screen around it. SwiftUI renders a hosting controller's content
    /// before the controller appears, so the probe finds its host at once; the instance's
    /// callbacks come from the next update on. Made inside ``update(_:)`` after its host appeared,
    /// it is conditional content shown an update later (`if let product { … } else {
    /// ProgressView() }`): the probe then finds its host after the host's `viewDidAppear`.
    public func makeScreen(
        _ name: String, title: String? = nil, properties: [String: PropertyValue] = [:], visit: AnyHashable? = nil, in container: View,
        frame: Rect? = nil, parent: SwiftUIScreenInstance? = nil
    ) -> SwiftUIScreenInstance {
        let instance = SwiftUIScreenInstance(name, title: title, properties: properties, visit: visit, parent: parent, runtime: self)
        instance.probe.frame = frame ?? container.bounds
        instance.fillsContainer = frame == nil
        container.addSubview(instance.probe)
        instance.reportHost()
        screens.append(instance)
        return instance
    }

    /// `Group { … }.interceptScreen(name)`: SwiftUI applies a modifier on a `Group` to each of its
    /// members, not to the group (Apple's `Group` documentation), so each member view, at
    /// `memberFrames` in `container`, is a modifier instance of its own declaring the same screen.
    public func makeGroup(
        _ name: String, title: String? = nil, properties: [String: PropertyValue] = [:], visit: AnyHashable? = nil, in container: View,
        memberFrames: [Rect], parent: SwiftUIScreenInstance? = nil
    ) -> [SwiftUIScreenInstance] {
        memberFrames.map { makeScreen(name, title: title, properties: properties, visit: visit, in: container, frame: $0, parent: parent) }
    }

    /// The branch of `Group { if … { A } else { B } }.interceptScreen(…)` shown by `instance`
    /// gives way to the other one, in the update this is called in: the modifier instance goes
    /// with its branch, and the new branch is a new instance, with new state, in the same place,
    /// declaring what the view declares now.
    public func switchBranch(
        of instance: SwiftUIScreenInstance, title: String? = nil, properties: [String: PropertyValue] = [:], visit: AnyHashable? = nil
    ) -> SwiftUIScreenInstance {
        let container = instance.probe.superview ?? View()
        let frame = instance.fillsContainer ? nil : instance.probe.frame
        instance.probe.removeFromSuperview()
        return makeScreen(instance.name, title: title, properties: properties, visit: visit, in: container, frame: frame, parent: instance.parent)
    }

    /// A lazy stack inside `screen`, in `container` at `frame`.
    public func makeLazyStack(
        in screen: SwiftUIScreenInstance, container: View, frame: Rect, itemIDs: [String], rowHeight: Double,
        prefetchedRows: Int = 2, recyclesRows: Bool = false
    ) -> LazyStack {
        let stack = LazyStack(runtime: self, itemIDs: itemIDs, rowHeight: rowHeight, prefetchedRows: prefetchedRows, recyclesRows: recyclesRows)
        stack.screen = screen
        stack.view.frame = frame
        container.addSubview(stack.view)
        stacks.append(stack)
        return stack
    }

    /// A view marked `.interceptOverlay()` in `container` at `frame` (its container's coordinates).
    public func makeOverlay(in container: View, frame: Rect) -> SwiftUIOverlayInstance {
        let overlay = SwiftUIOverlayInstance(runtime: self)
        overlay.probe.frame = frame
        container.addSubview(overlay.probe)
        overlays.append(overlay)
        return overlay
    }

    /// Runs what the main queue holds (the settle the instances scheduled), and what that enqueues.
    public func drainMainQueue() {
        var rounds = 0
        while !mainQueue.isEmpty, rounds < 16 {
            let blocks = mainQueue
            mainQueue = []
            for block in blocks { block() }
            rounds += 1
        }
    }

    /// One update: `change` runs, SwiftUI's callbacks for what it changed are delivered (with
    /// ``noise``), the probes and geometry report, and the main queue runs (the settle the
    /// instances scheduled).
    public func update(_ change: () -> Void = {}) {
        change()
        var callbacks: [Callback] = []
        for screen in screens {
            let rendered = screen.isRendered
            if rendered != screen.wasRendered { callbacks.append(.screen(screen, rendered ? .onAppear : .onDisappear)) }
            screen.wasRendered = rendered
        }
        for overlay in overlays {
            let rendered = overlay.isRendered
            if rendered != overlay.wasRendered { callbacks.append(.overlay(overlay, rendered ? .onAppear : .onDisappear)) }
            overlay.wasRendered = rendered
        }
        for stack in stacks { stack.layout(into: &callbacks) }
        let delivered = noise.map { noise -> [Callback] in
            var noise = noise
            defer { self.noise = noise }
            return noise.apply(to: callbacks)
        } ?? callbacks
        // On devices the probes' window moves and the geometry may come before or after the
        // callbacks; noise picks one order per update.
        let presenceFirst = noise.map { noise -> Bool in
            var noise = noise
            defer { self.noise = noise }
            return noise.nextUnit() < 0.5
        } ?? false
        if presenceFirst { reportPresence() }
        for callback in delivered {
            switch callback {
            case .screen(let screen, let signal): screen.receive(signal)
            case .exposure(let instance, let signal): instance.core.receive(signal)
            case .overlay(let overlay, let signal): overlay.receive(signal)
            }
        }
        if !presenceFirst { reportPresence() }
        drainMainQueue()
    }

    private func reportPresence() {
        for screen in screens { screen.reportPresence() }
        for stack in stacks { stack.reportGeometry() }
        for overlay in overlays { overlay.reportPresence() }
    }
}
