/// One instance of a view that declares a screen (SwiftUI's `.interceptScreen`), as the platform
/// keeps it in the view's state: everything the modifier decides is decided here, so the SwiftUI
/// adapter only reads values and calls it, and the headless runtime calls the same type (S12).
///
/// - The `DeclaredScreen` is made on first use, with the interception then in the environment;
///   later renders update its title and properties, or begin another visit (S9,
///   `Interception.declaredScreen(_:title:properties:visit:)`).
/// - Appearance callbacks, the window the background probe is in and the frame it reads are
///   noted, and one settle is scheduled after the run-loop turn (S1, S5).
/// - The controllers up the probe's responder chain are told to the core, which decides which
///   carry the screen and so are never pages (F9, S7).
/// - A platform transition seen while it runs (a push, a pop, an interactive swipe) holds the
///   visits until it ends (S8).
@MainActor
@_spi(Platform) public final class DeclaredScreenInstance: AwaitingDeclaration {
    /// The declared screen, once made.
    @_spi(Platform) public private(set) var screen: DeclaredScreen?
    private weak var interception: Interception?
    private let work: DeferredMainWork
    private var window: DeclaredWindow?
    private var frame = Rect.zero
    /// What was heard before the screen was declared (no interception yet), replayed by the
    /// render that declares it: SwiftUI sends no new `onAppear` and the probe does not move when
    /// an interception is installed later (after a consent prompt, in `.task`), so without them
    /// the screen shown would wait for the user to navigate.
    private var lastSignal: AppearanceSignal?
    private var hostsBeforeDeclared: [WeakHostCandidate] = []
    /// What the last render with no interception declared, for the installation to declare it
    /// (SwiftUI renders nothing again then), and the list it waits in.
    private var awaitedDeclaration: (name: String, title: String?, properties: [String: PropertyValue], visit: AnyHashable?)?
    private let awaiting: DeclarationsAwaitingInterception

    /// A host candidate kept weakly: the instance lives in the view's state, which the
    /// controllers own.
    private struct WeakHostCandidate {
        weak var screen: (any ScreenNode)?
        let isHostingController: Bool
        let presentationLevel: Int
    }
    /// A presented screen's cover: the exposures of the screens below it, under it, are not
    /// visible (a sheet over a list, S11).
    private var cover: DeclaredOverlayNode?

    /// An instance whose settles run as `work` runs them; rendered with no interception, it waits
    /// in `awaiting` for one to be installed.
    @_spi(Platform) public init(settlingWith work: DeferredMainWork, awaiting: DeclarationsAwaitingInterception = .shared) {
        self.work = work
        self.awaiting = awaiting
    }

    /// The declared screen for this render: made on the first render that has an interception;
    /// on later renders its title and properties follow what the view declares now (S9). `nil`
    /// without an interception.
    @discardableResult
    @_spi(Platform) public func declare(
        _ name: String, title: String?, properties: [String: PropertyValue], visit: AnyHashable? = nil, parent: DeclaredScreen?,
        in interception: Interception?
    ) -> DeclaredScreen? {
        if let screen, let current = self.interception {
            if current.declaredScreen(screen, title: title, properties: properties, visit: visit), screen.startsNewVisit {
                current.declaredAppearancesDidChange(work)
            }
            return screen
        }
        guard let interception else {
            if awaitedDeclaration == nil { awaiting.add(self) }
            awaitedDeclaration = (name, title, properties, visit)
            return nil
        }
        awaitedDeclaration = nil
        self.interception = interception
        let screen = interception.declareScreen(name, title: title, properties: properties, visit: visit, parent: parent)
        self.screen = screen
        replayHeardBeforeDeclared()
        return screen
    }

    /// `interception` was installed after this instance rendered with none: its screen is
    /// declared with what it rendered last, as if SwiftUI rendered it again. The screens around it
    /// waited too, so it has no parent: its visits nest by the order it was made in.
    func declareAwaited(in interception: Interception) {
        guard screen == nil, let declaration = awaitedDeclaration else { return }
        declare(declaration.name, title: declaration.title, properties: declaration.properties, visit: declaration.visit, parent: nil, in: interception)
    }

    /// The first declaring render after signals came with no interception: the hosts, where the
    /// view is, and its last appearance are told now, so a screen already shown is visited.
    private func replayHeardBeforeDeclared() {
        let hosts = hostsBeforeDeclared.compactMap { candidate in
            candidate.screen.map {
                DeclaredHostCandidate($0, isHostingController: candidate.isHostingController, presentationLevel: candidate.presentationLevel)
            }
        }
        hostsBeforeDeclared = []
        if !hosts.isEmpty { hosted(by: hosts) }
        if window != nil { reportPresence() }
        if let lastSignal { receive(lastSignal) }
    }

    /// SwiftUI called `onAppear` or `onDisappear`.
    @_spi(Platform) public func receive(_ signal: AppearanceSignal) {
        if signal == .onAppear || signal == .onDisappear { lastSignal = signal }
        guard let screen, let interception else { return }
        interception.declaredScreen(screen, received: signal)
        interception.declaredAppearancesDidChange(work)
    }

    /// The probe moved to `window` (`nil`: it left its window).
    @_spi(Platform) public func move(to window: DeclaredWindow?) {
        self.window = window
        reportPresence()
    }

    /// The view's frame in its window's coordinates changed (`window`: the window read now, whose
    /// bounds may have changed with it).
    @_spi(Platform) public func place(frame: Rect, in window: DeclaredWindow?) {
        self.frame = frame
        self.window = window
        reportPresence()
    }

    /// The view controllers up the probe's responder chain, nearest first: the nearest carries
    /// the screen, and so does every hosting controller above it up to the presentation boundary
    /// (F9, S7). The screen's presentation level is the nearest controller's (S11): counted from
    /// the outermost one, it would be the presenter's, as the chain runs on through it.
    @_spi(Platform) public func hosted(by controllers: [DeclaredHostCandidate]) {
        guard let screen, let interception else {
            hostsBeforeDeclared = controllers.map {
                WeakHostCandidate(screen: $0.screen, isHostingController: $0.isHostingController, presentationLevel: $0.presentationLevel)
            }
            return
        }
        interception.declaredScreen(screen, isHostedBy: controllers)
        let presentationLevel = controllers.first?.presentationLevel ?? 0
        guard presentationLevel != screen.presentationLevel else { return }
        screen.presentationLevel = max(0, presentationLevel)
        reportPresence()
    }

    /// What the platform reads of a running transition when this screen's signals come (S8):
    /// `coordinator`, the identity of the hosting controller's transition coordinator (`nil`:
    /// none), and `containerHasOne`, whether its navigation container runs one the host does not
    /// see (``SwiftUIAssumption/childSeesContainerTransition``, counted). A transition seen for
    /// the first time holds the visits until it ends: `subscribe` hands the platform the block to
    /// run at its end (UIKit: `animate(alongsideTransition:completion:)`'s completion) and
    /// returns whether the platform took it. A refusal (UIKit returns `false` when the
    /// transition is not animated or is already in its completion phase, so the completion would
    /// never run) is an end now: the visits settle on the next turn instead of waiting for the
    /// 10-second bound.
    @_spi(Platform) public func noteTransition(
        _ coordinator: ObjectIdentifier?, containerHasOne: Bool = false,
        whenEnded subscribe: (_ end: @escaping @MainActor () -> Void) -> Bool
    ) {
        guard let interception else { return }
        guard let id = coordinator else {
            if containerHasOne { interception.swiftUIAssumptionWasViolated(.childSeesContainerTransition) }
            return
        }
        guard interception.declaredTransitionDidBegin(id) else { return }
        let accepted = subscribe { [self] in transitionDidEnd(id) }
        if !accepted { transitionDidEnd(id) }
    }

    /// The transition `id` ended, finished or cancelled: what the screens heard meanwhile settles
    /// after this run-loop turn, when the platform has put the views where the outcome leaves them.
    private func transitionDidEnd(_ id: ObjectIdentifier) {
        guard let interception else { return }
        interception.declaredTransitionDidEnd(id)
        interception.declaredAppearancesDidChange(work)
    }

    /// The platform saw `assumption` violated (B4): counted by the interception.
    @_spi(Platform) public func assumptionWasViolated(_ assumption: SwiftUIAssumption) {
        interception?.swiftUIAssumptionWasViolated(assumption)
    }

    /// Checks that the frame SwiftUI reported (`frame`, in `.global`) is the probe's own frame in
    /// its window (`probeFrame` reads it from the platform; `nil`: the probe is in no window):
    /// ``SwiftUIAssumption/globalSpaceIsWindowSpace``. Compared once the run-loop turn is over,
    /// with the last frame SwiftUI reported: SwiftUI may report a geometry change in its update
    /// before UIKit has laid the probe out (a rotation, a resized scene, a sheet's detent), and a
    /// mismatch that lasts only until the layout at the end of the turn is not the assumption
    /// failing.
    @_spi(Platform) public func checkGlobalFrame(_ frame: Rect, probeFrame: @escaping @MainActor () -> Rect?) {
        let isScheduled = globalFrameCheck != nil
        globalFrameCheck = (frame, probeFrame)
        guard !isScheduled else { return }
        work.enqueue { [weak self] in
            guard let self, let (frame, read) = self.globalFrameCheck else { return }
            self.globalFrameCheck = nil
            if let probeFrame = read() { self.interception?.checkGlobalFrame(frame, probeFrame: probeFrame) }
        }
    }

    /// The last `.global` frame SwiftUI reported and the probe's reader, while a check waits for
    /// the end of the turn.
    private var globalFrameCheck: (frame: Rect, probeFrame: @MainActor () -> Rect?)?

    private func reportPresence() {
        guard let screen, let interception else { return }
        screen.windowID = window?.id
        interception.declaredScreen(screen, frame: frame, windowBounds: window?.bounds)
        if screen.presentationLevel > 0 || cover != nil {
            let cover = self.cover ?? DeclaredOverlayNode()
            self.cover = cover
            cover.coverLayer = 2 * screen.presentationLevel - 1
            let surface = screen.presentationLevel > 0 ? window.map { interception.declaredSurface(for: $0) } : nil
            interception.declaredOverlay(cover, frame: frame, in: surface)
        }
        interception.declaredAppearancesDidChange(work)
    }
}
