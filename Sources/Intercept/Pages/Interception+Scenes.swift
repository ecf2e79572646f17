extension Interception {
    /// What a scene's change means (P3): in a multi-window app one window can leave the screen
    /// while the app stays in the foreground, and UIKit tells its controllers nothing
    /// (`viewDidDisappear(_:)` is not called), so the pages it shows would stay open forever.
    ///
    /// - Deactivation ends the touches in progress (F6), as the application's resigning does.
    /// - Going to the background exits the pages shown in the scene's windows, with their
    ///   durations, and keeps them; coming back enters them again (P3), those still on screen.
    ///   When the whole app went to the background meanwhile, they are entered with the app's own
    ///   return instead, after its `appStart`, whichever notification the platform posts first.
    /// - Disconnecting forgets the scene's kept pages (the scene went to the background first), and
    ///   the surfaces of the windows it had then (S12).
    @_spi(Platform) public func sceneLifecycleDidChange(_ event: SceneLifecycleEvent) {
        declaredSurfacesSceneDidChange(event)
        switch event {
        case .willDeactivate:
            physicalActionsWereInterrupted()
        case .didActivate:
            break
        case let .didEnterBackground(scene, windows):
            var leaving: [PageTracking.ActivePage] = []
            pages.active.removeAll { page in
                guard let screen = page.screen, let window = Self.windowIdentity(of: screen), windows.contains(window) else { return false }
                leaving.append(page)
                return true
            }
            for page in leaving { exit(page) }
            pages.backgroundedScenes[scene, default: []] += leaving.map { PageTracking.WeakScreen(screen: $0.screen) }
        case let .willEnterForeground(scene):
            let screens = pages.backgroundedScenes.removeValue(forKey: scene) ?? []
            guard !visits.isInBackground else {
                pages.backgrounded += screens
                return
            }
            for screen in screens.compactMap(\.screen) where screen.isScreenAppeared { enterPage(of: screen) }
        case let .didDisconnect(scene):
            pages.backgroundedScenes[scene] = nil
        }
    }

    /// The top of `screen`'s view tree (its window), by identity; `nil` without a loaded view.
    private static func windowIdentity(of screen: any ScreenNode) -> ObjectIdentifier? {
        // A declared screen has no view tree: its probe told its window (S11).
        if let declared = screen as? DeclaredScreen { return declared.windowID }
        guard var node = screen.rootViewNode else { return nil }
        var level = 0
        while let parent = node.parentNode, level < ViewTreeWalk.maximumDepth {
            node = parent
            level += 1
        }
        return ObjectIdentifier(node)
    }
}
