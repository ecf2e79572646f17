import Foundation

/// The running toolkit: it installs proxies on hosts, decides which interactions become events,
/// describes them and hands them to the trackers.
///
/// Create one per app (or one per test), give it trackers, and install it on hosts:
///
/// ```swift
/// let recorder = RecordingTracker()
/// let interception = Interception(trackers: [recorder])
/// try interception.intercept(tableView)
/// ```
///
/// It is `@MainActor` because hosts are UI objects; events leave the main actor through the
/// ``dispatcher``, which never blocks.
@MainActor
public final class Interception {
    /// What the interception was configured with; the rules can be changed at run time.
    ///
    /// Read for every event (rules, clock): without exclusivity checks, as nothing reads it while
    /// it is being replaced.
    @exclusivity(unchecked) public var configuration: InterceptionConfiguration {
        didSet { sharedElementRules = SharedElementRules(configuration.elementRules) }
    }
    /// ``configuration``'s element rules, shared by the describers and events made from them.
    @exclusivity(unchecked) private var sharedElementRules: SharedElementRules

    /// Delivers events to the trackers.
    public let dispatcher: EventDispatcher

    /// Describes captured events off the main thread and submits them to ``dispatcher`` in order.
    let describing: EventDescriptionQueue

    /// The global switch (U2): when `false`, no host produces events and every proxy only
    /// forwards, so the app behaves exactly as without Intercept.
    ///
    /// It is the app's pause, for this run only: not saved, nothing deleted, and events the app
    /// emits itself still go out. The user's decision is ``optOut()``: saved, deleting what is
    /// pending, refusing every event. Capture reads one flag for both, ``isCapturing``.
    public var isEnabled = true {
        didSet { isCapturing = isEnabled && !consent.isOptedOut }
    }

    /// Whether hosts capture interactions: the app's switch (``isEnabled``) is on and the user has
    /// not opted out (``isOptedOut``). The one flag every capture path reads first (U2, N1).
    @exclusivity(unchecked) public internal(set) var isCapturing: Bool
    /// The user's consent, read from its store at creation (N1).
    @exclusivity(unchecked) var consent: ConsentGate

    /// The flush started by the last `applicationDidEnterBackground()`, for callers that need
    /// to wait for it (a background task on UIKit, a test here).
    public internal(set) var backgroundFlush: Task<DeliveryReport, Never>?

    /// How the platform lets the app finish work in the background (`beginBackgroundTask` on
    /// UIKit). When set, the background flush runs inside such a task (T9, F11).
    public var backgroundTime: (any BackgroundTimeProvider)?

    /// Processors that find the element of a recognition, by the class name of the recognizer's
    /// view (G6); alerts of UIKit and of the headless platform are registered by default.
    public var gestureElementProcessors: [String: any GestureElementProcessor] = Interception.defaultGestureElementProcessors

    /// Processors registered for a view class (``setGestureElementProcessor(_:forViewsOf:)``).
    var gestureElementProcessorsByClass: [ObjectIdentifier: any GestureElementProcessor] = [:]

    private var disabledFamilies: Set<InteractionFamily> = []
    /// Kinds switched off one by one (`setEnabled(_:for:)` with a kind).
    var disabledKinds: Set<InteractionKind> = []
    private var hostCount = 0
    // Read and written for every event, never re-entrantly: no exclusivity checks.
    @exclusivity(unchecked) private var heldEvents: [PendingEvent?] = []
    @exclusivity(unchecked) private var releasedEvents: [PendingEvent?] = []
    @exclusivity(unchecked) private var holdDepth = 0
    @exclusivity(unchecked) private var selectionsInProgress: [SelectionInProgress] = []
    @exclusivity(unchecked) var physicalActions = PhysicalActionArbiter()
    var pages = PageTracking()
    let exposure = ExposureTracker()
    let tapSignals = TapSignalDetector()
    /// A control whose `touchDown` action waits for its touch to end inside it (H8).
    var pendingPress: PendingPress?
    /// The control actions being sent, whose work waits for the send's result (C1).
    var controlActionSends = ControlActionSends()
    /// The touchless activation of a control in progress, whose sends give one event (C3).
    var touchlessActivation = TouchlessActivation()
    /// A declared action reported with no touch, held until its main-queue turn ends (S2, U1).
    var touchlessDeclaredAction = TouchlessDeclaredAction()
    /// The selection a `didSelect` reported last, which the primary action UIKit performs right
    /// after it must not report again (D3).
    var reportedSelection: SelectionInProgress?
    /// Declared screens' visits and exposures' appearances, settled per update (S1, S3, S5).
    let visits = VisitLedger()
    /// The hosts the coexistence report describes (Q1), held weakly.
    let reportedHosts = HostRegistry()
    /// The platform assumptions seen not to hold, counted for the coexistence report and handed
    /// to the app as diagnostics if it asks (B4).
    public let assumptionChecks = AssumptionChecks()
    /// The hosts whose delegates are intercepted now, held weakly (T11).
    let interceptedHosts = InterceptedHostSet()

    /// Creates an interception delivering to `trackers`.
    public init(configuration: InterceptionConfiguration = InterceptionConfiguration(), trackers: [any Tracker] = []) {
        self.configuration = configuration
        self.sharedElementRules = SharedElementRules(configuration.elementRules)
        let consent = ConsentGate(policy: configuration.consent, trackerName: "Interception", report: configuration.onDeliveryProblem)
        self.consent = consent
        self.isCapturing = !consent.isOptedOut
        self.dispatcher = EventDispatcher(
            trackers: trackers,
            capacityPerTracker: configuration.capacityPerTracker,
            onProblem: configuration.onDeliveryProblem,
            flushTimeout: configuration.flushTimeout
        )
        self.describing = EventDescriptionQueue(dispatcher: dispatcher)
    }

    /// Released while hosts are still intercepted: their proxies keep forwarding every call to the
    /// app's delegates, but produce no events any more. Said once, to the problem handler (T11).
    deinit {
        let live = interceptedHosts.liveCount
        guard live > 0, let report = configuration.onDeliveryProblem else { return }
        report(DeliveryProblem(trackerName: "Interception", reason: .interceptionReleased(interceptedHosts: live)))
    }

    // MARK: Switches

    /// Whether `family` currently produces events: the global switch and the family's own are on.
    public func isEnabled(_ family: InteractionFamily) -> Bool {
        isCapturing && !disabledFamilies.contains(family)
    }

    /// Turns one family on or off at run time (U2).
    public func setEnabled(_ enabled: Bool, for family: InteractionFamily) {
        if enabled { disabledFamilies.remove(family) } else { disabledFamilies.insert(family) }
    }

    // MARK: Hosts

    /// Installs interception on `host` and returns its proxy.
    ///
    /// Installing twice returns the same proxy (D5); the host's current delegate becomes the
    /// proxy's forwardee, the host's storage gets the proxy (F1), and the host's getter keeps
    /// returning the business delegate (D11). A host that is an ``ApplicationMember`` connects this
    /// interception to its application. A `nil` host (one that is already gone) is a documented
    /// no-op that returns `nil`.
    ///
    /// - Throws: ``InterceptionError/hostInterceptedByAnotherInterception(_:)`` when another live
    ///   interception already owns the host's proxy.
    @discardableResult
    public func intercept<Host: DelegateHost>(_ host: Host?) throws(InterceptionError) -> Host.DelegateProxyType? {
        guard let host else { return nil }
        let (proxy, decision) = try install(on: host)
        if let decision { host.apply(decision) }
        return proxy
    }

    /// Installs the proxy without touching the host's storage; returns it and, when it is new,
    /// what the storage must hold. A hooked setter installs this way and then decides the storage
    /// for the value being assigned.
    func install<Host: DelegateHost>(on host: Host) throws(InterceptionError) -> (Host.DelegateProxyType, DelegateStorageDecision<Host.DelegateProxyType.Delegate>?) {
        if let existing = host.existingDelegateSlot?.proxy {
            if existing.context.interception == nil {
                // Its owner is gone: the new owner numbers it among its own hosts.
                existing.context.interception = self
                existing.context.hostIdentity = nextHostIdentity(forDelegateHost: host)
            }
            guard existing.context.interception === self else {
                throw .hostInterceptedByAnotherInterception(existing.context.hostIdentity)
            }
            (host as? any ApplicationMember)?.interceptionDidInstall(self)
            registerForReport(host)
            interceptedHosts.insert(host)
            return (existing, nil)
        }
        let identity = nextHostIdentity(forDelegateHost: host)
        let proxy = Host.DelegateProxyType(context: DelegateProxyContext(hostIdentity: identity, interception: self, host: host))
        let decision = host.delegateSlot.install(proxy, current: host.delegate)
        (host as? any ApplicationMember)?.interceptionDidInstall(self)
        registerForReport(host)
        interceptedHosts.insert(host)
        return (proxy, decision)
    }

    /// A new identity for a host this interception starts tracking, named by its declared class
    /// (F8): a key-value observed table is a `UITableView`, not an `NSKVONotifying_UITableView`.
    func nextHostIdentity<Host: DelegateHost>(forDelegateHost host: Host) -> HostIdentity {
        nextHostIdentity(typeName: TypeNames.name(of: host.hostType))
    }

    /// A new identity for a host this interception starts tracking, named by its declared class (F8).
    func nextHostIdentity(for host: AnyObject) -> HostIdentity {
        nextHostIdentity(typeName: TypeNames.name(of: type(of: host)))
    }

    private func nextHostIdentity(typeName: String) -> HostIdentity {
        hostCount += 1
        return HostIdentity(typeName: typeName, instance: hostCount)
    }

    /// Removes interception from `host`: its storage holds the business delegate again, called
    /// directly, exactly as before install (D9, F1). Removing twice, from a host never intercepted,
    /// from a host owned by another interception, or from `nil` is a no-op.
    public func removeInterception<Host: DelegateHost>(from host: Host?) {
        removeInterception(from: host, byHooks: false)
    }

    /// ``removeInterception(from:)``; `byHooks`: the platform's hooks hand the host back
    /// (``releaseAllHosts()``), so a later window entry adopts it again (F18).
    func removeInterception<Host: DelegateHost>(from host: Host?, byHooks: Bool) {
        guard let host, let slot = host.existingDelegateSlot, let proxy = slot.proxy,
            proxy.context.interception === self
        else { return }
        interceptedHosts.remove(host)
        if let decision = slot.uninstall(byHooks: byHooks) { host.apply(decision) }
    }

    /// Removes interception from every host and recognizer it still owns, each as
    /// `removeInterception(from:)` does (D9): list storages hold their business delegates
    /// again and recognizers stop reporting. A platform's hooks call it when they are uninstalled,
    /// so that no host keeps a proxy the restored getters would hand to the app. A list handed back
    /// this way is adopted again at its next window entry by the interception the hooks feed then
    /// (``adoptListAssignedEarlier(_:)``, F18).
    ///
    /// `next`: the interception the hooks feed from now on (``FedInterceptions/feed(_:)``), which
    /// adopts each list handed back at once, as at a window entry, so a list already on screen
    /// (a root screen's, which may never enter a window again) keeps reporting; a list whose
    /// proxy another library's proxy forwards into is taken over where it stands (F18).
    @_spi(Platform) public func releaseAllHosts(handingOverTo next: Interception? = nil) {
        reportedHosts.releaseAll(from: self, handingOverTo: next)
    }

    // MARK: Events

    /// A describer with the current element rules.
    public var elementDescriber: ElementDescriber {
        ElementDescriber(shared: sharedElementRules)
    }

    /// An event about `capture`'s element, described on the describing queue with the current
    /// rules: `event` gets its element, screen and custom properties there.
    func pendingEvent(_ event: InteractionEvent, about capture: ElementCapture, rules: SharedElementRules? = nil) -> PendingEvent {
        PendingEvent(event, capture: capture, rules: rules ?? sharedElementRules)
    }

    /// The current time by the configured clock.
    public var now: Date { configuration.clock() }

    /// Emits an event to every tracker, keeping the order in which events were emitted. Apps can
    /// use it for events of their own; proxies use it for theirs. Every event is held to the
    /// caps of ``ElementTrackingRules/limits`` on the way (``InteractionEvent/limited(by:)``, H3).
    public func emit(_ event: InteractionEvent) {
        emit(PendingEvent(event))
    }

    /// Emits an event whose element may still have to be described (on the describing queue).
    func emit(_ event: PendingEvent) {
        guard !consent.isOptedOut else { return dispatcher.countDroppedForConsent(1) }
        guard disabledKinds.isEmpty || !disabledKinds.contains(event.event.kind) else { return }
        closeOverduePhysicalActions()
        if holdDepth > 0 {
            heldEvents.append(event)
        } else {
            describing.submit(event, limitedBy: configuration.elementRules.limits)
        }
    }

    /// Emits an event that a source reports for a user action: while a physical action is in
    /// progress it competes for that action's one event (U1), otherwise it is emitted at once.
    ///
    /// `view` is the view the source is attached to (a recognizer's view, a control, a selected
    /// cell): the source on the deepest view, the one nearest the touch, wins; `source` breaks ties
    /// between sources on the same view, or without one.
    public func offer(_ event: InteractionEvent, from source: InteractionSource, on view: (any ViewNode)? = nil) {
        offer(PendingEvent(event), from: source, on: view)
    }

    /// ``offer(_:from:on:)`` for an event whose element may still have to be described.
    func offer(_ event: PendingEvent, from source: InteractionSource, on view: (any ViewNode)? = nil) {
        closeOverduePhysicalActions()
        let tapSignals = self.tapSignals
        let placement = physicalActions.place(from: OfferingSource(source, on: view)) { id in
            view.map { tapSignals.touch(id, landedInside: $0) } ?? false
        }
        switch placement {
        case .alone: emit(event)
        case .slot(let slot): heldEvents[slot] = event
        case .dropped: break
        }
    }

    /// Returns once every event emitted so far reached every tracker (T5), or after
    /// ``InterceptionConfiguration/flushTimeout`` (30 s by default) with the unfinished trackers
    /// named in the report (T11). Events held back by a touch whose end is overdue are released
    /// first (F6), and so are those of touches that ended (their end withheld, B1); a touch in
    /// progress keeps its own.
    @discardableResult
    public func flush() async -> DeliveryReport {
        closeOverduePhysicalActions()
        closeEndedPhysicalActions()
        releaseTouchlessDeclaredAction()
        releaseProvisionalHostPage()
        _ = await describing.flush(timeout: nil)
        return await dispatcher.flush()
    }

    /// Like ``flush()``, but returns after at most `timeout` seconds; the trackers not finished
    /// by then are listed in the report's ``DeliveryReport/unfinishedTrackers`` (T9).
    @discardableResult
    public func flush(timeout: TimeInterval) async -> DeliveryReport {
        closeEndedPhysicalActions()
        releaseTouchlessDeclaredAction()
        releaseProvisionalHostPage()
        return await Self.flush(describing, dispatcher, timeout: timeout)
    }

    /// Waits for the describing queue, then flushes the dispatcher, within `timeout` seconds in all.
    nonisolated static func flush(_ describing: EventDescriptionQueue, _ dispatcher: EventDispatcher, timeout: TimeInterval) async -> DeliveryReport {
        let start = Date()
        _ = await describing.flush(timeout: timeout)
        return await dispatcher.flush(timeout: max(0, timeout - Date().timeIntervalSince(start)))
    }

    /// Reserves the next place in the event order for an event that is only known after `body`
    /// ran: events emitted inside `body` are held and delivered after the reserved one.
    ///
    /// A selection event is described and ordered before the business delegate runs (so it names
    /// the screen the user tapped on, and comes before the page-enter of a screen the delegate
    /// pushes), but whether the delegate handles selection at all is only known by calling it.
    func emitInReservedOrder(_ body: () -> PendingEvent?, from source: InteractionSource, on view: (any ViewNode)? = nil) {
        beginHold()
        let slot = reserveHeldSlot()
        if let event = body() {
            if physicalActions.current == nil {
                heldEvents[slot] = event
            } else {
                offer(event, from: source, on: view)
            }
        }
        endHold()
    }

    /// Starts holding events back, so that a reserved slot can be filled later.
    func beginHold() {
        holdDepth += 1
    }

    /// A place in the event order, filled later (or left empty).
    func reserveHeldSlot() -> Int {
        heldEvents.append(nil)
        return heldEvents.count - 1
    }

    /// The event held in `slot`, if it was filled.
    func heldEvent(at slot: Int) -> PendingEvent? {
        heldEvents.indices.contains(slot) ? heldEvents[slot] : nil
    }

    /// Puts `event` in `slot`, reserved with ``reserveHeldSlot()`` while a hold lasts.
    func fillHeldSlot(_ slot: Int, with event: PendingEvent) {
        guard heldEvents.indices.contains(slot) else { return }
        heldEvents[slot] = event
    }

    /// Empties `slot`: what it held is not delivered.
    func clearHeldSlot(_ slot: Int) {
        guard heldEvents.indices.contains(slot) else { return }
        heldEvents[slot] = nil
    }

    /// Stops holding; when no hold is left, delivers what was held, in order.
    func endHold() {
        holdDepth -= 1
        guard holdDepth == 0 else { return }
        // The two buffers swap places, so releasing allocates nothing.
        swap(&heldEvents, &releasedEvents)
        if consent.isOptedOut {
            // Held by a touch or a delegate call that outlived the opt-out (N1).
            dispatcher.countDroppedForConsent(releasedEvents.reduce(0) { $0 + ($1 == nil ? 0 : 1) })
            releasedEvents.removeAll(keepingCapacity: true)
            return
        }
        let limits = configuration.elementRules.limits
        for index in releasedEvents.indices {
            if let event = releasedEvents[index].take(), disabledKinds.isEmpty || !disabledKinds.contains(event.event.kind) {
                describing.submit(event, limitedBy: limits)
            }
        }
        releasedEvents.removeAll(keepingCapacity: true)
    }

    // MARK: List selection

    /// One user selection travelling through the proxies; a second proxy seeing the same one (a
    /// foreign proxy forwarding into ours) must not report it again (D8).
    struct SelectionInProgress: Equatable {
        let host: ObjectIdentifier
        let position: ListPosition
    }

    func isSelectionInProgress(_ selection: SelectionInProgress) -> Bool {
        selectionsInProgress.contains(selection)
    }

    func beginSelection(_ selection: SelectionInProgress) {
        selectionsInProgress.append(selection)
    }

    func endSelection() {
        selectionsInProgress.removeLast()
    }
}

extension Interception {
    /// Alert action lists: UIKit's action-group layout and the headless platform's two layouts
    /// (an older collection-cell layout and the newer action-group layout).
    public static var defaultGestureElementProcessors: [String: any GestureElementProcessor] {
        [
            "_UIAlertControllerInterfaceActionGroupView": ActionRowProcessor(
                rowTypeNames: ["_UIInterfaceActionCustomViewRepresentationView"], reportedType: "AlertAction"),
            "_AlertControllerCollectionView": ActionRowProcessor(
                rowTypeNames: ["_AlertControllerCollectionViewCell"], reportedType: "AlertAction"),
            "_AlertControllerActionGroupView": ActionRowProcessor(
                rowTypeNames: ["_AlertControllerActionView"], reportedType: "AlertAction"),
        ]
    }
}

@_spi(Platform) extension Interception: ApplicationLifecycleObserver {}
