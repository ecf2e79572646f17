extension Interception {
    /// Adopts a list the platform meets again, entering a window, whose delegate was assigned
    /// before the hooks were installed (F18): the hooked setter never saw that assignment, so the
    /// list would otherwise report nothing until the app assigns its delegate again.
    ///
    /// The list is adopted, as if its delegate had been assigned now through the hooked setter,
    /// only when the lists family is on, no interception stands in front of the list (no slot, or
    /// one a platform's hooks handed back when they changed or dropped interception,
    /// F18: a list the app took interception off stays as the app left it), it has a delegate, and it is not the platform's own (``SystemInterfacePolicy/isSystemList(_:delegate:)``,
    /// F15). The delegate is stored again behind the proxy with the host's own setter, which makes
    /// UIKit read what the new object implements, as RxCocoa's `DelegateProxy` does when it stands
    /// in front of an existing delegate. A list another interception owns is left to it.
    @_spi(Platform) public func adoptListAssignedEarlier<Host: DelegateHost>(_ host: Host) {
        guard isEnabled(.lists), host.existingDelegateSlot.map({ $0.proxy == nil && $0.isHandedBackByHooks }) ?? true,
            let delegate = host.delegate,
            !configuration.elementRules.systemInterface.isSystemList(host, delegate: delegate as AnyObject)
        else { return }
        try? setDelegate(delegate, on: host)
    }

    /// Takes `host` over from `previous`, which the platform's hooks fed until now, when another
    /// library's proxy stands in front of `previous`'s and forwards into it (D8): handing it back
    /// would leave that proxy forwarding into a detached one, and neither an assignment nor a
    /// window entry would adopt the list again (F18). The proxy stays where it is and
    /// reports to this interception from now on, by the rules of a window entry (lists on, not the
    /// platform's own list); `false`, leaving the host to `previous`'s release, otherwise.
    func takeOverProxyBehindForeignProxy<Host: DelegateHost>(on host: Host, from previous: Interception) -> Bool {
        guard isEnabled(.lists), let slot = host.existingDelegateSlot, let proxy = slot.proxy, slot.frontProxy == nil,
            proxy.context.interception === previous, let delegate = host.delegate,
            !configuration.elementRules.systemInterface.isSystemList(host, delegate: delegate as AnyObject)
        else { return false }
        previous.interceptedHosts.remove(host)
        // A proxy whose owner is gone is numbered among the new owner's hosts when it installs.
        proxy.context.interception = nil
        return (try? install(on: host)) != nil
    }
}
