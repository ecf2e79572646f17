/// One instance of a view that declares an exposure (SwiftUI's `.interceptExposure`), as the
/// platform keeps it in the view's state (S3, S12): its node, made once and declared anew when the
/// instance shows another item (a recycled row, X2), fed its appearance callbacks, its window and
/// its geometry. The SwiftUI adapter and the headless runtime both call it.
@MainActor
@_spi(Platform) public final class DeclaredExposureInstance: AwaitingDeclaration {
    /// The node the exposure machinery measures, once declared.
    @_spi(Platform) public private(set) var node: DeclaredExposureNode?
    private weak var interception: Interception?
    private let work: DeferredMainWork
    private var window: DeclaredWindow?
    private var frame = Rect.zero
    private var viewport: Rect?
    private weak var host: (any ViewNode)?
    /// Whether a window or frame was told, and the last appearance callback: heard before the
    /// node was declared (no interception yet), they are replayed by the render that declares it,
    /// as a screen's are (S1, S12): SwiftUI sends no new `onAppear` and the geometry does not
    /// change when an interception is installed later, so without them the row shown would wait
    /// for a scroll.
    private var wasPlaced = false
    private var lastSignal: AppearanceSignal?
    /// What the last render with no interception declared, for the installation to declare it
    /// (SwiftUI renders nothing again then, so the row on display would get no impression until
    /// something re-renders it), and the list it waits in.
    private var awaitedDeclaration: (element: DeclaredElement, exposure: ExposureContext, screen: DeclaredScreenInstance?)?
    private let awaiting: DeclarationsAwaitingInterception

    /// An instance whose settles run as `work` runs them; rendered with no interception, it waits
    /// in `awaiting` for one to be installed.
    @_spi(Platform) public init(settlingWith work: DeferredMainWork, awaiting: DeclarationsAwaitingInterception = .shared) {
        self.work = work
        self.awaiting = awaiting
    }

    /// What this render declares: the first render with an interception makes the node; a later
    /// one that declares another id or path declares the node anew. `screen` is the instance of the
    /// declared screen around it: rendered with no interception, that screen waited too, and the
    /// element takes the screen it declares at the install (S3 gates impressions on its visit).
    @_spi(Platform) public func declare(
        _ element: DeclaredElement, exposure: ExposureContext, in interception: Interception?, on screen: DeclaredScreenInstance? = nil
    ) {
        if let node, let current = self.interception {
            if node.exposure != exposure || node.element.path != element.path {
                current.declaredExposure(node, declares: element, exposure: exposure)
            }
            return
        }
        guard let interception else {
            if awaitedDeclaration == nil { awaiting.add(self) }
            awaitedDeclaration = (element, exposure, screen)
            return
        }
        awaitedDeclaration = nil
        self.interception = interception
        node = DeclaredExposureNode(element: element, exposure: exposure)
        if wasPlaced { report() }
        if let lastSignal { receive(lastSignal) }
    }

    /// `interception` was installed after this instance rendered with none: its exposure is
    /// declared with what it rendered last, as if SwiftUI rendered it again, and where it is and
    /// its last appearance are replayed. The screen around it waited in the same list and rendered
    /// before it, so it is declared by now: the element names it.
    func declareAwaited(in interception: Interception) {
        guard node == nil, let declaration = awaitedDeclaration else { return }
        var element = declaration.element
        if element.screen == nil { element.screen = declaration.screen?.screen }
        declare(element, exposure: declaration.exposure, in: interception)
    }

    /// SwiftUI called `onAppear` or `onDisappear`.
    @_spi(Platform) public func receive(_ signal: AppearanceSignal) {
        if signal == .onAppear || signal == .onDisappear { lastSignal = signal }
        guard let node, let interception else { return }
        interception.declaredExposure(node, received: signal)
        interception.declaredAppearancesDidChange(work)
    }

    /// The probe moved to `window` (`nil`: it left its window); `host` is the platform view
    /// hosting the declarative content there (UIKit: the nearest view controller's view up the
    /// probe's responder chain), whose overlying platform views cover the exposure (S11).
    @_spi(Platform) public func move(to window: DeclaredWindow?, host: (any ViewNode)? = nil) {
        self.window = window
        self.host = host
        report()
    }

    /// The view's frame and its scroll container's visible bounds (`nil`: none, or unknown), in
    /// window coordinates, with the window read now.
    @_spi(Platform) public func place(frame: Rect, viewport: Rect?, in window: DeclaredWindow?) {
        self.frame = frame
        self.viewport = viewport
        self.window = window
        report()
    }

    private func report() {
        wasPlaced = true
        guard let node, let interception else { return }
        let surface = window.map { interception.declaredSurface(for: $0) }
        if node.hostView !== host { node.hostView = host }
        interception.declaredExposure(node, frame: frame, viewport: viewport, in: surface)
        interception.declaredAppearancesDidChange(work)
    }
}
