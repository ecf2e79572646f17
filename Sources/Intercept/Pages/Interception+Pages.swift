import Foundation

extension Interception {
    /// A screen appeared: a page that is tracked (not a container or one of the platform's own
    /// screens unless declared, P4, F9) is entered, reporting its current inner page when it
    /// carries several (P1, P2).
    @_spi(Platform) public func screenDidAppear(_ screen: any ScreenNode) {
        exposure.screenAppearanceDidChange(screen)
        // A page opening in response to a tap handles it (A2).
        noteTouchHandled()
        // A hosting controller that carries declared screens is not a page itself (F9, S1).
        guard configuration.pages.isPage(screen, systemInterface: configuration.elementRules.systemInterface), !visits.isHost(screen) else { return }
        // A hosting controller's content may declare a screen an update later (S7).
        if screen.isHostingController { return enterProvisionalHostPage(screen) }
        enterPage(of: screen)
    }

    /// A screen disappeared: its page is exited with how long it was shown (P1).
    @_spi(Platform) public func screenDidDisappear(_ screen: any ScreenNode) {
        exposure.screenAppearanceDidChange(screen)
        exitPage(of: screen)
    }

    /// Shows an inner page in `screen` (a web or cross-platform container), P2: in `.override`
    /// mode it replaces the current inner page, in `.pushPop` mode it goes on top of the stack of
    /// inner pages (so popping returns to the one below). When the screen is on screen, the
    /// previous page is exited and the new one entered.
    public func showInnerPage(_ page: InnerPage, in screen: any ScreenNode, mode: InnerPageMode = .override) {
        let id = ObjectIdentifier(screen)
        let wasActive = pages.isActive(screen)
        if wasActive { exitPage(of: screen) }
        var entry = pages.innerPages[id] ?? (mode, [])
        entry.mode = mode
        if mode == .override, !entry.stack.isEmpty { entry.stack.removeLast() }
        entry.stack.append(page)
        pages.innerPages[id] = entry
        if wasActive { enterPage(of: screen) }
    }

    /// Pops the top inner page of `screen` (in `.pushPop` mode; in `.override` mode it clears the
    /// inner page): it is exited and the page below (or the screen's own) entered. A no-op when
    /// there is none.
    public func popInnerPage(in screen: any ScreenNode) {
        let id = ObjectIdentifier(screen)
        guard var entry = pages.innerPages[id], !entry.stack.isEmpty else { return }
        let wasActive = pages.isActive(screen)
        if wasActive { exitPage(of: screen) }
        entry.stack.removeLast()
        pages.innerPages[id] = entry.stack.isEmpty ? nil : entry
        if wasActive { enterPage(of: screen) }
    }

    /// Enters the page of `screen`: its `pageEnter` is emitted, or put in the held `slot`.
    func enterPage(of screen: any ScreenNode, into slot: Int? = nil) {
        guard isEnabled(.pages), !pages.isActive(screen) else { return }
        let page: (screen: ScreenProperties, properties: [String: PropertyValue])
        if let inner = pages.innerPages[ObjectIdentifier(screen)]?.stack.last {
            page = (ScreenProperties(name: inner.id, title: elementDescriber.screenTitle(inner.title, ofScreenNamed: inner.id)), inner.properties)
        } else {
            page = (elementDescriber.describeScreen(screen), screen.pageAttributes.properties)
        }
        guard !configuration.elementRules.ignoredScreens.contains(page.screen.name) else { return }
        let now = self.now
        pages.active.append(PageTracking.ActivePage(
            screen: screen, screenID: ObjectIdentifier(screen), screenProperties: page.screen, properties: page.properties, enteredAt: now,
            declaredBefore: visits.declaredCount))
        let event = InteractionEvent(kind: .pageEnter, timestamp: now, screen: page.screen, customProperties: page.properties)
        if let slot { fillHeldSlot(slot, with: PendingEvent(event)) } else { emit(event) }
    }

    private func exitPage(of screen: any ScreenNode) {
        guard let index = pages.active.firstIndex(where: { $0.screenID == ObjectIdentifier(screen) }) else { return }
        exit(pages.active.remove(at: index))
    }

    /// Emits the page's exit, unless pages are switched off (U2): the page still stops being
    /// active, as `appEnd` is still not emitted while the family is off.
    func exit(_ page: PageTracking.ActivePage) {
        guard isEnabled(.pages) else { return }
        let now = self.now
        emit(InteractionEvent(
            kind: .pageExit, timestamp: now, screen: page.screenProperties, customProperties: page.properties,
            duration: now.timeIntervalSince(page.enteredAt)))
    }

    // MARK: Lifecycle (P3, P5)

    /// A cold start: `appStart` with `launch: "cold"`; the session starts.
    @_spi(Platform) public func applicationDidLaunch() {
        guard pages.sessionStartedAt == nil else { return }
        startSession(launch: "cold")
    }

    /// Touches in progress are closed (F6), the visible pages are exited, the session ends
    /// (`appEnd` with its duration), and every tracker is flushed within
    /// ``InterceptionConfiguration/backgroundFlushTimeout``, inside a background task when
    /// ``backgroundTime`` is set (T5, T9); the flush is kept in ``backgroundFlush``.
    @_spi(Platform) public func applicationDidEnterBackground() {
        physicalActionsWereInterrupted()
        pages.backgrounded = pages.active.map { PageTracking.WeakScreen(screen: $0.screen) }
        visits.isInBackground = true
        endSession()
        backgroundFlush = startBackgroundFlush()
    }

    /// A warm start: `appStart` with `launch: "warm"`, and the pages exited for the background
    /// are entered again (P3).
    @_spi(Platform) public func applicationWillEnterForeground() {
        startSession(launch: "warm")
        let screens = pages.backgrounded.compactMap(\.screen)
        pages.backgrounded = []
        for screen in screens where screen.isScreenAppeared { enterPage(of: screen) }
        enterDeclaredScreensBegunInBackground()
    }

    /// The visible pages are exited, the session ends, and the trackers are flushed, blocking
    /// for at most ``InterceptionConfiguration/terminationFlushTimeout`` (T9).
    @_spi(Platform) public func applicationWillTerminate() {
        endSession()
        pages.backgrounded = []
        flushBeforeTermination()
    }

    private func startSession(launch: String) {
        let now = self.now
        pages.sessionStartedAt = now
        guard isEnabled(.pages) else { return }
        emit(InteractionEvent(kind: .appStart, timestamp: now, customProperties: ["launch": .string(launch)]))
    }

    private func endSession() {
        let exited = pages.active
        pages.active = []
        for page in exited { exit(page) }
        guard let startedAt = pages.sessionStartedAt else { return }
        pages.sessionStartedAt = nil
        let now = self.now
        guard isEnabled(.pages) else { return }
        emit(InteractionEvent(kind: .appEnd, timestamp: now, duration: now.timeIntervalSince(startedAt)))
    }
}

@_spi(Platform) extension Interception: ScreenAppearanceObserver {}
