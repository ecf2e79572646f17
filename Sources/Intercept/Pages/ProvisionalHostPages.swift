import Dispatch

/// Pages of hosting controllers not yet known to carry declared screens, held for their first
/// turns (S7).
///
/// A hosting controller whose content declares no screen when it appears is a page of its own
/// (`UIHostingController<ProductScreen>`, "ProductScreen"). Its content may declare one an update
/// later: `if let product { Detail().interceptScreen("Product") } else { ProgressView() }` with
/// the product in a cache, or a `.task` that sets it at once. The probe then finds the host, which
/// carries the declared screen and is no page (F9): had its page been sent, the user would read a
/// 0-second "ProductScreen" before "Product".
///
/// So such a page's `pageEnter` is held, in its place in the event order and with the time of the
/// appearance, until the second main-queue turn after the appearance (or the next flush): the turn
/// the appearance happens in and the one SwiftUI renders state set during it in. A probe that
/// finds the host meanwhile supersedes the page: it gives no event at all. Found later, the page
/// was shown for real (a loading screen the user waited on) and is exited as any page.
///
/// The hold is the interception's (events emitted meanwhile wait behind the held slot, to keep
/// their order), so it is bounded: hosting controllers that appear while a hold is open (the
/// children of collection-view cells scrolled in on every turn of a fling) join it, and are
/// released with it, never extending it. Nothing waits more than two turns from the first
/// appearance; a page that joined late has the rest of those turns to be superseded.
///
/// UIKit's own controllers are entered at once, as before. Hosting controllers are told by type
/// (``ScreenNode/isHostingController``): an app's subclass with its own name is held too.
struct ProvisionalHostPages {
    /// A held `pageEnter`.
    struct Entry {
        let screenID: ObjectIdentifier
        /// Its place in the interception's held events.
        let slot: Int
    }

    private(set) var entries: [Entry] = []
    /// The generation of the open hold, which every held entry belongs to: `nil` when none is open.
    private(set) var openHold: UInt64?
    private var generation: UInt64 = 0

    /// Holds the `pageEnter` of `screen` in `slot`; returns the generation of the hold it opens, or
    /// `nil` when it joins the one open.
    mutating func hold(_ screen: any ScreenNode, in slot: Int) -> UInt64? {
        entries.append(Entry(screenID: ObjectIdentifier(screen), slot: slot))
        guard openHold == nil else { return nil }
        generation &+= 1
        openHold = generation
        return generation
    }

    /// Ends the open hold if it is `generation`'s (any: `nil`), its entries no longer held; returns
    /// whether it ended one (a hold released or emptied earlier is not ended twice).
    mutating func endHold(_ generation: UInt64? = nil) -> Bool {
        guard let openHold, generation == nil || generation == openHold else { return false }
        self.openHold = nil
        entries = []
        return true
    }

    /// The latest held entry of `screen`, no longer held.
    mutating func supersede(_ screen: any ScreenNode) -> Entry? {
        guard let index = entries.lastIndex(where: { $0.screenID == ObjectIdentifier(screen) }) else { return nil }
        return entries.remove(at: index)
    }
}

extension DeferredMainWork {
    /// Work run on the main queue after the current turn (a UIKit app's run loop).
    @_spi(Platform) public static let mainQueue = DeferredMainWork { block in
        DispatchQueue.main.async { MainActor.assumeIsolated { block() } }
    }
}

extension Interception {
    /// How the held pages of hosting controllers wait for their turns (the main queue; the
    /// headless SwiftUI runtime gives its own, drained after each update).
    @_spi(Platform) public var hostPageWork: DeferredMainWork {
        get { visits.hostPageWork }
        set { visits.hostPageWork = newValue }
    }

    /// Enters the page of `screen`, a hosting controller that carries no declared screen yet, held
    /// for its first turns, or for what is left of the hold open (which it joins).
    func enterProvisionalHostPage(_ screen: any ScreenNode) {
        guard isEnabled(.pages), !pages.isActive(screen) else { return }
        let joins = visits.provisionalHostPages.openHold != nil
        if !joins { beginHold() }
        let slot = reserveHeldSlot()
        enterPage(of: screen, into: slot)
        guard pages.isActive(screen) else {
            if !joins { endHold() }
            return
        }
        guard let generation = visits.provisionalHostPages.hold(screen, in: slot) else { return }
        let work = visits.hostPageWork
        work.enqueue { [weak self] in
            work.enqueue { [weak self] in self?.releaseProvisionalHostPage(generation) }
        }
    }

    /// The held page of `host` was superseded by a declared screen it carries: its `pageEnter`
    /// is dropped and it stops being active, with no `pageExit`. Returns whether one was held.
    func supersedeProvisionalHostPage(_ host: any ScreenNode) -> Bool {
        guard pages.isActive(host), let entry = visits.provisionalHostPages.supersede(host) else { return false }
        clearHeldSlot(entry.slot)
        pages.active.removeAll { $0.screenID == ObjectIdentifier(host) }
        exposure.screenAppearanceDidChange(host)
        // Nothing left to wait for: what was emitted meanwhile goes now.
        if visits.provisionalHostPages.entries.isEmpty { releaseProvisionalHostPage() }
        return true
    }

    /// Ends the hold of `generation` (the one open: `nil`), delivering its held pages and what
    /// was emitted after them.
    func releaseProvisionalHostPage(_ generation: UInt64? = nil) {
        if visits.provisionalHostPages.endHold(generation) { endHold() }
    }
}
