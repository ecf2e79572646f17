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
/// UIKit's own controllers, and hosting controllers whose type name does not say so (an app's
/// subclass with its own name), are entered at once, as before.
struct ProvisionalHostPages {
    /// A held `pageEnter`.
    struct Entry {
        let screenID: ObjectIdentifier
        /// Its place in the interception's held events.
        let slot: Int
        let generation: UInt64
    }

    private(set) var entries: [Entry] = []
    private var generation: UInt64 = 0

    /// Holds the `pageEnter` of `screen` in `slot`; returns its generation.
    mutating func hold(_ screen: any ScreenNode, in slot: Int) -> UInt64 {
        generation &+= 1
        entries.append(Entry(screenID: ObjectIdentifier(screen), slot: slot, generation: generation))
        return generation
    }

    /// The entry of `generation`, no longer held: `nil` when it was released or superseded.
    mutating func release(_ generation: UInt64) -> Entry? {
        guard let index = entries.firstIndex(where: { $0.generation == generation }) else { return nil }
        return entries.remove(at: index)
    }

    /// The latest held entry of `screen`, no longer held.
    mutating func supersede(_ screen: any ScreenNode) -> Entry? {
        guard let index = entries.lastIndex(where: { $0.screenID == ObjectIdentifier(screen) }) else { return nil }
        return entries.remove(at: index)
    }

    /// Every held entry, no longer held.
    mutating func releaseAll() -> [Entry] {
        defer { entries = [] }
        return entries
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
    /// for its first turns.
    func enterProvisionalHostPage(_ screen: any ScreenNode) {
        guard isEnabled(.pages), !pages.isActive(screen) else { return }
        beginHold()
        let slot = reserveHeldSlot()
        enterPage(of: screen, into: slot)
        guard pages.isActive(screen) else { return endHold() }
        let generation = visits.provisionalHostPages.hold(screen, in: slot)
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
        endHold()
        return true
    }

    /// Delivers the held page of `generation` (all of them: `nil`), and what was emitted after it.
    func releaseProvisionalHostPage(_ generation: UInt64? = nil) {
        if let generation {
            guard visits.provisionalHostPages.release(generation) != nil else { return }
            endHold()
        } else {
            for _ in visits.provisionalHostPages.releaseAll() { endHold() }
        }
    }
}
