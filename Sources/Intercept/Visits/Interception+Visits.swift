extension Interception {
    /// Declares a screen of a declarative UI (S1). Call once per view instance (SwiftUI: from the
    /// modifier's state) and feed it the view's appearance signals; its visits are pages named
    /// `name`. `parent` is the declared screen enclosing this one, if any (its visits nest).
    public func declareScreen(
        _ name: String, title: String? = nil, properties: [String: PropertyValue] = [:], parent: DeclaredScreen? = nil
    ) -> DeclaredScreen {
        DeclaredScreen(name: name, title: title, properties: properties, parent: parent, order: visits.nextOrder())
    }

    /// Notes an appearance signal of `screen` (SwiftUI's `onAppear`, `onDisappear`, or presence);
    /// it counts once the update is over, at ``settleDeclaredAppearances()``.
    public func declaredScreen(_ screen: DeclaredScreen, received signal: AppearanceSignal) {
        screen.latch.note(signal)
        visits.note(screen)
    }

    /// Notes where `screen` is: its frame and its window's bounds in window coordinates (`nil`
    /// when it is in no window). At least half inside the window is on screen (`ScreenPresence`).
    public func declaredScreen(_ screen: DeclaredScreen, frame: Rect, windowBounds: Rect?) {
        declaredScreen(screen, received: ScreenPresence.signal(frame: frame, windowBounds: windowBounds))
    }

    /// Notes that `host` (a hosting controller) shows `screen`: a platform screen that carries
    /// declared screens is never a page itself, so one screen is never reported twice (F9). A host
    /// whose page was already entered is exited.
    public func declaredScreen(_ screen: DeclaredScreen, isHostedBy host: any ScreenNode) {
        guard !visits.isHost(host) else { return }
        visits.addHost(host)
        if pages.isActive(host) { swiftUIAssumptionWasViolated(.probeFindsHostBeforeItAppears) }
        screenDidDisappear(host)
    }

    /// Notes the controllers up `screen`'s responder chain, nearest first (S7): the nearest
    /// carries it (F9), and so does every hosting controller above it, by the platform's type
    /// (``DeclaredHostCandidate/isHostingController``) or, where the type cannot tell, by name
    /// (`HostedViewTypeName.isHostingController(_:)`): SwiftUI's tab and navigation hosts, or a
    /// `UIHostingController` the app made its window's root, whose root view holds a `TabView` of
    /// declared screens. Other controllers above it (the app's own UIKit screens that embed it)
    /// keep their pages.
    ///
    /// The chain stops at the presentation boundary: a presented controller's next responder is
    /// its presenter (UIKit's responder chain), but a presenter shows its own content, not the
    /// presented screen's, and keeps its page. Only candidates at the nearest controller's
    /// presentation level (``DeclaredHostCandidate/presentationLevel``) can carry the screen.
    @_spi(Platform) public func declaredScreen(_ screen: DeclaredScreen, isHostedBy controllers: [DeclaredHostCandidate]) {
        let level = controllers.first?.presentationLevel ?? 0
        let carriers = controllers.prefix { $0.presentationLevel == level }
        for (index, candidate) in carriers.enumerated()
        where index == 0 || candidate.isHostingController || HostedViewTypeName.isHostingController(candidate.screen.screenTypeName) {
            declaredScreen(screen, isHostedBy: candidate.screen)
        }
    }

    /// What a render of `screen` declares now (S9): another title or other properties update the
    /// visit in place. The `pageEnter` already sent keeps what it began with; the visit's
    /// `pageExit` carries the latest properties, and the title is the screen's for the events
    /// that follow. A view whose properties go from a placeholder to loaded data, or follow a live
    /// count, is one visit, as the user saw one screen. A new visit comes only from a new
    /// identity: SwiftUI's `.id(product.id)` makes a new view instance, so a new declared screen.
    public func declaredScreen(_ screen: DeclaredScreen, title: String?, properties: [String: PropertyValue]) {
        guard screen.title != title || screen.properties != properties else { return }
        screen.title = title
        if screen.properties != properties {
            screen.properties = properties
            pages.update(screen, properties: screen.pageAttributes.properties)
        }
    }

    /// Whether `screen` is a platform screen that carries declared screens (F9).
    public func carriesDeclaredScreens(_ screen: any ScreenNode) -> Bool {
        visits.isHost(screen)
    }

    /// Whether appearance signals wait for ``settleDeclaredAppearances()``.
    public var hasUnsettledAppearances: Bool { visits.hasPendingWork }

    /// Ends an update: every declared screen and exposure that received signals decides whether it
    /// is shown. Visits that end are exited first (innermost first), then visits that begin are
    /// entered (outermost first); exposures that came or went are looked at on the next frame.
    public func settleDeclaredAppearances() {
        for change in visits.settleScreens(now: now) {
            change.screen.isVisited = change.begins
            if change.begins, visits.isInBackground {
                visits.noteBegunInBackground(change.screen)
            } else if change.begins {
                screenDidAppear(change.screen)
            } else {
                screenDidDisappear(change.screen)
            }
            for (_, weak) in change.screen.exposures {
                if let node = weak.node { viewDidChange(node) }
            }
        }
        for node in visits.settleExposures() { exposureAttachmentDidChange(node) }
    }

    /// The app comes back: the declared screens whose visit began in the background (and is still
    /// open) are entered, after the pages the background exited.
    func enterDeclaredScreensBegunInBackground() {
        visits.isInBackground = false
        for screen in visits.takeBegunInBackground() { screenDidAppear(screen) }
    }

    /// How many screens whose visit began in the background wait for the foreground (S12): at
    /// most one per screen visited, however often visits flip while the app stays there.
    @_spi(Platform) public var declaredScreensBegunInBackgroundCount: Int { visits.begunInBackground.count }
}
