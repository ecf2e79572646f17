extension Interception {
    /// Decides what a hooked `delegate` setter stores: the UIKit adapter's swizzled setter and the
    /// headless hosts' setter both call this and apply the answer with their original setter.
    ///
    /// - `nil` never installs anything: a host without a slot stores `nil` and gets no slot and no
    ///   proxy. UIKit's hosts assign `nil` to their own delegate in `dealloc`, and a proxy created
    ///   then would take a weak reference to an object being deallocated, which the Objective-C
    ///   runtime treats as a fatal error (F4).
    /// - With `autoIntercepting` given and its lists family on, a delegate assigned to a host that
    ///   is not intercepted installs interception first: codeless interception (D3); never on the
    ///   platform's own lists (keyboard candidates, emoji, pickers', menus' and alerts' internals,
    ///   ``SystemInterfacePolicy``, F15).
    /// - A host whose proxy belongs to another interception keeps it in front (its slot decides).
    /// - Otherwise the slot's rules apply (D5-D8), or, without a slot, a proxy of ours assigned here
    ///   is unwrapped to its business delegate (D5).
    public static func hookedAssignment<Host: DelegateHost>(
        _ newValue: Host.DelegateProxyType.Delegate?,
        on host: Host,
        autoIntercepting interception: Interception?
    ) -> DelegateStorageDecision<Host.DelegateProxyType.Delegate> {
        if let newValue, let interception, interception.isEnabled(.lists),
            !interception.configuration.elementRules.systemInterface.isSystemList(host, delegate: newValue as AnyObject)
        {
            do {
                _ = try interception.install(on: host)
            } catch {
                // Another interception owns the host: it keeps reporting it, this one notes why
                // it reports nothing (Q1).
                if case .hostInterceptedByAnotherInterception(let owner) = error { interception.noteAssignment(to: host, whileOwnedBy: owner) }
            }
        }
        noteUnwrapping(newValue, on: host, fallback: interception)
        if let slot = host.existingDelegateSlot { return slot.assign(newValue) }
        return DelegateSlot<Host.DelegateProxyType>.assignmentWithoutSlot(newValue)
    }

    /// Sets `host`'s delegate with this interception's proxy in front of it, without any hook: the
    /// explicit API (`setDelegate(_:interceptedBy:)`). It writes the host's storage with its
    /// original setter, so it works the same whether or not the setter hooks are installed (F2).
    ///
    /// - Throws: ``InterceptionError/hostInterceptedByAnotherInterception(_:)`` when another live
    ///   interception already owns the host's proxy; the host is then left unchanged.
    public func setDelegate<Host: DelegateHost>(_ newValue: Host.DelegateProxyType.Delegate?, on host: Host) throws(InterceptionError) {
        do {
            _ = try install(on: host)
        } catch {
            if case .hostInterceptedByAnotherInterception(let owner) = error { noteAssignment(to: host, whileOwnedBy: owner) }
            throw error
        }
        Self.noteUnwrapping(newValue, on: host, fallback: self)
        host.apply(host.delegateSlot.assign(newValue))
    }
}
