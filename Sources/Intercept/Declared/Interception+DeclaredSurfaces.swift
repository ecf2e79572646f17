extension Interception {
    /// The surface of the window identified by `window` (the platform's window object), with the
    /// window's current bounds (S3): the window is taken to fill its screen.
    public func declaredSurface(for window: ObjectIdentifier, bounds: Rect) -> DeclaredSurface {
        declaredSurface(for: DeclaredWindow(id: window, bounds: bounds))
    }

    /// The surface of `window`, as read now (S3, S11, S12): one per window the platform has, made
    /// when a declared view first reports in it. Its bounds, screen and place on the screen follow
    /// each reading, and the keyboard covers it where it overlaps it.
    ///
    /// Surfaces are dropped when their window's scene disconnects, and, for windows that go away
    /// without a scene (an app's own extra window), when the table has doubled since the last
    /// sweep and no declared view the platform keeps is in them: the table stays as large as the
    /// windows with declared views. A window made later at a dropped window's address gets a new
    /// surface; one made there before the sweep gets the old one, which holds nothing of the old
    /// window but its keyboard cover, placed again from the new reading.
    @_spi(Platform) public func declaredSurface(for window: DeclaredWindow) -> DeclaredSurface {
        DeclaredFrameClients.interceptionReceivedGeometry(self)
        let surface: DeclaredSurface
        if let known = visits.surfaces[window.id] {
            surface = known
        } else {
            surface = DeclaredSurface(bounds: window.bounds)
            visits.addSurface(surface, for: window.id)
        }
        let size = window.bounds.size, origin = window.frameInScreen.origin
        let moved = surface.originInScreen != origin || surface.displayScreen != window.screen
        if surface.frame.size != size {
            surface.frame = Rect(origin: .zero, size: size)
            viewDidChange(surface)
        }
        if moved || surface.keyboard.parent == nil && visits.keyboard != nil {
            surface.displayScreen = window.screen
            surface.originInScreen = origin
            placeKeyboard(on: surface)
        }
        return surface
    }

    /// The keyboard will end its animation at `frame`, in the coordinates of `screen` (`nil`: not
    /// said): from now, the part of each window it overlaps hides the declared exposures there
    /// (S11). A frame below the screen (the keyboard hiding) covers nothing.
    @_spi(Platform) public func keyboardWillChangeFrame(to frame: Rect, onScreen screen: ObjectIdentifier?) {
        visits.keyboard = KeyboardCover(frame: frame, screen: screen)
        for surface in visits.surfaces.values { placeKeyboard(on: surface) }
    }

    /// The keyboard is gone (S11): it covers nothing, wherever its last frame was (an iPad's
    /// floating keyboard may be said to hide while its last frame is still on the screen: that is
    /// counted, ``SwiftUIAssumption/keyboardHidesOffScreen``).
    @_spi(Platform) public func keyboardDidHide() {
        guard let keyboard = visits.keyboard else { return }
        if visits.surfaces.values.contains(where: { $0.holdsDeclaredViews && keyboard.frame(in: $0) != nil }) {
            swiftUIAssumptionWasViolated(.keyboardHidesOffScreen)
        }
        visits.keyboard = nil
        for surface in visits.surfaces.values { placeKeyboard(on: surface) }
    }

    /// How many window surfaces the declared views' geometry keeps (S12): bounded by the windows
    /// with declared views, however many windows and scenes come and go.
    @_spi(Platform) public var declaredSurfaceCount: Int { visits.surfaces.count }

    /// A scene's change, for the surfaces of its windows (S12): the windows a scene had when it
    /// went to the background are noted; when it disconnects (always after the background), their
    /// surfaces are dropped.
    func declaredSurfacesSceneDidChange(_ event: SceneLifecycleEvent) {
        switch event {
        case let .didEnterBackground(scene, windows):
            visits.sceneWindows[scene] = windows
        case let .didDisconnect(scene):
            for window in visits.sceneWindows.removeValue(forKey: scene) ?? [] {
                guard let surface = visits.surfaces.removeValue(forKey: window) else { continue }
                // What its views covered or were covered by is looked at again on the next frame.
                viewDidChange(surface)
            }
        case .willDeactivate, .didActivate, .willEnterForeground:
            break
        }
    }

    private func placeKeyboard(on surface: DeclaredSurface) {
        let frame = visits.keyboard?.frame(in: surface)
        guard frame != surface.keyboardFrame else { return }
        surface.keyboardFrame = frame
        declaredOverlay(surface.keyboard, frame: frame ?? .zero, in: frame == nil ? nil : surface)
    }
}
