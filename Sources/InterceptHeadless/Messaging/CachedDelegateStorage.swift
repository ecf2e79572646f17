@_spi(Platform) import Intercept

/// A list host's delegate storage, as UIKit keeps it: one weak reference, written by the host's
/// original setter, with the answers of the stored object cached at assignment (F1, F3).
///
/// - ``store(_:)`` is UIKit's original setter: a different object is stored weakly and asked once
///   which methods it implements; the object already stored is left as it is, answers included
///   (so a proxy whose forwardee changed must be stored after `nil` to be asked again).
/// - ``send(_:_:)`` is UIKit's dispatch: a method whose cached answer is no is not sent; a message
///   to a released delegate (`nil`) is a no-op; otherwise the message goes to the stored object,
///   through ``MessageForwarding/forwardingTarget(for:)`` for any method a stored proxy's class
///   does not implement itself, as Objective-C's fast forwarding does. A message nobody handles
///   is recorded as ``PlatformFault/unrecognizedSelector(_:receiverType:)``.
///
/// The dispatch costs what a host without Intercept pays (`host-untracked / host-plain` in
/// `Benchmarks/instruction-counts.sh`): one bit test and one weak load of the object that handles
/// the call. With the host's own proxy stored, that object is the one the proxy names through
/// fast forwarding (the business delegate, loaded from the proxy's weak `forwardee`) for every
/// method the proxy does not track, and the proxy's own code runs only for what it tracks. Two
/// things are settled once, at assignment, so dispatch needs no dynamic cast and no second weak
/// load:
///
/// - which methods the stored proxy's class implements itself (``MessageForwarding/implements(_:)``),
///   kept as a bit set like the answers, as Objective-C's method cache keeps a class's lookups;
/// - whether the stored proxy is the host's own (the one its slot owns, `ownProxy`). The host owns
///   that proxy already, so the storage keeps a strong reference to it beside the weak one and
///   reaches it without a weak load; it is dropped with the next assignment, and the slot never
///   releases its proxy without the host storing something else first (uninstalling stores the
///   business delegate). Any other object stored, another host's proxy included, is reached
///   through the weak reference only.
@MainActor
final class CachedDelegateStorage<Proxy: DelegateProxy & MessageForwarding> where Proxy.ForwardedDelegate == Proxy.Delegate {
    typealias Delegate = Proxy.Delegate

    /// The weak reference: a proxy no interception installed, used only for its weak `forwardee`
    /// (generic code cannot declare a weak reference to a protocol's existential).
    private let reference = Proxy(context: DelegateProxyContext(reportingNothing: ()))
    /// The host's own proxy while it is what is stored, held strongly (the host owns it anyway).
    private var ownProxy: Proxy?
    /// The same, for dispatch without retain and release (`ownProxy` keeps it alive).
    private var ownProxyForDispatch: Unmanaged<Proxy>?
    /// Bit `index` set: the stored object answered yes to `responds(to:)` for that selector.
    private var cachedAnswers: UInt64 = 0
    /// Bit `index` set: the stored object is the host's own proxy and its class does not implement
    /// that selector, so the message is forwarded (`forwardingTarget(for:)`).
    private var forwardedSelectors: UInt64 = 0
    /// Whether the stored object is a forwarding proxy other than the host's own one.
    private var storesForeignProxy = false
    private let selectors: [DelegateSelector]

    /// Storage for a protocol whose methods are `selectors` (at most 64, in `index` order).
    init(selectors: [DelegateSelector]) {
        precondition(selectors.count <= 64 && selectors.indices.allSatisfy { selectors[$0].index == $0 })
        self.selectors = selectors
    }

    /// How many times the stored object changed: each change costs UIKit a sweep of
    /// `responds(to:)` and, on a collection view, its layout's delegate metrics (F3).
    private(set) var changeCount = 0

    /// What the host holds; `nil` once that object is released.
    var stored: Delegate? { reference.forwardee }

    /// What the host holds, as an object.
    var storedObject: AnyObject? { reference.forwardee.map { $0 as AnyObject } }

    /// UIKit's original setter. `ownProxy` is the proxy the host's slot owns, if any: when that is
    /// what is stored, dispatch reaches it without a weak load.
    func store(_ value: Delegate?, ownProxy: Proxy?) {
        let newObject = value.map { $0 as AnyObject }
        guard newObject !== storedObject else { return }
        changeCount += 1
        reference.forwardee = value
        let proxy = newObject as? Proxy
        if let proxy, proxy === ownProxy {
            self.ownProxy = proxy
            ownProxyForDispatch = Unmanaged.passUnretained(proxy)
            storesForeignProxy = false
        } else {
            self.ownProxy = nil
            ownProxyForDispatch = nil
            storesForeignProxy = proxy != nil
        }
        cachedAnswers = 0
        forwardedSelectors = 0
        guard let newObject else { return }
        for selector in selectors {
            let bit: UInt64 = 1 << UInt64(selector.index)
            if selector.isAnswered(by: newObject) { cachedAnswers |= bit }
            if let proxy, !proxy.implements(selector) { forwardedSelectors |= bit }
        }
    }

    /// Whether the host would send `selector` (its cached answer is yes).
    func cachesYes(for selector: DelegateSelector) -> Bool {
        cachedAnswers & (1 << UInt64(selector.index)) != 0
    }

    /// Sends one message as UIKit does; `nil` when nothing answered (not sent, sent to `nil`,
    /// answered "not implemented", or unrecognized).
    ///
    /// Inlined where the host sends, so `call` runs there on the receiver
    /// ``receiver(for:)`` decided: no closure is specialized into this storage's code, which would
    /// copy the receiver and the call's arguments on every message.
    @discardableResult
    @inline(__always)
    func send<Answer>(
        _ selector: DelegateSelector,
        _ call: (Delegate) throws(DelegateMethodNotImplemented) -> Answer
    ) -> Answer? {
        guard let receiver = receiver(for: selector) else { return nil }
        return try? call(receiver)
    }

    /// The object a message goes to, as Objective-C's dispatch decides it; `nil` when the message
    /// is not sent (cached answer no), goes to `nil`, or nobody handles it (recorded as
    /// ``PlatformFault/unrecognizedSelector(_:receiverType:)``).
    func receiver(for selector: DelegateSelector) -> Delegate? {
        let bit: UInt64 = 1 << UInt64(selector.index)
        guard cachedAnswers & bit != 0 else { return nil }
        if let ownProxyForDispatch {
            // The host's own proxy, reached without retain and release (``ownProxy`` keeps it alive).
            let forwarded = forwardedSelectors & bit != 0
            return withGuaranteed(ownProxyForDispatch) { proxy in
                forwarded ? forwardingTarget(of: proxy, for: selector) : proxy.asDelegate
            }
        }
        guard let stored = reference.forwardee else { return nil }
        guard storesForeignProxy else { return stored }
        // A proxy of ours that is not the host's own (another host's, stored without hooks):
        // reached through the weak reference, then as any proxy.
        let proxy = unsafeDowncast(stored as AnyObject, to: Proxy.self)
        return proxy.implements(selector) ? stored : forwardingTarget(of: proxy, for: selector)
    }

    /// Runs `body` with the host's own proxy, without retaining it (``ownProxy`` keeps it alive).
    /// `body` is a parameter, not a closure literal of this main-actor code, so it carries no
    /// executor check.
    @inline(__always)
    private func withGuaranteed<Result>(_ proxy: Unmanaged<Proxy>, _ body: (Proxy) -> Result) -> Result {
        proxy._withUnsafeGuaranteedRef(body)
    }

    /// Fast forwarding: the object `proxy` names for `selector`. (Inlined, the fault kept out of
    /// line: this is the path of every untracked call of an intercepted host, `host-untracked` in
    /// the instruction counts.)
    @inline(__always)
    private func forwardingTarget(of proxy: Proxy, for selector: DelegateSelector) -> Delegate? {
        guard let target = proxy.forwardingTarget(for: selector) else {
            recordUnrecognized(selector)
            return nil
        }
        return target
    }

    @inline(never)
    private func recordUnrecognized(_ selector: DelegateSelector) {
        PlatformFaults.record(.unrecognizedSelector(selector, receiverType: String(describing: Proxy.self)))
    }
}
