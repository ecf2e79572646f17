extension Interception {
    /// What sits in each delegate chain of the hosts this interception installed on (or was asked
    /// to), and the conflicts found (Q1). A platform adapter calls this with what only it can
    /// read; apps call the adapter's `coexistenceReport()`.
    ///
    /// For each live host: the chain of objects its calls go through, from what its storage holds
    /// (as the slot decided) to the app's delegate, walked as the slot walks it (D8), bounded; the
    /// proxies of Intercept's that were assigned to it and unwrapped (D5); and the conflicts: a
    /// foreign proxy that hides its forwardee, a delegate the host reports that Intercept never
    /// heard assigned (a subclass's setter that skips `super`), a delegate assigned while another
    /// interception owned the host, a chain that does not end, a proxy of Intercept's whose class
    /// another library replaced at run time. Then every platform assumption, whether it is checked
    /// at run time and how often it was seen not to hold (``assumptionChecks``, B4).
    ///
    /// It only reads: it changes no state and calls no delegate method.
    ///
    /// - Parameters:
    ///   - methodHooks: The platform's hooked methods and whether each is still Intercept's.
    ///   - isOpaqueForwarder: Whether an object that does not adopt ``DelegateForwarding``
    ///     forwards the messages it does not implement (an `NSProxy`, a class overriding
    ///     `forwardingTarget(for:)` on UIKit): such an object at the end of a chain is another
    ///     library's proxy hiding its forwardee, not the app's delegate.
    ///   - runtimeClass: The class an object's messages are dispatched on (`object_getClass` on
    ///     UIKit), which another library may have set at run time (isa-swizzling); by default the
    ///     class `type(of:)` answers, for a platform whose objects cannot change class.
    @_spi(Platform) public func coexistenceReport(
        methodHooks: [CoexistenceReport.MethodHook],
        isOpaqueForwarder: (AnyObject) -> Bool,
        runtimeClass: (AnyObject) -> AnyClass = { type(of: $0) }
    ) -> CoexistenceReport {
        CoexistenceReport(
            hosts: reportedHosts.report(for: self, isOpaqueForwarder: isOpaqueForwarder, runtimeClass: runtimeClass),
            methodHooks: methodHooks, assumptions: assumptionChecks.report)
    }

    // MARK: Registering

    /// Keeps `host` in the report while it lives.
    func registerForReport<Host: DelegateHost>(_ host: Host) {
        reportedHosts.register(host) { [weak host] interception, isOpaqueForwarder, runtimeClass in
            host.map { interception.reportedList($0, isOpaqueForwarder: isOpaqueForwarder, runtimeClass: runtimeClass) }
        } release: { [weak host] interception, next in
            guard let host else { return }
            if let next, next.takeOverProxyBehindForeignProxy(on: host, from: interception) { return }
            interception.removeInterception(from: host, byHooks: true)
            next?.adoptListAssignedEarlier(host)
        }
    }

    /// Keeps `recognizer` in the report while it lives.
    func registerForReport(_ recognizer: any GestureHost) {
        reportedHosts.register(recognizer) { [weak recognizer] interception, _, _ in
            recognizer.map { interception.reportedRecognizer($0) }
        } release: { [weak recognizer] interception, _ in
            interception.removeInterception(from: recognizer)
        }
    }

    /// Notes that a delegate was assigned to `host` while `owner`'s interception owned it: this
    /// interception reports nothing for it, which nothing else tells the developer.
    func noteAssignment<Host: DelegateHost>(to host: Host, whileOwnedBy owner: HostIdentity) {
        registerForReport(host)
        reportedHosts.noteConflict(
            CoexistenceReport.Conflict(kind: .assignedWhileOwnedByAnother, detail: "another interception tracks it as \(owner)"),
            on: host)
    }

    /// Notes, on `host`'s owner, that a proxy of Intercept's assigned to it was unwrapped (D5).
    static func noteUnwrapping<Host: DelegateHost>(_ assigned: Host.DelegateProxyType.Delegate?, on host: Host, fallback: Interception?) {
        guard let assigned, let proxy = (assigned as AnyObject) as? Host.DelegateProxyType,
            let owner = host.existingDelegateSlot?.proxy?.context.interception ?? fallback
        else { return }
        let unwrapped = CoexistenceReport.Unwrapped(
            proxyHost: proxy.context.hostIdentity,
            delegateType: proxy.forwardee.map { String(describing: type(of: $0 as AnyObject)) })
        owner.reportedHosts.noteUnwrapped(unwrapped, on: host)
    }

    // MARK: Inspecting

    private func reportedList<Host: DelegateHost>(
        _ host: Host, isOpaqueForwarder: (AnyObject) -> Bool, runtimeClass: (AnyObject) -> AnyClass
    ) -> CoexistenceReport.Host {
        typealias Proxy = Host.DelegateProxyType
        let slot = host.existingDelegateSlot
        let proxy = slot?.proxy
        let reported = DelegateSlot<Proxy>.delegateToReport(stored: host.delegate).map { $0 as AnyObject }
        // What the storage holds, by the slot's decisions: our proxy when it stands in front of a
        // delegate, else what was assigned (DelegateSlot.storage(for:)).
        let stored: AnyObject?
        if let front = slot?.frontProxy {
            stored = front.forwardee == nil ? nil : front
        } else {
            stored = reported
        }
        var objects: [AnyObject] = []
        let isTooLong = Proxy.walkChain(from: stored) { object in
            objects.append(object)
            return true
        }
        var conflicts: [CoexistenceReport.Conflict] = []
        let chain = objects.map { object in
            let link = self.link(for: object, isOpaqueForwarder: isOpaqueForwarder)
            if link.role == .foreignOpaque {
                conflicts.append(CoexistenceReport.Conflict(
                    kind: .foreignProxyHidesForwardee,
                    detail: "\(link.type) forwards without saying to whom; adopting DelegateForwarding would let Intercept see through it"))
            }
            return link
        }
        if isTooLong {
            conflicts.append(CoexistenceReport.Conflict(
                kind: .chainTooLong, detail: "the chain goes on past \(Proxy.maximumChainLength) objects, or loops"))
        }
        if let slot, let proxy, !Self.slotHeard(reported, slot: slot, proxy: proxy) {
            let heard = slot.frontProxy != nil ? proxy.forwardee.map { String(describing: type(of: $0 as AnyObject)) } : nil
            conflicts.append(CoexistenceReport.Conflict(
                kind: .setterSkipsSuper,
                detail: "\(TypeNames.name(of: host.hostType)) reports \(reported.map { String(describing: type(of: $0)) } ?? "no delegate")"
                    + " but Intercept last heard \(heard ?? "another chain") assigned: a delegate setter that does not call super"
                    + " (or an assignment made with the hooks off) left the host calling that one"))
        }
        if let proxy, let conflict = CoexistenceReport.replacedClassConflict(of: proxy, runtimeClass: runtimeClass(proxy)) {
            conflicts.append(conflict)
        }
        let state = state(of: proxy?.context.interception, installed: proxy != nil)
        return CoexistenceReport.Host(
            kind: host is any ListHost ? .list : .delegateHost,
            type: TypeNames.name(of: host.hostType),
            identity: state == .notIntercepted ? nil : proxy?.context.hostIdentity,
            state: state,
            chain: chain,
            unwrapped: [],
            conflicts: conflicts)
    }

    /// Whether what the host reports is what its slot last heard: the proxy's forwardee when the
    /// proxy stands in front, or an object whose chain reaches the proxy when a foreign proxy does.
    private static func slotHeard<Proxy: DelegateProxy>(_ reported: AnyObject?, slot: DelegateSlot<Proxy>, proxy: Proxy) -> Bool {
        if slot.frontProxy != nil {
            return reported === proxy.forwardee.map { $0 as AnyObject }
        }
        return Proxy.chain(from: reported, reaches: proxy)
    }

    private func link(for object: AnyObject, isOpaqueForwarder: (AnyObject) -> Bool) -> CoexistenceReport.Link {
        let type = String(describing: Swift.type(of: object))
        if let proxy = object as? any DelegateProxy {
            return CoexistenceReport.Link(type: type, role: proxy.context.interception === self ? .ours : .anotherInterception)
        }
        if object is any DelegateForwarding { return CoexistenceReport.Link(type: type, role: .foreignSeenThrough) }
        return CoexistenceReport.Link(type: type, role: isOpaqueForwarder(object) ? .foreignOpaque : .delegate)
    }

    private func reportedRecognizer(_ recognizer: any GestureHost) -> CoexistenceReport.Host {
        let hook = recognizer.gestureTrackingHook.flatMap { $0.isDetached ? nil : $0 }
        let state = state(of: hook?.interception, installed: hook != nil)
        return CoexistenceReport.Host(
            kind: .gestureRecognizer,
            type: recognizer.recognizerTypeName,
            identity: state == .notIntercepted ? nil : hook?.hostIdentity,
            state: state,
            chain: [],
            unwrapped: [],
            conflicts: [])
    }
}
