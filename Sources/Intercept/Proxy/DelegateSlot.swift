/// The interception side of a host's delegate property.
///
/// A host keeps one weak delegate storage (as UIKit does) and calls whatever it holds. The slot
/// owns the installed proxy (the host owns the slot, so the proxy lives exactly as long as the
/// host; on UIKit this is an associated object) and decides what the host's storage must hold
/// after each assignment (``DelegateStorageDecision``): our proxy whenever it stands in front of a
/// delegate, else what the app assigned.
///
/// All the rules that make interception invisible and happen only once live here, so every host
/// and every delegate protocol gets them alike:
///
/// - a proxy of ours assigned as a delegate is unwrapped to its business delegate, so a proxy
///   never ends up inside a proxy (D5);
/// - assigning a new delegate re-targets the installed proxy, keeps it, and has the host refresh
///   its cached answers (D6, F3); assigning `nil` stores `nil`: no delegate behavior at all;
/// - assigning the same delegate again, or a host subclass whose setter calls `super`, changes
///   nothing (D5, D7);
/// - another library's proxy that already forwards into ours is stored as it is, so ours does not
///   also stand in front of it (D8);
/// - uninstalling gives the storage back the business delegate, as before install (D9, F1);
/// - the host's getter keeps answering what the app assigned, never our proxy (D11);
/// - a removed proxy that another library's proxy still forwards into is kept, detached, for as
///   long as that chain stands: such proxies usually hold their forwardee weakly, and freeing ours
///   would silently cut the app's delegate off (D9).
@MainActor
public final class DelegateSlot<Proxy: DelegateProxy> {
    /// The installed proxy, or `nil` when the host is not intercepted.
    public private(set) var proxy: Proxy?

    /// The installed proxy when it stands in front of the host's delegate (the storage holds it
    /// whenever there is a delegate), or `nil` when the host is not intercepted or another
    /// library's proxy already forwards into ours (the storage holds that one).
    public private(set) var frontProxy: Proxy?

    /// Removed proxies that a foreign proxy in the host's chain still forwards into.
    private var retiredProxies: [Proxy] = []

    /// Whether the proxy was last removed by a platform's hooks changing or dropping their
    /// interception (``FedInterceptions``) rather than by the app, and the storage got the business
    /// delegate back: the host is then adopted again at its next window entry, as a host the hooks
    /// never saw is (F18). A host the app took interception off stays as it is.
    var isHandedBackByHooks = false

    /// Creates an empty slot: the host behaves as if Intercept did not exist.
    public init() {}

    /// Applies an assignment to the host's delegate property and decides what the host stores.
    ///
    /// Call it from the host's `delegate` setter: `apply(slot.assign(newValue))`.
    public func assign(_ newValue: Proxy.Delegate?) -> DelegateStorageDecision<Proxy.Delegate> {
        let business = Self.unwrap(newValue)
        if let proxy { place(proxy, before: business) }
        if !retiredProxies.isEmpty {
            let businessObject = business.map { $0 as AnyObject }
            retiredProxies.removeAll { !Proxy.chain(from: businessObject, reaches: $0) }
        }
        let previouslyStored = storedAnswers
        let decision = storage(for: business)
        // The proxy the host already stores, answering for what it answered for then, answers as
        // before: nothing to refresh, and storing it again is a no-op for the host (F3;
        // D7's setter calling `super` twice, `delegate = self` in every `viewWillAppear`).
        if decision.refreshesCachedAnswers, let previouslyStored, previouslyStored == storedAnswers {
            return DelegateStorageDecision(value: decision.value, refreshesCachedAnswers: false)
        }
        return decision
    }

    /// What a host without a slot stores for an assignment: a proxy of ours unwrapped (D5).
    static func assignmentWithoutSlot(_ newValue: Proxy.Delegate?) -> DelegateStorageDecision<Proxy.Delegate> {
        DelegateStorageDecision(value: unwrap(newValue), refreshesCachedAnswers: false)
    }

    /// What the host's getter reports for what its storage holds: the business delegate in place
    /// of a proxy of ours, anything else as it is (D11).
    public static func delegateToReport(stored: Proxy.Delegate?) -> Proxy.Delegate? {
        guard let stored, let proxy = (stored as AnyObject) as? Proxy else { return stored }
        return proxy.forwardee
    }

    /// Installs `proxy` in front of `current`, the host's present delegate, and decides what the
    /// host stores.
    func install(_ proxy: Proxy, current: Proxy.Delegate?) -> DelegateStorageDecision<Proxy.Delegate> {
        self.proxy = proxy
        isHandedBackByHooks = false
        let business = Self.unwrap(current)
        place(proxy, before: business)
        return storage(for: business)
    }

    /// Removes the proxy. Returns what the host stores now: the business delegate, called directly
    /// again as before install (D9, F1); `nil` (leave the storage alone) when another library's
    /// proxy stands in front and forwards into ours. The storage is cleared first
    /// (`refreshesCachedAnswers`), so UIKit re-asks `responds(to:)` of the business delegate and
    /// cannot skip the store because its getter already reads back the same object (D11).
    /// `byHooks`: the platform's hooks hand the host back (``FedInterceptions``), not the app.
    func uninstall(byHooks: Bool = false) -> DelegateStorageDecision<Proxy.Delegate>? {
        guard let proxy else { return nil }
        proxy.context.isDetached = true
        let stoodInFront = frontProxy != nil
        self.proxy = nil
        frontProxy = nil
        storedAnswers = nil
        guard stoodInFront else {
            retiredProxies.append(proxy)
            return nil
        }
        isHandedBackByHooks = byHooks
        return DelegateStorageDecision(value: proxy.forwardee, refreshesCachedAnswers: true)
    }

    private func storage(for business: Proxy.Delegate?) -> DelegateStorageDecision<Proxy.Delegate> {
        if let frontProxy, business != nil {
            storedAnswers = StoredAnswers(of: frontProxy)
            return DelegateStorageDecision(value: frontProxy.asDelegate, refreshesCachedAnswers: true)
        }
        storedAnswers = nil
        return DelegateStorageDecision(value: business, refreshesCachedAnswers: false)
    }

    /// What the host's cached answers were taken from when it last stored our proxy: the proxy,
    /// its forwardee, and the interception and policy its answers depend on
    /// (`DelegateProxy.answersResponds(isSelectionMethod:businessResponds:)`); `nil` when the
    /// storage holds something else (F3).
    private var storedAnswers: StoredAnswers?

    /// The forwardee and the interception are held weakly, and compared only while alive: a new
    /// object at a released one's address is another delegate, whose answers must be asked (both
    /// are weakly referenced already, by the proxy and its context). The proxy is held strongly,
    /// as the slot holds it: a weak reference would give it a side table, and every retain and
    /// release of a forwarded call would take the slow path.
    private struct StoredAnswers: Equatable {
        let proxy: Proxy
        weak var forwardee: AnyObject?
        weak var interception: Interception?
        let requiresBusinessHandler: Bool?

        @MainActor init?(of proxy: Proxy?) {
            guard let proxy, let forwardee = proxy.forwardee else { return nil }
            self.proxy = proxy
            self.forwardee = forwardee as AnyObject
            interception = proxy.context.interception
            requiresBusinessHandler = interception?.configuration.listSelection.requiresBusinessHandler
        }

        static func == (lhs: StoredAnswers, rhs: StoredAnswers) -> Bool {
            guard let forwardee = lhs.forwardee, let interception = lhs.interception else { return false }
            return lhs.proxy === rhs.proxy && forwardee === rhs.forwardee && interception === rhs.interception
                && lhs.requiresBusinessHandler == rhs.requiresBusinessHandler
        }
    }

    private func place(_ proxy: Proxy, before business: Proxy.Delegate?) {
        let businessObject = business.map { $0 as AnyObject }
        if let businessObject, Proxy.chain(from: businessObject, reaches: proxy) {
            // Another library's proxy already forwards into ours: the host calls it, it calls us.
            frontProxy = nil
        } else {
            proxy.forwardee = business
            frontProxy = proxy
        }
    }

    /// A proxy of this kind (from any host) stands for its business delegate.
    private static func unwrap(_ value: Proxy.Delegate?) -> Proxy.Delegate? {
        var current = value
        var steps = 0
        while let candidate = current, let proxy = (candidate as AnyObject) as? Proxy, steps < 32 {
            current = proxy.forwardee
            steps += 1
        }
        return current
    }
}
