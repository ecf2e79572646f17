extension Interception {
    /// Adopts a list the platform meets again, entering a window, whose delegate was assigned
    /// before the hooks were installed (D3): the hooked setter never saw that assignment, so the
    /// list would otherwise report nothing until the app assigns its delegate again.
    ///
    /// The list is adopted, as if its delegate had been assigned now through the hooked setter,
    /// only when the lists family is on, Intercept never touched the list (no slot: a list the app
    /// took interception off, or that was handed back, stays as the app left it), it has a
    /// delegate, and it is not the platform's own (``SystemInterfacePolicy/isSystemList(_:delegate:)``,
    /// F15). The delegate is stored again behind the proxy with the host's own setter, which makes
    /// UIKit read what the new object implements, as RxCocoa's `DelegateProxy` does when it stands
    /// in front of an existing delegate. A list another interception owns is left to it.
    @_spi(Platform) public func adoptListAssignedEarlier<Host: DelegateHost>(_ host: Host) {
        guard isEnabled(.lists), host.existingDelegateSlot == nil, let delegate = host.delegate,
            !configuration.elementRules.systemInterface.isSystemList(host, delegate: delegate as AnyObject)
        else { return }
        try? setDelegate(delegate, on: host)
    }
}
