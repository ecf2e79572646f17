/// The interception side of a host's delegate property.
///
/// A host keeps its business delegate in its own `weak` storage (as UIKit does) and routes its
/// `delegate` setter through ``assign(_:)``; it calls ``frontProxy`` when there is one and its
/// stored delegate otherwise. The slot owns the installed proxy (the host owns the slot, so the
/// proxy lives exactly as long as the host; on UIKit this is an associated object).
///
/// All the rules that make interception invisible and happen only once live here, so every host
/// and every delegate protocol gets them alike:
///
/// - a proxy of ours assigned as a delegate is unwrapped to its business delegate, so a proxy
///   never ends up inside a proxy (D5);
/// - assigning a new delegate re-targets the installed proxy and keeps it; assigning `nil` leaves
///   the proxy forwarding to nothing (D6);
/// - assigning the same delegate again, or a host subclass whose setter calls `super`, changes
///   nothing (D5, D7);
/// - another library's proxy that already forwards into ours is called directly, so ours does not
///   also stand in front of it (D8);
/// - the host's getter keeps answering what the app assigned, never our proxy (D11);
/// - a removed proxy that another library's proxy still forwards into is kept, detached, for as
///   long as that chain stands: such proxies usually hold their forwardee weakly, and freeing ours
///   would silently cut the app's delegate off (D9).
@MainActor
public final class DelegateSlot<Proxy: DelegateProxy> {
    /// The installed proxy, or `nil` when the host is not intercepted.
    public private(set) var proxy: Proxy?

    /// The proxy the host must call instead of its stored delegate, or `nil` when the host calls
    /// its stored delegate directly (not intercepted, or a foreign proxy already forwards into ours).
    public private(set) var frontProxy: Proxy?

    /// Removed proxies that a foreign proxy in the host's chain still forwards into.
    private var retiredProxies: [Proxy] = []

    /// Creates an empty slot: the host behaves as if Intercept did not exist.
    public init() {}

    /// Applies an assignment to the host's delegate property and returns what the host stores.
    ///
    /// Call it from the host's `delegate` setter: `stored = slot.assign(newValue)`.
    public func assign(_ newValue: Proxy.Delegate?) -> Proxy.Delegate? {
        let business = Self.unwrap(newValue)
        if let proxy { place(proxy, before: business) }
        if !retiredProxies.isEmpty {
            let businessObject = business.map { $0 as AnyObject }
            retiredProxies.removeAll { !Proxy.chain(from: businessObject, reaches: $0) }
        }
        return business
    }

    /// Installs `proxy` in front of `current`, the host's present delegate.
    func install(_ proxy: Proxy, current: Proxy.Delegate?) {
        self.proxy = proxy
        place(proxy, before: Self.unwrap(current))
    }

    /// Removes the proxy; the host calls its stored delegate directly again, as before install (D9).
    func uninstall() {
        guard let proxy else { return }
        proxy.context.isDetached = true
        if frontProxy == nil { retiredProxies.append(proxy) }
        self.proxy = nil
        frontProxy = nil
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
