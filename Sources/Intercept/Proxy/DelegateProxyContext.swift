/// What a delegate proxy needs to know about the world it works in.
///
/// It is a class so that the slot can detach a proxy in place (after uninstall the proxy keeps
/// forwarding for anyone who still holds it, such as another library's proxy, but reports no
/// more events) and so that a proxy's stored context costs one reference.
@MainActor
public final class DelegateProxyContext {
    /// The identity events from this proxy carry, assigned when interception was installed, and
    /// again by a new interception taking over a host whose interception is gone.
    public internal(set) var hostIdentity: HostIdentity

    /// The interception that receives this proxy's events; weak, so hosts never keep it alive.
    public internal(set) weak var interception: Interception?

    /// The host the proxy was installed on; weak, because the host owns the proxy.
    public private(set) weak var host: AnyObject?

    /// `true` once interception was removed from the host: the proxy still forwards, silently.
    public internal(set) var isDetached = false

    /// Whether the proxy is answering `respondsToSelector:` now
    /// (`DelegateProxy.answersResponds(isSelectionMethod:businessResponds:)`).
    var isAnsweringResponds = false

    init(hostIdentity: HostIdentity, interception: Interception, host: AnyObject) {
        self.hostIdentity = hostIdentity
        self.interception = interception
        self.host = host
    }

    /// A context for a proxy no interception installed: detached from the start, it reports
    /// nothing. ``InterceptableDelegate`` keeps such a proxy as its weak storage.
    init(unattachedTo host: AnyObject?) {
        self.hostIdentity = HostIdentity(typeName: "", instance: 0)
        self.interception = nil
        self.host = host
        self.isDetached = true
    }

    /// A context that reports to no interception: for a proxy made outside interception (by
    /// `InterceptTesting`'s checks, or as a platform host's weak storage), which forwards and
    /// emits nothing. Not part of the public API (`@_spi`): only our own modules use it.
    @_spi(InterceptTesting) @_spi(Platform) public convenience init(reportingNothing: Void) {
        self.init(unattachedTo: nil)
    }

    /// The interception to report to, or `nil` when events must not be produced: the proxy was
    /// detached, the host or the interception is gone (D12).
    var reportingInterception: Interception? {
        guard !isDetached, host != nil else { return nil }
        return interception
    }
}
