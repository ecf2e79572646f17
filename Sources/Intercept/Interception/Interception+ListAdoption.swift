extension Interception {
    /// Adopts a list the platform meets again, entering a window, whose delegate was assigned
    /// before the hooks were installed (D3): the hooked setter never saw that assignment, so the
    /// list would otherwise report nothing until the app assigns its delegate again.
    ///
    /// The list is adopted, as if its delegate had been assigned now through the hooked setter,
    /// only when the lists family is on, no interception stands in front of the list (no slot, or
    /// one a platform's hooks handed back when they changed or dropped interception, fourth review
    /// W2: a list the app took interception off stays as the app left it), it has a delegate, and it is not the platform's own (``SystemInterfacePolicy/isSystemList(_:delegate:)``,
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
}
