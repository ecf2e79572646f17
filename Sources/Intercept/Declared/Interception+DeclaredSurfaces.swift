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
        let isNew = visits.surfaces[window.id] == nil
        let surface: DeclaredSurface
        if let known = visits.surfaces[window.id] {
            surface = known
        } else {
            surface = DeclaredSurface(bounds: window.bounds)
            visits.addSurface(surface, for: window.id)
        }
        let size = window.bounds.size, origin = window.frameInScreen.origin
        let moved = surface.originInScreen != origin || surface.displayScreen != window.screen
            || surface.windowLevel != window.level || surface.isKeyboardWindow != window.isKeyboardWindow
        if surface.frame.size != size {
            surface.frame = Rect(origin: .zero, size: size)
            viewDidChange(surface)
        }
        if moved || surface.keyboard.parent == nil && visits.keyboard != nil {
            surface.displayScreen = window.screen
            surface.originInScreen = origin
            surface.windowLevel = window.level
            surface.isKeyboardWindow = window.isKeyboardWindow
            placeKeyboard(on: surface)
        }
        // An interception that was not listening (installed, or given its first declared view,
        // while the keyboard is up) learns the keyboard from the platform's relay.
        if isNew, let relay = KeyboardRelay.relay(owning: window.id), relay.cover != visits.keyboard {
            visits.keyboard = relay.cover
            for surface in visits.surfaces.values { placeKeyboard(on: surface) }
        }
        return surface
    }

    /// The keyboard will end its animation as `keyboard` says, told by the platform's
    /// ``KeyboardRelay``: from now, the part of each window below it that it overlaps hides the
    /// declared exposures there (S11).
    func keyboardWillChange(to keyboard: KeyboardCover) {
        visits.keyboard = keyboard
        for surface in visits.surfaces.values { placeKeyboard(on: surface) }
    }

    /// The keyboard is gone (S11): it covers nothing, wherever its last frame was. UIKit posts a
    /// frame below the screen first; a `keyboardDidHide` whose last frame still overlaps a window
    /// with declared views, or that follows a frame the keyboard could not place (an iPad's
    /// floating or undocked keyboard, posted as a zero frame), is counted:
    /// ``SwiftUIAssumption/keyboardHidesOffScreen``.
    func keyboardDidHide() {
        guard let keyboard = visits.keyboard else { return }
        let declared = visits.surfaces.values.filter(\.holdsDeclaredViews)
        if !declared.isEmpty, keyboard.followsUnplaceableFrame || declared.contains(where: { keyboard.frame(in: $0) != nil }) {
            swiftUIAssumptionWasViolated(.keyboardHidesOffScreen)
        }
        visits.keyboard = nil
        for surface in visits.surfaces.values { placeKeyboard(on: surface) }
    }

    /// Whether a window `isOwned` recognizes has a surface here: a keyboard relay's listener.
    func hasDeclaredSurface(where isOwned: (ObjectIdentifier) -> Bool) -> Bool {
        visits.surfaces.keys.contains(where: isOwned)
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
