extension Interception {
    /// Declares a screen of a declarative UI (S1). Call once per view instance (SwiftUI: from the
    /// modifier's state) and feed it the view's appearance signals; its visits are pages named
    /// `name`. `parent` is the declared screen enclosing this one, if any (its visits nest).
    /// `visit` is what the visit is of, if the app declares it (S9,
    /// `declaredScreen(_:title:properties:visit:)`).
    @_spi(Platform) public func declareScreen(
        _ name: String, title: String? = nil, properties: [String: PropertyValue] = [:], visit: AnyHashable? = nil,
        parent: DeclaredScreen? = nil
    ) -> DeclaredScreen {
        DeclaredScreen(name: name, title: title, properties: properties, visit: visit, parent: parent, order: visits.nextOrder())
    }

    /// Notes an appearance signal of `screen` (SwiftUI's `onAppear`, `onDisappear`, or presence);
    /// it counts once the update is over, at `settleDeclaredAppearances()`.
    @_spi(Platform) public func declaredScreen(_ screen: DeclaredScreen, received signal: AppearanceSignal) {
        screen.latch.note(signal)
        visits.note(screen)
    }

    /// Notes where `screen` is: its frame and its window's bounds in window coordinates (`nil`
    /// when it is in no window). At least half inside the window is on screen (`ScreenPresence`).
    @_spi(Platform) public func declaredScreen(_ screen: DeclaredScreen, frame: Rect, windowBounds: Rect?) {
        declaredScreen(screen, received: ScreenPresence.signal(frame: frame, windowBounds: windowBounds))
    }

    /// Notes that `host` (a hosting controller) shows `screen`: a platform screen that carries
    /// declared screens is never a page itself, so one screen is never reported twice (F9).
    ///
    /// A host whose page is still held for its first turns gives no page at all
    /// (`ProvisionalHostPages`, S7). A host whose page was entered before is exited: it showed
    /// other content first (a loading view), or the probe found it late. Only the second is a
    /// broken platform assumption (``SwiftUIAssumption/probeFindsHostBeforeItAppears``), told
    /// apart by whether `screen` was declared before the page was entered.
    @_spi(Platform) public func declaredScreen(_ screen: DeclaredScreen, isHostedBy host: any ScreenNode) {
        guard !visits.isHost(host) else { return }
        visits.addHost(host)
        if supersedeProvisionalHostPage(host) { return }
        if let page = pages.active.first(where: { $0.screenID == ObjectIdentifier(host) }), screen.order <= page.declaredBefore {
            swiftUIAssumptionWasViolated(.probeFindsHostBeforeItAppears)
        }
        screenDidDisappear(host)
    }

    /// Notes the controllers up `screen`'s responder chain, nearest first (S7): the nearest
    /// carries it (F9), and so does every hosting controller above it, by the platform's type
    /// (``DeclaredHostCandidate/isHostingController``, ``ScreenNode/isHostingController``):
    /// SwiftUI's tab and navigation hosts, or a
    /// `UIHostingController` the app made its window's root, whose root view holds a `TabView` of
    /// declared screens. Other controllers above it (the app's own UIKit screens that embed it)
    /// keep their pages.
    ///
    /// The chain stops at the presentation boundary: a presented controller's next responder is
    /// its presenter (UIKit's responder chain), but a presenter shows its own content, not the
    /// presented screen's, and keeps its page. Only candidates at the nearest controller's
    /// presentation level (``DeclaredHostCandidate/presentationLevel``) can carry the screen.
    @_spi(Platform) public func declaredScreen(_ screen: DeclaredScreen, isHostedBy controllers: [DeclaredHostCandidate]) {
        if let nearest = controllers.first { screen.hostID = ObjectIdentifier(nearest.screen) }
        let level = controllers.first?.presentationLevel ?? 0
        let carriers = controllers.prefix { $0.presentationLevel == level }
        for (index, candidate) in carriers.enumerated()
        where index == 0 || candidate.isHostingController || candidate.screen.isHostingController {
            declaredScreen(screen, isHostedBy: candidate.screen)
        }
    }

    /// What a render of `screen` declares now (S9). A view can keep its identity while it shows
    /// one thing after another (a `NavigationSplitView` detail following the selection), so what
    /// it declares tells its visits apart:
    /// - `visit` given (the product's id): another `visit` is another visit; the title and
    ///   properties of the same `visit` update it in place, whatever they are (a live count).
    /// - Without `visit`: title and property changes update the visit in place (a search query,
    ///   a cart count, an unread badge); only a new view identity is another visit. A detail that
    ///   keeps its identity while it shows another product passes `visit:`.
    ///
    /// Updated in place, the `pageEnter` already sent keeps what it began with, the `pageExit`
    /// carries the latest value of each property the visit had (one removed since included), and
    /// the title is the screen's for the events that follow.
    /// Another visit is settled after the update, as appearances are (and waits for a running
    /// transition, S8): the open visit's `pageExit` with what it had, then the new visit's
    /// `pageEnter`. A new view identity (SwiftUI's `.id(product.id)`) is a new declared screen,
    /// so a new visit too. Returns whether this render begins another visit.
    @discardableResult
    @_spi(Platform) public func declaredScreen(
        _ screen: DeclaredScreen, title: String?, properties: [String: PropertyValue], visit: AnyHashable? = nil
    ) -> Bool {
        let isNewVisit = screen.visitIdentity.isNewVisit(declared: visit, title: title, properties: properties)
        if isNewVisit, screen.isVisited {
            screen.startsNewVisit = true
            visits.note(screen)
        }
        guard screen.title != title || screen.properties != properties else { return isNewVisit }
        screen.title = title
        if screen.properties != properties {
            screen.properties = properties
            // The open visit goes on with them, unless another one begins at the settle.
            if !screen.startsNewVisit { pages.update(screen.visitCarrier ?? screen, properties: screen.visitIdentity.values) }
        }
        return isNewVisit
    }

    /// Whether `screen` is a platform screen that carries declared screens (F9).
    @_spi(Platform) public func carriesDeclaredScreens(_ screen: any ScreenNode) -> Bool {
        visits.isHost(screen)
    }

    /// Whether appearance signals wait for `settleDeclaredAppearances()`.
    @_spi(Platform) public var hasUnsettledAppearances: Bool { visits.hasPendingWork }

    /// Ends an update: every declared screen and exposure that received signals decides whether it
    /// is shown. Visits that end are exited first (innermost first), then visits that begin are
    /// entered (outermost first); exposures that came or went are looked at on the next frame.
    @_spi(Platform) public func settleDeclaredAppearances() {
        for change in visits.settleScreens(now: now) {
            change.screen.isVisited = change.begins
            if let carrier = change.sharedWith {
                // Another instance of the declaration carries the visit (S9, `shareVisits`); the
                // one it joined may have handed it over to it in this settle.
                if change.begins {
                    let carrier = change.screen.visitCarrier ?? change.screen
                    if carrier !== change.screen { carrier.visitIdentity.merge(change.screen.visitIdentity) }
                    carrier.title = change.screen.title ?? carrier.title
                    pages.update(carrier, properties: carrier.visitIdentity.values)
                } else {
                    pages.handOver(from: change.screen, to: carrier)
                }
            } else if change.begins, visits.isInBackground {
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
