extension Interception {
    /// Notes an appearance signal of an exposure (`onAppear`, `onDisappear`); it counts at
    /// `settleDeclaredAppearances()`.
    @_spi(Platform) public func declaredExposure(_ node: DeclaredExposureNode, received signal: AppearanceSignal) {
        node.latch.note(signal)
        visits.note(node)
    }

    /// Notes an exposure's geometry: its frame and its scroll container's visible bounds
    /// (`viewport`, `nil` when it is in none or it is not known) in window coordinates, in
    /// `surface` (`nil`: in no window, which is a disappearance). Looked at on the next frame.
    @_spi(Platform) public func declaredExposure(_ node: DeclaredExposureNode, frame: Rect, viewport: Rect?, in surface: DeclaredSurface?) {
        let viewportFrame = viewport ?? surface.map { Rect(origin: .zero, size: $0.frame.size) } ?? .zero
        node.viewport.frame = viewportFrame
        node.frame = frame.offsetBy(dx: -viewportFrame.minX, dy: -viewportFrame.minY)
        move(node.viewport, to: surface)
        declaredExposure(node, received: surface == nil ? .offScreen : .onScreen)
        viewDidChange(node)
    }

    /// Changes what an exposure declares (a recycled row now shows another item: another id, X2).
    /// A row is declared anew only when SwiftUI renders it for its new item, so this is also an
    /// appearance: a list that reuses a cell in place moves no probe, and the new item's `onAppear`
    /// may be missing.
    @_spi(Platform) public func declaredExposure(_ node: DeclaredExposureNode, declares element: DeclaredElement, exposure: ExposureContext) {
        if let old = node.screen { old.exposures[ObjectIdentifier(node)] = nil }
        let isNewItem = exposure.trackingID != node.exposure.trackingID
        node.element = element
        node.exposure = exposure
        node.screen = element.screen
        register(node)
        if isNewItem { declaredExposure(node, received: .onAppear) }
        viewDidChange(node)
    }

    /// Notes a declared overlay's frame in window coordinates in `surface` (`nil`: gone); the
    /// exposures it covers or uncovers are looked at on the next frame (X5).
    @_spi(Platform) public func declaredOverlay(_ node: DeclaredOverlayNode, frame: Rect, in surface: DeclaredSurface?) {
        node.frame = frame
        viewDidChange(node)
        move(node, to: surface)
    }

    /// A settled exposure came or went. One that went may be let go of before a frame looks at it
    /// (SwiftUI drops the row, exposure holds views weakly): the next frame drops the views gone,
    /// and their ids are no longer visible, so nothing is kept for it here (S12).
    func exposureAttachmentDidChange(_ node: DeclaredExposureNode) {
        node.hidden = !node.latch.isShown
        if node.hidden { exposure.viewsMayBeReleased() }
        register(node)
        viewDidChange(node)
    }

    private func register(_ node: DeclaredExposureNode) {
        guard let screen = node.screen else { return }
        screen.exposures[ObjectIdentifier(node)] = DeclaredScreen.WeakExposure(node: node)
        if screen.exposures.count >= screen.exposureSweepThreshold {
            screen.exposures = screen.exposures.filter { $0.value.node != nil }
            screen.exposureSweepThreshold = max(64, screen.exposures.count * 2)
        }
    }

    /// Moves a surface child, noting the change first, so the layers of what it covered (its old
    /// parent's) are rebuilt (X5).
    private func move(_ node: DeclaredNode, to surface: DeclaredSurface?) {
        guard node.parent !== surface else { return }
        viewDidChange(node)
        node.parent?.detach(node)
        surface?.attach(node)
        viewDidChange(node)
    }
}
